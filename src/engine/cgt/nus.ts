/**
 * Games of the form x + u·↑ + *m ("nus": number, up-multiple, nimber), held by value in the
 * store with their options made from their known canonical forms when asked for (Winning
 * Ways ch. 3; Siegel, CGT, II.4), and recognised when the general construction meets one of
 * those forms (so a game has one id however it is built):
 *   x + *m        = {x, x+*1, …, x+*(m−1) | x, x+*1, …, x+*(m−1)}
 *   x + ↑*        = {x, x* | x}               (and x + ↓* = {x | x, x*})
 *   x + u↑ + *m   = {x | x + (u−1)↑ + *(m⊕1)} for u ≥ 1 otherwise (and the mirror for u ≤ −1).
 * The tests check these forms against an independent brute-force comparison.
 */
import { Dyadic } from '../arith/dyadic';
import { isNumber, nusOf, numberId, nusValueId, setNusOptions, type GameId, type Nus } from './store';

/** Caps on the values typed: beyond them a game's options would be more than the store holds. */
export const MAX_NIMBER = 2 ** 30;
export const MAX_UP_MULTIPLE = 2 ** 30;

const byAsc = (a: number, b: number) => a - b;

/** x + u↑ + *m by value (its options are made when asked for, by `optionsOf`). */
export function nusId(x: Dyadic, up: number, nim: number): GameId {
  if (!Number.isInteger(nim) || nim > MAX_NIMBER || nim < 0)
    throw new RangeError(`nimbers here go up to *${MAX_NIMBER} (got *${nim})`);
  if (!Number.isInteger(up) || Math.abs(up) > MAX_UP_MULTIPLE)
    throw new RangeError(`up-multiples here go up to ${MAX_UP_MULTIPLE} (got ${up})`);
  // `up + 0` turns a negated 0 (−0, from neg(x + 0↑ + *m)) into 0: the record is shared by
  // every later caller, and −0 would make equal records compare unequal (Object.is).
  return nusValueId(x, up + 0, nim);
}

/** The canonical options of x + u↑ + *m (not a number), from the forms above. */
function optionsOf({ x, up, nim }: Nus): { left: GameId[]; right: GameId[] } {
  const xId = numberId(x);
  if (up === 0) {
    const opts: GameId[] = [];
    for (let k = 0; k < nim; k++) opts.push(nusId(x, 0, k));
    opts.sort(byAsc);
    return { left: opts, right: opts.slice() };
  }
  if (up === 1 && nim === 1) return { left: [xId, nusId(x, 0, 1)].sort(byAsc), right: [xId] };
  if (up === -1 && nim === 1) return { left: [xId], right: [xId, nusId(x, 0, 1)].sort(byAsc) };
  if (up > 0) return { left: [xId], right: [nusId(x, up - 1, nim ^ 1)] };
  return { left: [nusId(x, up + 1, nim ^ 1)], right: [xId] };
}
setNusOptions(optionsOf);

export function nimberId(m: number): GameId {
  return nusId(Dyadic.ZERO, 0, m);
}

/**
 * If the canonical option lists (sorted, deduplicated) are those of some x + u↑ + *m, say
 * which; the caller interns with this decomposition. Numbers never reach here.
 */
export function recogniseNus(left: readonly GameId[], right: readonly GameId[]): Nus | undefined {
  if (left.length === right.length && left.length > 0 && left.every((g, i) => g === right[i])) {
    // x + *m: the options are x + *0 … x + *(m−1), each once.
    const first = nusOf(left[0]);
    if (!first) return undefined;
    const seen = new Uint8Array(left.length);
    for (const g of left) {
      const n = nusOf(g);
      if (!n || n.up !== 0 || n.nim >= left.length || seen[n.nim] || !n.x.eq(first.x)) return undefined;
      seen[n.nim] = 1;
    }
    return { x: first.x, up: 0, nim: left.length };
  }
  if (left.length === 1 && right.length === 1) {
    const l = nusOf(left[0]);
    const r = nusOf(right[0]);
    if (!l || !r || !l.x.eq(r.x)) return undefined;
    if (isNumber(left[0]) && r.up >= 0 && !isNumber(right[0]))
      return { x: l.x, up: r.up + 1, nim: r.nim ^ 1 };
    if (isNumber(right[0]) && l.up <= 0 && !isNumber(left[0]))
      return { x: r.x, up: l.up - 1, nim: l.nim ^ 1 };
    return undefined;
  }
  const pairSide =
    left.length === 2 && right.length === 1
      ? left
      : left.length === 1 && right.length === 2
        ? right
        : undefined;
  if (pairSide) {
    const single = left.length === 1 ? left[0] : right[0];
    const x = nusOf(single);
    if (!x || !isNumber(single)) return undefined;
    const star = nusId(x.x, 0, 1);
    if (!pairSide.includes(single) || !pairSide.includes(star)) return undefined;
    return { x: x.x, up: pairSide === left ? 1 : -1, nim: 1 };
  }
  return undefined;
}
