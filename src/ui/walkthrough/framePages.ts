/**
 * Frames fetched from the engine by page, for walkthroughs too long to hold (Oskar's process
 * of 1,000 coins has 500,501 frames). The count is known up front; the player asks for the
 * page it shows and, nearing its end (or playing fast), the page after it. Only the last KEEP
 * pages are held, and nothing walks the whole count.
 */
import { useMemo, useRef } from 'react';
import type { Step } from '../../engine/derivation';
import type { AnswerFor, EngineRequest } from '../../engine/api';
import { useAnalysis } from '../../worker/useAnalysis';

/** What an engine op serving frames answers: frames from..from+k−1. */
export interface FramePage<S> {
  from: number;
  frames: Step<S>[];
}

export interface FramePages<S> {
  /** frames in all */
  count: number;
  /** frames a request asks for */
  pageSize: number;
  /** the request for the page starting at frame `from` */
  request(from: number): EngineRequest;
  title?: string;
  /** the important frames, when known up front (marked on the scrub bar) */
  important?: readonly number[];
  /** brands the frame type; made by `framePages` */
  readonly frameType?: S;
}

type FrameOf<R> = AnswerFor<R> extends { from: number; frames: Step<infer S>[] } ? S : never;

/** Paged frames from an engine op whose answer is a FramePage (checked here, by type). */
export function framePages<R extends EngineRequest>(spec: { count: number; pageSize: number; request: (from: number) => R; title?: string; important?: readonly number[] }): FramePages<FrameOf<R>> {
  return spec;
}

const KEEP = 4;

export interface LoadedFrames<S> {
  frame(i: number): Step<S> | undefined;
  /** the furthest frame in from..to that has arrived, or from − 1 */
  reachable(from: number, to: number): number;
  error: string | null;
}

/** The page holding `index` and, once index + ahead reaches past it, the page after it. */
export function usePagedFrames<S>(pages: FramePages<S> | null, index: number, ahead: number): LoadedFrames<S> {
  const size = pages?.pageSize ?? 1;
  const count = pages?.count ?? 0;
  const here = Math.floor(Math.min(Math.max(0, index), Math.max(0, count - 1)) / size) * size;
  const next = index + ahead >= here + size && here + size < count ? here + size : here;
  // The transitional overload: the frame type was checked where the pages were made (framePages).
  const a = useAnalysis<FramePage<S>>(pages ? pages.request(here) : null);
  const b = useAnalysis<FramePage<S>>(pages && next !== here ? pages.request(next) : null);

  const identity = pages ? JSON.stringify(pages.request(0)) : '';
  const kept = useRef<{ identity: string; pages: Map<number, FramePage<S>> }>({ identity, pages: new Map() });
  if (kept.current.identity !== identity) kept.current = { identity, pages: new Map() };
  const held = kept.current.pages;
  let added = false;
  for (const r of [a.result, b.result]) {
    if (!r || held.has(r.from)) continue;
    held.set(r.from, r);
    added = true;
    if (held.size > KEEP) held.delete(held.keys().next().value!);
  }
  const version = useRef(0);
  if (added) version.current++;

  const v = version.current;
  return useMemo(() => {
    const frame = (i: number) => {
      const p = held.get(Math.floor(i / size) * size);
      return p?.frames[i - p.from];
    };
    const reachable = (from: number, to: number) => {
      for (let i = to; i >= from; i--) {
        const p = held.get(Math.floor(i / size) * size);
        if (p && i - p.from < p.frames.length) return i;
        // skip to the end of the previous page rather than walking an absent one
        if (!p) i = Math.floor(i / size) * size;
      }
      return from - 1;
    };
    const failed = a.error ?? b.error;
    return { frame, reachable, error: failed ? failed.message : null };
    // `v` changes whenever a page arrives; `held` is the same map for one identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [v, held, size, a.error, b.error]);
}
