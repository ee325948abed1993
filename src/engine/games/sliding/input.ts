/**
 * Reading Sliding Coins positions from requests (JSON [x, y]) and from people ("2,5",
 * "(2, 5)"), with messages that say what is wrong and how to put it right. Both return a
 * Result; `makePositionText` is the typed notation's inverse ("2,5").
 */
import { fail, ok, type Result } from '../../result';
import type { Position } from './rules';

/** Positions are exact small integers; beyond this the move lists alone would be unwieldy. */
export const MAX_COORD = 1_000_000_000;

/**
 * Check a candidate [x, y]; `field`/`at` say where it came from for the error. A typed
 * position (`typed`) is spoken of as the person wrote it: "(2, 5)", no JSON field name.
 */
export function readPosition(v: unknown, field: string, at?: number, typed = false): Result<Position> {
  const where = typed ? 'position' : at === undefined ? `"${field}"` : `"${field}"[${at}]`;
  // A typed message speaks of x, y and the coins, as the input beside it does: no field name.
  const about = typed ? '' : `${where}: `;
  const extra = typed ? {} : at === undefined ? { field } : { field, at };
  if (!Array.isArray(v) || v.length !== 2)
    return fail(
      'bad_field',
      typed ? 'type a position as two numbers x, y' : `${where} must be a pair [x, y]`,
      extra,
    );
  const [x, y] = v as unknown[];
  for (const [name, c] of [
    ['x', x],
    ['y', y],
  ] as const) {
    if (typeof c !== 'number' || !Number.isInteger(c))
      return fail('bad_field', `${about}${name} must be a whole number (got ${JSON.stringify(c)})`, extra);
    if (c < 0) return fail('bad_field', `${about}${name} must be 0 or more (got ${c})`, extra);
    if (c > MAX_COORD)
      return fail(
        'too_large',
        `${about}${name} is at most ${MAX_COORD.toLocaleString('en')} here (got ${c.toLocaleString('en')})`,
        extra,
      );
  }
  const p: Position = [x as number, y as number];
  if (p[0] >= p[1] && !(p[0] === 0 && p[1] === 0)) {
    const swap = p[0] > p[1] ? `; did you mean ${typed ? `(${p[1]}, ${p[0]})` : `[${p[1]}, ${p[0]}]`}?` : '';
    return fail(
      'bad_field',
      `${about}the near coin must be nearer the edge than the far coin, so x < y (got x = ${p[0]}, y = ${p[1]}${swap})`,
      extra,
    );
  }
  return ok(p);
}

/** Parse "x,y" (also "(x, y)", "x y", "x;y") as typed or found in a URL; `at` is the bad number (0 or 1). */
export function parsePositionText(text: string): Result<Position> {
  const t = text.trim().replace(/^\(\s*|\s*\)$/g, '');
  const parts = t.split(/\s*[,;\s]\s*/).filter((s) => s !== '');
  if (parts.length !== 2) return fail('bad_field', `type a position as two numbers x, y (got "${text}")`);
  const nums = parts.map((s) => (/^[+-]?\d+$/.test(s) ? Number(s) : NaN));
  const badAt = nums.findIndex((n) => Number.isNaN(n));
  if (badAt >= 0) return fail('bad_field', `"${parts[badAt]}" is not a whole number`, { at: badAt });
  return readPosition(nums, 'position', undefined, true);
}

/** The typed notation of a position: "x,y" (what parsePositionText reads back). */
export const makePositionText = ([x, y]: readonly [number, number]): string => `${x},${y}`;
