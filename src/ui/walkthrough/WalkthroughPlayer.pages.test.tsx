import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useMemo } from 'react';
import { request } from '../../engine/api';
import { makeConfiguration } from '../../engine/games/oskar/configuration';
import { slowestConfiguration } from '../../engine/games/oskar/slowest';
import { installKeyDispatcher } from '../../nav/commands';
import { resetSlice, setAutoplaySpeed } from '../../store';
import { engine } from '../../worker/engine';
import { framePages } from './framePages';
import { WalkthroughPlayer } from './WalkthroughPlayer';

// The slowest 1,000 coins: 500,500 steps, 500,501 frames, served by the engine 50 at a time.
const SLOW = makeConfiguration(slowestConfiguration(1000));
const COUNT = 500_501;
const SIZE = 50;

function Process() {
  const pages = useMemo(
    () =>
      framePages({
        count: COUNT,
        pageSize: SIZE,
        request: (from, stride) =>
          request('oskar', 'processFrames', {
            configuration: SLOW,
            from,
            count: SIZE,
            ...(stride > 1 ? { stride } : {}),
          }),
        important: [COUNT - 1],
      }),
    [],
  );
  return (
    <WalkthroughPlayer
      pages={pages}
      label="Slowest process"
      renderStep={(s, i) => <p data-testid="frame">{`frame ${i}: m = ${s.state.m}, w = ${s.state.w}`}</p>}
    />
  );
}

const frame = () => screen.queryByTestId('frame')?.textContent;
/** frame i shows s^i.c: its m is its index */
const FRAME = (i: number) => new RegExp(`^frame ${i}: m = ${i}, w = \\d+$`);
const slider = () => screen.getByRole('slider', { name: 'Step' });
/** the pages asked for: their first frames, and (strided) the strides */
let asked: number[];
let strides: number[];
let uninstall: () => void;

beforeEach(() => {
  uninstall = installKeyDispatcher();
  act(() => resetSlice('settings'));
  asked = [];
  strides = [];
  const subscribe = engine.subscribe.bind(engine);
  vi.spyOn(engine, 'subscribe').mockImplementation((req, callbacks, key) => {
    if (req.op === 'processFrames') {
      expect(req.count).toBe(SIZE);
      asked.push(req.from as number);
      strides.push((req.stride as number | undefined) ?? 1);
    }
    return subscribe(req, callbacks, key);
  });
});
afterEach(() => {
  uninstall();
  vi.restoreAllMocks();
});

describe('WalkthroughPlayer with frames fetched by page', () => {
  it('knows the count up front and fetches only the pages it shows', async () => {
    window.history.replaceState(null, '', '#/test');
    render(<Process />);
    expect(slider().getAttribute('aria-valuetext')).toBe('Step 1 of 500,501');
    await waitFor(() => expect(frame()).toBe('frame 0: m = 0, w = 500'));
    expect(asked).toEqual([0]);
    // the one important frame, known up front, is the one marker: no walk over 500,501 frames
    expect(document.querySelectorAll('.wt-marker')).toHaveLength(1);

    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'End' }));
    });
    await waitFor(() => expect(frame()).toBe('frame 500500: m = 500500, w = 0'));
    expect(screen.getByTestId('walkthrough-caption').textContent).toContain(
      'Step 500,501 of 500,501 (a key step)',
    );
    fireEvent.change(slider(), { target: { value: '250001' } });
    await waitFor(() => expect(frame()).toMatch(/^frame 250000: m = 250000, w = \d+$/));
    expect(new Set(asked)).toEqual(new Set([0, 500_500, 250_000]));
  });

  it('keeps the last frame while the next page is on its way, and says which step it is loading', async () => {
    window.history.replaceState(null, '', '#/test?step=49');
    render(<Process />);
    await waitFor(() => expect(frame()).toMatch(FRAME(48)));
    for (let k = 0; k < 2; k++) {
      act(() => {
        window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
      });
    }
    // step 51 (frame 50) is on the page from 50; until it comes, the frame before stays
    if (FRAME(49).test(frame() ?? ''))
      expect(screen.getByTestId('walkthrough-caption').textContent).toMatch(/loading step 51/);
    await waitFor(() => expect(frame()).toMatch(FRAME(50)));
  });

  it('autoplays at the fastest shared speed, many frames a tick, only onto frames that have arrived', async () => {
    act(() => setAutoplaySpeed(10000));
    window.history.replaceState(null, '', '#/test');
    render(<Process />);
    await waitFor(() => expect(frame()).toBe('frame 0: m = 0, w = 500'));
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    });
    await waitFor(() => expect(Number(/^frame (\d+)/.exec(frame() ?? '')?.[1])).toBeGreaterThan(3 * SIZE));
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    });
    const at = Number(/^frame (\d+)/.exec(frame()!)![1]);
    // every frame shown was one the engine had sent: its m is its index
    expect(frame()).toMatch(new RegExp(`^frame ${at}: m = ${at}, `));
    // playing, pages were asked for in order, one after another, never the whole trajectory:
    // every 250th frame (the steps a tick at 10,000×), so a page of 50 spans 12,500 steps
    const played = [...new Set(asked.filter((_, i) => strides[i] > 1))];
    expect(new Set(strides.filter((k) => k > 1))).toEqual(new Set([250]));
    expect(played.length).toBeLessThan(at / (SIZE * 250) + 3);
    expect(played).toEqual(played.map((_, k) => k * SIZE * 250));
    expect(at % 250).toBe(0);
  });

  it('fetches every frame when stepping and at slow speeds, and only the frames it will show when playing fast', async () => {
    window.history.replaceState(null, '', '#/test');
    render(<Process />);
    await waitFor(() => expect(frame()).toBe('frame 0: m = 0, w = 500'));
    // 4×: one step a tick, every frame
    act(() => setAutoplaySpeed(4));
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    });
    await waitFor(() => expect(frame()).toMatch(FRAME(1)));
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    });
    expect(new Set(strides)).toEqual(new Set([1]));

    // 1,000×: 25 steps a tick, so pages of every 25th frame
    act(() => setAutoplaySpeed(1000));
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    });
    await waitFor(() => expect(Number(/^frame (\d+)/.exec(frame() ?? '')?.[1])).toBeGreaterThanOrEqual(50));
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }));
    });
    expect(strides).toContain(25);
    expect(asked.filter((_, i) => strides[i] === 25).every((from) => from % (SIZE * 25) === 0)).toBe(true);
    const at = Number(/^frame (\d+)/.exec(frame()!)![1]);
    expect(frame()).toMatch(FRAME(at));

    // paused, a step on is the very next frame, from a page of every frame
    const before = asked.length;
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
    });
    await waitFor(() => expect(frame()).toMatch(FRAME(at + 1)));
    expect(strides.slice(before).every((k) => k === 1)).toBe(true);
  });
});
