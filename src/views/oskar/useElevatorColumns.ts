/**
 * Columns of the elevator diagram for a window of time: the process frames' columns, fetched
 * in the player's pages of PAGE (at most two pages cover a window), so a 500,500-step
 * trajectory is never held whole. The last few pages received are kept, so while a fast
 * process outruns the engine the diagram can show the latest columns it has.
 */
import { useMemo, useRef } from 'react';
import { useAnalysis } from '../../worker/useAnalysis';
import { PAGE, processPageRequest } from './processPages';
import type { ElevatorColumn } from './types';

const KEEP = 6;

export interface ColumnWindow {
  /** column m, if its page has arrived */
  get(m: number): ElevatorColumn | undefined;
  /** the latest column at or before m that has arrived (while the engine catches up) */
  latestUpTo(m: number): ElevatorColumn | undefined;
  error: string | null;
}

interface Page {
  from: number;
  columns: ElevatorColumn[];
}

export function useElevatorColumns(configuration: string, from: number, to: number): ColumnWindow {
  const page = (m: number) => Math.floor(Math.max(0, m) / PAGE) * PAGE;
  const pa = page(from);
  const pb = page(to);
  const a = useAnalysis(processPageRequest(configuration, pa));
  const b = useAnalysis(pb !== pa ? processPageRequest(configuration, pb) : null);

  const kept = useRef<{ configuration: string; pages: Map<number, Page> }>({
    configuration,
    pages: new Map(),
  });
  if (kept.current.configuration !== configuration) kept.current = { configuration, pages: new Map() };
  const pages = kept.current.pages;
  let added = false;
  for (const r of [a.result, b.result]) {
    if (!r || pages.has(r.from)) continue;
    pages.set(r.from, { from: r.from, columns: r.frames.map((f) => f.state) });
    added = true;
    if (pages.size > KEEP) pages.delete(pages.keys().next().value!);
  }
  // The same functions until a page arrives, so a memoised diagram redraws only then.
  const version = useRef(0);
  if (added) version.current++;
  const v = version.current;
  const failed = (a.error ?? b.error)?.message ?? null;

  return useMemo(() => {
    const get = (m: number) => {
      const p = pages.get(Math.floor(Math.max(0, m) / PAGE) * PAGE);
      return p ? p.columns[m - p.from] : undefined;
    };
    const latestUpTo = (m: number) => {
      let best: ElevatorColumn | undefined;
      for (const p of pages.values()) {
        const last = Math.min(m, p.from + p.columns.length - 1);
        if (last >= p.from && (!best || last > best.m)) best = p.columns[last - p.from];
      }
      return best;
    };
    return { get, latestUpTo, error: failed };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `v` changes whenever a page arrives into the one `pages` map
  }, [v, pages, failed]);
}
