/**
 * Which line of the sum the page's tabs look at, in the URL as `line` (1-based; absent for the
 * first), so a link (and a lesson's slide made from it) names the line its Algorithm walks. Kept
 * with the store's selected line by the shared URL sync (useUrlSync), after the lines' own: the
 * store clamps a link's line to its lines. `readLineParam` is the one reading of it, for the page
 * and for the slide on paper.
 */
import { fail, ok } from '../../engine/result';
import { FLIPPING_MAX_LINES, type UrlCodec } from '../../store';

export const LINE_PARAM = 'line';

/** The 0-based line a link names, or null when it names none (or none of the `count` lines). */
export function readLineParam(value: string | undefined, count: number): number | null {
  if (value === undefined || !/^\d{1,3}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= count ? n - 1 : null;
}

export const lineCodec: UrlCodec<number> = {
  param: LINE_PARAM,
  parse: (text) => {
    const line = readLineParam(text, FLIPPING_MAX_LINES);
    return line === null ? fail('bad_field', `a line is numbered 1 to ${FLIPPING_MAX_LINES}`) : ok(line);
  },
  // the first line is the page's default: no parameter (an empty value leaves the URL)
  make: (line) => (line > 0 ? String(line + 1) : ''),
};
