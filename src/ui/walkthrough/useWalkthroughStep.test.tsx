import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentRoute } from '../../nav/router';
import { useWalkthroughStep } from './useWalkthroughStep';

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '#/flipping?lines=0101&step=1');
});
afterEach(() => vi.useRealTimers());

describe('useWalkthroughStep', () => {
  it('drops an autoplay step still on its way to the URL once a new link is followed (issue 25)', () => {
    const { result } = renderHook(() => useWalkthroughStep(10));
    act(() => result.current.go(1, { live: true })); // written at once
    expect(currentRoute().params.step).toBe('2');
    act(() => result.current.go(2, { live: true })); // throttled: on its way
    window.history.replaceState(null, '', '#/flipping?lines=11&step=5'); // a link followed meanwhile
    act(() => vi.advanceTimersByTime(1_000));
    expect(currentRoute().params).toEqual({ lines: '11', step: '5' });
  });

  it('writes a throttled autoplay step when nothing came in between', () => {
    const { result } = renderHook(() => useWalkthroughStep(10));
    act(() => result.current.go(1, { live: true }));
    act(() => result.current.go(2, { live: true }));
    act(() => vi.advanceTimersByTime(1_000));
    expect(currentRoute().params.step).toBe('3');
  });
});
