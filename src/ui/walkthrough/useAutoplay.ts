/**
 * Autoplay for the walkthrough: advance one step per tick, dwell twice as long on the
 * steps the engine marked important (as lichess slows down on interesting moves), stop at
 * the last step. Pressing play on the last step starts again from the first.
 * The speed is the one persisted setting (settings.autoplaySpeed) every player reads and
 * writes. Past one step a MIN_TICK_MS, a tick jumps several steps; it goes only as far as
 * frames have arrived (`reachable`), so a lazily fetched walkthrough waits for its pages.
 */
import { useCallback, useEffect, useState } from 'react';
import { AUTOPLAY_BASE_MS, setAutoplaySpeed, useStore, type AutoplaySpeed } from '../../store';

export { AUTOPLAY_BASE_MS as BASE_DELAY_MS } from '../../store';
export type Speed = AutoplaySpeed;

/** The shortest tick: faster speeds move several steps a tick. */
export const MIN_TICK_MS = 50;

export function stepDelay(speed: number, important: boolean): number {
  return (AUTOPLAY_BASE_MS / speed) * (important ? 2 : 1);
}

/** Steps a tick at this speed (1 at the walkthrough paces, hundreds at the fastest). */
export function stepsPerTick(speed: number): number {
  return Math.max(1, Math.floor(MIN_TICK_MS / stepDelay(speed, false)));
}

export interface Autoplay {
  playing: boolean;
  speed: Speed;
  setSpeed: (s: Speed) => void;
  toggle: () => void;
  pause: () => void;
}

/**
 * `reachable(from, to)`: the furthest frame in from..to that can be shown now (from − 1 when
 * none can); `go(i, {live})` moves the step.
 */
export function useAutoplay(
  index: number,
  count: number,
  isImportant: (i: number) => boolean,
  go: (i: number, opts?: { live?: boolean }) => void,
  reachable: (from: number, to: number) => number = (_, to) => to,
): Autoplay {
  const [playing, setPlaying] = useState(false);
  const speed = useStore((s) => s.settings.autoplaySpeed);
  const atEnd = index >= count - 1;

  useEffect(() => {
    if (!playing) return;
    if (atEnd) {
      setPlaying(false);
      return;
    }
    const batch = stepsPerTick(speed);
    const to = reachable(index + 1, Math.min(count - 1, index + batch));
    if (to <= index) return; // the next frames have not arrived: this effect runs again when they do
    const wait = batch === 1 ? stepDelay(speed, isImportant(index)) : MIN_TICK_MS;
    const timer = setTimeout(() => go(to, { live: true }), wait);
    return () => clearTimeout(timer);
  }, [playing, index, count, atEnd, speed, isImportant, go, reachable]);

  const toggle = useCallback(() => {
    if (playing) {
      setPlaying(false);
      return;
    }
    if (count <= 1) return;
    if (atEnd) go(0);
    setPlaying(true);
  }, [playing, count, atEnd, go]);

  const pause = useCallback(() => setPlaying(false), []);
  return { playing, speed, setSpeed: setAutoplaySpeed, toggle, pause };
}
