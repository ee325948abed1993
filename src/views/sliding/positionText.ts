/**
 * Straps as text: "3,7" for one position, "3,7;2,5" for a sum (the URL's `p`, the inputs).
 * Parsing uses the engine's own position reader (a cheap rule check), so a typed position,
 * a link and the engine all agree on what a position is and say the same when it is not.
 */
import { parsePositionText } from '../../engine/games/sliding/input';
import { fail, ok, type Result } from '../../engine/result';
import type { UrlCodec } from '../../store/urlSync';
import { SLIDING_MAX_STRAPS, SLIDING_PLAY_MAX_Y, type SlidingPosition } from '../../store';

export const makeStrap = ([x, y]: readonly number[]) => `${x},${y}`;
export const makeStraps = (ps: readonly (readonly number[])[]) => ps.map(makeStrap).join(';');

/** The engine's reader of a typed position, as a result. */
function readPositionText(text: string): Result<SlidingPosition> {
  const r = parsePositionText(text);
  return r.ok ? ok([r.value[0], r.value[1]]) : r;
}

/** One position for the board (y at most SLIDING_PLAY_MAX_Y). */
export function parseStrap(text: string): Result<SlidingPosition> {
  const r = readPositionText(text);
  if (r.ok && r.value[1] > SLIDING_PLAY_MAX_Y)
    return fail(
      'too_large',
      `the board holds y ≤ ${SLIDING_PLAY_MAX_Y} (got y = ${r.value[1]}); look larger positions up in the table panel`,
    );
  return r;
}

/** Several straps separated by ";". */
export function parseStraps(text: string): Result<SlidingPosition[]> {
  const parts = text.split(';').map((s) => s.trim());
  if (parts.length > SLIDING_MAX_STRAPS)
    return fail('too_large', `at most ${SLIDING_MAX_STRAPS} straps (got ${parts.length})`);
  const out: SlidingPosition[] = [];
  for (const [i, part] of parts.entries()) {
    const r = parseStrap(part);
    if (!r.ok) return parts.length > 1 ? fail(r.error.code, `strap ${i + 1}: ${r.error.message}`) : r;
    out.push(r.value);
  }
  return ok(out);
}

export const strapsCodec: UrlCodec<SlidingPosition[]> = { param: 'p', parse: parseStraps, make: makeStraps };
