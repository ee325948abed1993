/**
 * Which line of the sum the page's tabs look at, in the URL as `line` (1-based; absent for the
 * first), so a link (and a lesson's slide made from it) names the line its Algorithm walks.
 * `readLineParam` is the one reading of it, for the page and for the slide on paper.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useParam } from '../../nav/router';
import { FLIPPING_MAX_LINES, selectFlippingLine } from '../../store';

export const LINE_PARAM = 'line';

/** The 0-based line a link names, or null when it names none (or none of the `count` lines). */
export function readLineParam(value: string | undefined, count: number): number | null {
  if (value === undefined || !/^\d{1,3}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= count ? n - 1 : null;
}

/** Keeps the store's selected line and the URL's `line` together (the lines are synced first). */
export function useLineParam(selected: number): void {
  const [param, setParam] = useParam(LINE_PARAM);
  // URL → store: a link's line, once its lines are in the store (this runs after their sync, so
  // the rendered count may be the old lines': the store clamps the line to the new ones)
  useLayoutEffect(() => {
    const line = readLineParam(param, FLIPPING_MAX_LINES);
    if (line !== null) selectFlippingLine(line);
  }, [param]);
  // store → URL: the line shown, left out for the first (at mount a link's own line is kept)
  const first = useRef(true);
  useEffect(() => {
    const skip = first.current && param !== undefined;
    first.current = false;
    if (skip) return;
    const made = selected > 0 ? String(selected + 1) : undefined;
    if (made !== param) setParam(made, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the selection drives this
  }, [selected]);
}
