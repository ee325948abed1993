/**
 * Frames fetched from the engine by page, for walkthroughs too long to hold (Oskar's process
 * of 1,000 coins has 500,501 frames). The count is known up front; the player asks for the
 * page it shows and, nearing its end, the page after it. Fast play shows one frame in many, so
 * it asks for strided pages (every k-th frame: a page then spans k times as many steps, at the
 * same size); stepping and slow play get every frame. Only the last KEEP pages are held, and
 * nothing walks the whole count.
 */
import { useMemo, useRef } from 'react';
import type { Step } from '../../engine/derivation';
import type { AnswerFor, EngineRequest } from '../../engine/api';
import { useAnalysis } from '../../worker/useAnalysis';

/** What an engine op serving frames answers: frame j is frame min(from + j·stride, count − 1). */
export interface FramePage<S> {
  from: number;
  /** 1 when absent: every frame */
  stride?: number;
  frames: Step<S>[];
}

export interface FramePages<S> {
  /** frames in all */
  count: number;
  /** frames a request asks for */
  pageSize: number;
  /** the request for the page starting at frame `from`, every `stride`-th frame (1: all) */
  request(from: number, stride: number): EngineRequest;
  title?: string;
  /** the important frames, when known up front (marked on the scrub bar) */
  important?: readonly number[];
  /** the frames carrying a "your turn" question, known up front (the player stops there) */
  asks?: readonly number[];
  /** brands the frame type; made by `framePages` */
  readonly frameType?: S;
}

type FrameOf<R> = AnswerFor<R> extends { from: number; frames: Step<infer S>[] } ? S : never;

/** Paged frames from an engine op whose answer is a FramePage (checked here, by type). */
export function framePages<R extends EngineRequest>(spec: {
  count: number;
  pageSize: number;
  request: (from: number, stride: number) => R;
  title?: string;
  important?: readonly number[];
  asks?: readonly number[];
}): FramePages<FrameOf<R>> {
  return spec;
}

const KEEP = 4;

export interface LoadedFrames<S> {
  frame(i: number): Step<S> | undefined;
  /** the furthest frame in from..to that has arrived, or from − 1 */
  reachable(from: number, to: number): number;
  error: string | null;
}

/** The index of frame j of page p (the last frame of all is never skipped). */
const indexIn = (p: FramePage<unknown>, j: number, count: number) =>
  Math.min(p.from + j * (p.stride ?? 1), count - 1);

/** Frame i from page p, if p holds it. */
function frameIn<S>(p: FramePage<S>, i: number, count: number): Step<S> | undefined {
  const n = p.frames.length;
  if (n === 0 || i < p.from || i > indexIn(p, n - 1, count)) return undefined;
  if (i === count - 1) return indexIn(p, n - 1, count) === i ? p.frames[n - 1] : undefined;
  const j = (i - p.from) / (p.stride ?? 1);
  return Number.isInteger(j) ? p.frames[j] : undefined;
}

/** The furthest frame of page p in from..to, or −1. */
function furthestIn(p: FramePage<unknown>, from: number, to: number, count: number): number {
  const n = p.frames.length;
  if (n === 0 || to < p.from) return -1;
  const last = indexIn(p, n - 1, count);
  const i = to >= last ? last : p.from + Math.floor((to - p.from) / (p.stride ?? 1)) * (p.stride ?? 1);
  return i >= from ? i : -1;
}

/**
 * The page (of `stride`) holding `index` and, once index + ahead reaches past it, the page
 * after it; ahead is half a page's span, or four frames' worth if more.
 */
export function usePagedFrames<S>(pages: FramePages<S> | null, index: number, stride = 1): LoadedFrames<S> {
  const span = (pages?.pageSize ?? 1) * stride;
  const count = pages?.count ?? 0;
  const ahead = Math.max(Math.ceil(span / 2), 4 * stride);
  const here = Math.floor(Math.min(Math.max(0, index), Math.max(0, count - 1)) / span) * span;
  const next = index + ahead >= here + span && here + span < count ? here + span : here;
  // The transitional overload: the frame type was checked where the pages were made (framePages).
  const a = useAnalysis<FramePage<S>>(pages ? pages.request(here, stride) : null);
  const b = useAnalysis<FramePage<S>>(pages && next !== here ? pages.request(next, stride) : null);

  const identity = pages ? JSON.stringify(pages.request(0, 1)) : '';
  const kept = useRef<{ identity: string; pages: Map<string, FramePage<S>> }>({ identity, pages: new Map() });
  if (kept.current.identity !== identity) kept.current = { identity, pages: new Map() };
  const held = kept.current.pages;
  let added = false;
  for (const r of [a.result, b.result]) {
    const key = r && `${r.stride ?? 1}:${r.from}`;
    if (!r || !key || held.has(key)) continue;
    held.set(key, r);
    added = true;
    if (held.size > KEEP) held.delete(held.keys().next().value!);
  }
  const version = useRef(0);
  if (added) version.current++;

  const v = version.current;
  return useMemo(() => {
    const frame = (i: number) => {
      for (const p of held.values()) {
        const f = frameIn(p, i, count);
        if (f) return f;
      }
      return undefined;
    };
    const reachable = (from: number, to: number) => {
      let best = from - 1;
      for (const p of held.values()) best = Math.max(best, furthestIn(p, from, to, count));
      return best;
    };
    const failed = a.error ?? b.error;
    return { frame, reachable, error: failed ? failed.message : null };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `v` changes whenever a page arrives into the one `held` map
  }, [v, held, count, a.error, b.error]);
}
