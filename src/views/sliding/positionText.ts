/**
 * Straps as text: "3,7" for one position, "3,7;2,5" for a sum (the URL's `p`, the inputs).
 * Parsing uses the engine's own position reader (a cheap rule check), so a typed position,
 * a link and the engine all agree on what a position is and say the same when it is not.
 */
import { EngineError } from '../../engine/errors';
import { parsePositionText } from '../../engine/games/sliding/input';
import type { Parsed, UrlCodec } from '../../store/urlSync';
import { SLIDING_MAX_STRAPS, SLIDING_PLAY_MAX_Y, type SlidingPosition } from '../../store';

export const formatPosition = ([x, y]: readonly number[]) => `${x},${y}`;
export const formatStraps = (ps: readonly (readonly number[])[]) => ps.map(formatPosition).join(';');

/** One position for the board (y at most SLIDING_PLAY_MAX_Y). */
export function parseStrap(text: string): Parsed<SlidingPosition> {
  try {
    const [x, y] = parsePositionText(text);
    if (y > SLIDING_PLAY_MAX_Y) return { ok: false, message: `the board holds y ≤ ${SLIDING_PLAY_MAX_Y} (got y = ${y}); look larger positions up in the table panel` };
    return { ok: true, value: [x, y] };
  } catch (e) {
    // The page writes positions as (x, y): say "did you mean (2, 5)", not the engine's [2, 5].
    if (e instanceof EngineError) return { ok: false, message: e.message.replace(/^"position": /, '').replace(/\[(\d+), (\d+)\]/g, '($1, $2)') };
    throw e;
  }
}

/** Several straps separated by ";". */
export function parseStraps(text: string): Parsed<SlidingPosition[]> {
  const parts = text.split(';').map((s) => s.trim());
  if (parts.length > SLIDING_MAX_STRAPS) return { ok: false, message: `at most ${SLIDING_MAX_STRAPS} straps (got ${parts.length})` };
  const out: SlidingPosition[] = [];
  for (const [i, part] of parts.entries()) {
    const r = parseStrap(part);
    if (!r.ok) return parts.length > 1 ? { ok: false, message: `strap ${i + 1}: ${r.message}` } : r;
    out.push(r.value);
  }
  return { ok: true, value: out };
}

export const strapsCodec: UrlCodec<SlidingPosition[]> = { param: 'p', format: formatStraps, parse: parseStraps };
