/**
 * The process on the board: the step m lives in the URL ("&step=3"), the configuration at
 * step m is s^m.c by the engine's own rule (a cheap move application, allowed on the main
 * thread), and autoplay advances m at the chosen speed (many steps a frame when fast), writing
 * the URL a few times a second while it runs.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { setParams, useParam } from '../../app/router';
import { fromText, makeConfiguration } from '../../engine/games/oskar/configuration';
import { Process } from '../../engine/games/oskar/process';

export interface ProcessView {
  /** the step shown (clamped to the end of the trajectory) */
  m: number;
  /** s^m.c, coin 1 first */
  configuration: string;
  /** its weight: the coin the next step turns */
  w: number;
  /** all tails reached */
  done: boolean;
  playing: boolean;
  play(): void;
  pause(): void;
  toggle(): void;
  go(m: number): void;
}

function parseStep(text: string | undefined): number {
  return text && /^\d{1,9}$/.test(text) ? Number(text) : 0;
}

export function useProcess(start: string, speed: number): ProcessView {
  const [param] = useParam('step');
  const requested = parseStep(param);
  const [m, setM] = useState(requested);
  const [playing, setPlaying] = useState(false);
  const written = useRef<number>(requested);

  // URL → state: on load, back/forward, a pasted link (our own writes are recognised and skipped).
  useEffect(() => {
    if (requested !== written.current) {
      written.current = requested;
      setM(requested);
    }
  }, [requested]);

  // s^m.c, reusing the running process when stepping forward.
  const sim = useRef<{ start: string; p: Process } | null>(null);
  const current = useMemo(() => {
    let s = sim.current;
    if (!s || s.start !== start || s.p.m > m) {
      s = { start, p: new Process(fromText(start)) };
      sim.current = s;
    }
    s.p.advance(m - s.p.m);
    return { m: s.p.m, configuration: makeConfiguration(s.p.c), w: s.p.w, done: s.p.done };
  }, [start, m]);

  // Past the end: clamp (a link with a too-large step, or autoplay overshooting).
  useEffect(() => {
    if (current.m < m) setM(current.m);
  }, [current.m, m]);

  useEffect(() => {
    if (playing && current.done) setPlaying(false);
  }, [playing, current.done]);

  // state → URL: at once when paused, at most every 300 ms while playing.
  const lastWrite = useRef(0);
  useEffect(() => {
    const shown = current.m;
    const write = () => {
      written.current = shown;
      lastWrite.current = Date.now();
      setParams({ step: shown ? String(shown) : undefined });
    };
    if (shown === written.current) return;
    if (!playing) return write();
    const wait = 300 - (Date.now() - lastWrite.current);
    if (wait <= 0) return write();
    const t = window.setTimeout(write, wait);
    return () => window.clearTimeout(t);
  }, [current.m, playing]);

  // Autoplay: speed steps a second, as many a frame as that takes.
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    let last = performance.now();
    let owed = 0;
    const tick = (now: number) => {
      owed += ((now - last) / 1000) * speed;
      last = now;
      const k = Math.floor(owed);
      if (k > 0) {
        owed -= k;
        setM((x) => x + k);
      }
      frame = requestAnimationFrame(tick);
    };
    // The first step comes at once, so a click on Play visibly does something.
    setM((x) => x + 1);
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [playing, speed]);

  const go = useCallback((to: number) => {
    setPlaying(false);
    setM(Math.max(0, Math.floor(to)));
  }, []);
  const play = useCallback(() => setPlaying(true), []);
  const pause = useCallback(() => setPlaying(false), []);
  const toggle = useCallback(() => setPlaying((p) => !p), []);

  return { ...current, playing: playing && !current.done, play, pause, toggle, go };
}
