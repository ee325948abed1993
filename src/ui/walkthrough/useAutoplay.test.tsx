import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BASE_DELAY_MS, useAutoplay, type Autoplay } from './useAutoplay';

let player: Autoplay;
let rerender: () => void;

/** A 5-step player whose callbacks are new on every render, as a parent's often are. */
function Harness() {
  const [index, setIndex] = useState(0);
  const [, setTick] = useState(0);
  rerender = () => setTick((t) => t + 1);
  player = useAutoplay(
    index,
    5,
    () => false,
    (i) => setIndex(i),
    (_, to) => to,
  );
  return <p data-testid="index">{index}</p>;
}

describe('useAutoplay', () => {
  it('keeps a step’s time when the player re-renders while it waits', () => {
    vi.useFakeTimers();
    try {
      const { getByTestId } = render(<Harness />);
      act(() => player.toggle());
      act(() => vi.advanceTimersByTime(BASE_DELAY_MS * 0.6));
      act(() => rerender()); // a frame or a caption arriving
      act(() => vi.advanceTimersByTime(BASE_DELAY_MS * 0.5));
      expect(getByTestId('index').textContent).toBe('1');
    } finally {
      vi.useRealTimers();
    }
  });
});
