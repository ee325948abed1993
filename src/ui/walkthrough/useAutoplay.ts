/**
 * Autoplay for the walkthrough: advance one step per tick, dwell twice as long on the
 * steps the engine marked important (as lichess slows down on interesting moves), stop at
 * the last step. Pressing play on the last step starts again from the first.
 */
import { useCallback, useEffect, useState } from 'react';

export const SPEEDS = [0.5, 1, 2, 4] as const;
export type Speed = (typeof SPEEDS)[number];

/** Milliseconds on one ordinary step at 1× speed. */
export const BASE_DELAY_MS = 2000;

export function stepDelay(speed: number, important: boolean): number {
  return (BASE_DELAY_MS / speed) * (important ? 2 : 1);
}

export interface Autoplay {
  playing: boolean;
  speed: Speed;
  setSpeed: (s: Speed) => void;
  toggle: () => void;
  pause: () => void;
}

export function useAutoplay(index: number, count: number, isImportant: (i: number) => boolean, go: (i: number) => void): Autoplay {
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<Speed>(1);
  const atEnd = index >= count - 1;

  useEffect(() => {
    if (!playing) return;
    if (atEnd) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => go(index + 1), stepDelay(speed, isImportant(index)));
    return () => clearTimeout(timer);
  }, [playing, index, atEnd, speed, isImportant, go]);

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
  return { playing, speed, setSpeed, toggle, pause };
}
