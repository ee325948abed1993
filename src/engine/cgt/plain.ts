/**
 * The plain (machine) form of design.md: a number (`0`, `-2`, `3/8`), a nimber (`*`, `*3`)
 * or `{L1,L2|R1}` with options in plain form. Other x + u↑ + *m are written out in braces.
 * Canonical forms are DAGs whose trees can be huge, so the length is computed first and
 * the form is made only when it fits.
 */
import { leftOptions, nusOf, rightOptions, type GameId } from './store';

const lengths: (number | undefined)[] = [];

function atom(g: GameId): string | undefined {
  const n = nusOf(g);
  if (!n) return undefined;
  if (n.up === 0 && n.nim === 0) return n.x.toString();
  if (n.up === 0 && n.x.sign() === 0) return n.nim === 1 ? '*' : `*${n.nim}`;
  return undefined;
}

/** Length in characters of the plain form (may exceed Number.MAX_SAFE_INTEGER only as Infinity). */
export function plainLength(g: GameId): number {
  const a = atom(g);
  if (a !== undefined) return a.length;
  const known = lengths[g];
  if (known !== undefined) return known;
  const l = leftOptions(g);
  const r = rightOptions(g);
  let total = 3 + Math.max(0, l.length - 1) + Math.max(0, r.length - 1);
  for (const o of l) total += plainLength(o);
  for (const o of r) total += plainLength(o);
  const capped = Number.isSafeInteger(total) ? total : Infinity;
  lengths[g] = capped;
  return capped;
}

/** The plain form, or null when it is longer than maxLength characters. */
export function makePlain(g: GameId, maxLength = 1_000_000): string | null {
  if (plainLength(g) > maxLength) return null;
  const memo = new Map<GameId, string>();
  const write = (h: GameId): string => {
    const a = atom(h);
    if (a !== undefined) return a;
    let s = memo.get(h);
    if (s === undefined) {
      s = `{${leftOptions(h).map(write).join(',')}|${rightOptions(h).map(write).join(',')}}`;
      memo.set(h, s);
    }
    return s;
  };
  return write(g);
}
