/**
 * Autoplay for the walkthrough: advance one step per tick, dwell twice as long on the
 * steps the engine marked important (as lichess slows down on interesting moves), stop at
 * the last step. Pressing play on the last step starts again from the first.
 * The speed is the one persisted setting (settings.autoplaySpeed) every player reads and
 * writes, capped by the walkthrough's length (speeds.ts).
 * Past one step a MIN_TICK_MS the stepping is by the clock: each tick shows the step due by
 * now, skipping frames, so however long a frame takes to draw the chosen rate is kept. It
 * goes only as far as frames have arrived (`reachable`); while it waits for a page the
 * clock stops, so the walkthrough resumes where it waited rather than jumping. Paged frames
 * come every `playStride` frames while playing that fast (framePages.ts), so a tick moves at
 * least one stride.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTOPLAY_BASE_MS, setAutoplaySpeed, useStore, type AutoplaySpeed } from '../../store';
import { effectiveSpeed, speedsFor } from './speeds';

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

/** Frames fast play needs: every k-th, k the steps a tick (1, every frame, at the walkthrough paces). */
export const playStride = stepsPerTick;

export interface Autoplay {
  playing: boolean;
  /** the speed this player plays at: the setting, capped by its length */
  speed: Speed;
  /** the speeds this player offers */
  speeds: readonly Speed[];
  setSpeed: (s: Speed) => void;
  toggle: () => void;
  pause: () => void;
}

/** Where the clock of fast play started: at time `at` the step was `index`. */
interface Clock {
  at: number;
  index: number;
  speed: number;
  /** when the last tick was (or the clock started) */
  tick: number;
}

/**
 * `reachable(from, to)`: the furthest frame in from..to that can be shown now (from − 1 when
 * none can); `go(i, {live})` moves the step. `state`: the playing flag, when the caller must
 * know it before it can say what is reachable (the paged player picks its stride by it).
 */
export function useAutoplay(
  index: number,
  count: number,
  isImportant: (i: number) => boolean,
  go: (i: number, opts?: { live?: boolean }) => void,
  reachable: (from: number, to: number) => number = (_, to) => to,
  state?: readonly [boolean, (playing: boolean) => void],
): Autoplay {
  const own = useState(false);
  const [playing, setPlaying] = state ?? own;
  const setting = useStore((s) => s.settings.autoplaySpeed);
  const speed = effectiveSpeed(setting, count);
  const atEnd = index >= count - 1;
  const clock = useRef<Clock | null>(null);
  const dueAt = useRef<{ index: number; speed: number; at: number } | null>(null);

  useEffect(() => {
    if (!playing) {
      clock.current = null;
      dueAt.current = null;
      return;
    }
    if (atEnd) {
      setPlaying(false);
      return;
    }
    if (stepsPerTick(speed) === 1) {
      const to = reachable(index + 1, index + 1);
      if (to <= index) return; // the next frame has not arrived: this effect runs again when it does
      // The step is due a delay after it was shown: a re-render on the way (a frame or a
      // caption arriving) keeps that time rather than starting the wait again.
      const now = performance.now();
      const due =
        dueAt.current?.index === index && dueAt.current.speed === speed
          ? dueAt.current
          : (dueAt.current = { index, speed, at: now + stepDelay(speed, isImportant(index)) });
      const timer = setTimeout(() => go(to, { live: true }), Math.max(0, due.at - now));
      return () => clearTimeout(timer);
    }
    // By the clock: a clock from another speed, or from before a step back, starts afresh.
    const c = clock.current;
    if (!c || c.speed !== speed || c.index > index) {
      const now = performance.now();
      clock.current = { at: now, index, speed, tick: now };
    }
    const stride = playStride(speed);
    if (reachable(index + 1, Math.min(count - 1, index + stride)) <= index) {
      clock.current = null; // waiting for frames: the clock starts again when they arrive
      return;
    }
    // Ticks keep their own beat: a re-render between two (a page arriving) does not put one off.
    const timer = setTimeout(
      () => {
        const now = performance.now();
        const c = clock.current!;
        c.tick = now;
        const due = Math.min(count - 1, c.index + Math.floor((now - c.at) / stepDelay(speed, false)));
        const to = reachable(index + 1, Math.min(count - 1, Math.max(index + stride, due)));
        if (to > index) go(to, { live: true });
      },
      Math.max(0, clock.current!.tick + MIN_TICK_MS - performance.now()),
    );
    return () => clearTimeout(timer);
  }, [playing, setPlaying, index, count, atEnd, speed, isImportant, go, reachable]);

  const toggle = useCallback(() => {
    if (playing) {
      setPlaying(false);
      return;
    }
    if (count <= 1) return;
    if (atEnd) go(0);
    setPlaying(true);
  }, [playing, setPlaying, count, atEnd, go]);

  const pause = useCallback(() => setPlaying(false), [setPlaying]);
  return { playing, speed, speeds: speedsFor(count), setSpeed: setAutoplaySpeed, toggle, pause };
}
