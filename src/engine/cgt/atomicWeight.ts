/**
 * Atomic weight of an infinitesimal (Siegel, CGT, II.7; Winning Ways ch. 8), computed as CGSuite
 * does (CanonicalShortGame.atomicWeightOpt, CanonicalShortGameOps.naiveAtomicWeight):
 *   - x + u↑ + *m with x = 0 has atomic weight u;
 *   - otherwise G° = {G^L° − 2 | G^R° + 2} (the "two-ahead rule"), except that when this is an
 *     integer the far star *N (N = farStar(G)) decides: if G < *N the weight is the least
 *     integer n with n ⧏ every G^L° − 2 (0 with no Left option), if G > *N the greatest n with
 *     every G^R° + 2 ⧏ n (0 with no Right option), and if G ‖ *N or G = *N it is G° itself;
 *   - G is atomic when it is all-small, or when G − G°·↑ (Norton product) lies between
 *     −(↑* + *2^k:−1) and ↑* + *2^k:−1, 2^k ≥ N: then G° is its atomic weight.
 * A game that is not infinitesimal (stops ≠ 0) is not atomic.
 */
import { Dyadic } from '../arith/dyadic';
import { add, neg, sub } from './arithmetic';
import { canonicalize } from './canonical';
import { leq } from './compare';
import { MAX_UP_MULTIPLE, nimberId, nusId } from './nus';
import { ordinalSum } from './ordinalSum';
import { leftStop, rightStop } from './stops';
import { leftOptions, numberId, numberValue, nusOf, rightOptions, type GameId } from './store';

export type AtomicWeight = { atomic: true; weight: GameId } | { atomic: false; reason: string };

const naiveMemo = new Map<GameId, GameId>();
const farStarMemo = new Map<GameId, number>();
const nortonMemo = new Map<GameId, GameId>();
const smallMemo = new Map<GameId, boolean>();

const intId = (n: bigint) => numberId(Dyadic.int(n));

/** 1 + the largest nimber *m among G and its followers, at least 1 (CGSuite's farStar). */
export function farStar(g: GameId): number {
  const n = nusOf(g);
  if (n && n.x.sign() === 0 && n.up === 0) return n.nim + 1;
  const known = farStarMemo.get(g);
  if (known !== undefined) return known;
  let f = 1;
  for (const o of [...leftOptions(g), ...rightOptions(g)]) f = Math.max(f, farStar(o));
  farStarMemo.set(g, f);
  return f;
}

/** G°, the atomic weight calculus of CGT II.7 (CGSuite's naiveAtomicWeight). */
export function naiveAtomicWeight(g: GameId): GameId {
  const n = nusOf(g);
  if (n) return intId(BigInt(n.up));
  const known = naiveMemo.get(g);
  if (known !== undefined) return known;
  const two = intId(2n);
  const newLeft = leftOptions(g).map((o) => sub(naiveAtomicWeight(o), two));
  const newRight = rightOptions(g).map((o) => add(naiveAtomicWeight(o), two));
  const g0 = canonicalize(newLeft, newRight);
  let result = g0;
  const v = numberValue(g0);
  if (v && v.isInteger()) {
    const star = nimberId(farStar(g));
    const below = leq(g, star);
    const above = leq(star, g);
    if (below && !above) {
      // the least integer n with n ⧏ every new Left option
      let best: bigint | null = null;
      for (const o of newLeft) {
        let k = rightStop(o).ceil();
        if (leq(intId(k), o)) k += 1n;
        if (best === null || k > best) best = k;
      }
      result = intId(best ?? 0n);
    } else if (above && !below) {
      let best: bigint | null = null;
      for (const o of newRight) {
        let k = leftStop(o).floor();
        if (leq(o, intId(k))) k -= 1n;
        if (best === null || k < best) best = k;
      }
      result = intId(best ?? 0n);
    }
  }
  naiveMemo.set(g, result);
  return result;
}

/** Every follower's number part is 0 (CGSuite's isAllSmall). */
export function isAllSmall(g: GameId): boolean {
  const n = nusOf(g);
  if (n) return n.x.sign() === 0;
  const known = smallMemo.get(g);
  if (known !== undefined) return known;
  const r = leftOptions(g).every(isAllSmall) && rightOptions(g).every(isAllSmall);
  smallMemo.set(g, r);
  return r;
}

/** The Norton product G·↑ (Siegel, CGT, II.7): n copies of ↑ for an integer n, else {G^L·↑ + ⇑* | G^R·↑ − ⇑*}. */
export function nortonUp(g: GameId): GameId {
  const x = numberValue(g);
  if (x && x.isInteger()) {
    if (x.num > BigInt(MAX_UP_MULTIPLE) || x.num < -BigInt(MAX_UP_MULTIPLE))
      throw new RangeError(`up-multiples here go up to ${MAX_UP_MULTIPLE}`);
    return nusId(Dyadic.ZERO, Number(x.num), 0);
  }
  const known = nortonMemo.get(g);
  if (known !== undefined) return known;
  // ↑'s only undominated incentive is ↑* (its Left incentive ↓ is smaller), so ↑ + ↑* = ⇑*
  const upUpStar = nusId(Dyadic.ZERO, 2, 1);
  const result = canonicalize(
    leftOptions(g).map((o) => add(nortonUp(o), upUpStar)),
    rightOptions(g).map((o) => sub(nortonUp(o), upUpStar)),
  );
  nortonMemo.set(g, result);
  return result;
}

export function atomicWeight(g: GameId): AtomicWeight {
  const ls = leftStop(g);
  const rs = rightStop(g);
  if (ls.sign() !== 0 || rs.sign() !== 0)
    return { atomic: false, reason: `not infinitesimal: its stops are ${ls} and ${rs}, not both 0` };
  const n = nusOf(g);
  if (n) return { atomic: true, weight: intId(BigInt(n.up)) };
  const weight = naiveAtomicWeight(g);
  if (isAllSmall(g)) return { atomic: true, weight };
  const difference = sub(g, nortonUp(weight));
  let pow2 = 2;
  while (pow2 < farStar(g)) pow2 *= 2;
  const epsilon = add(nusId(Dyadic.ZERO, 1, 1), ordinalSum(nimberId(pow2), intId(-1n)));
  if (leq(difference, epsilon) && leq(neg(epsilon), difference)) return { atomic: true, weight };
  return {
    atomic: false,
    reason: 'G − G°·↑ is not within ±(↑* + *2^k:−1), so G has no atomic weight (Siegel, CGT, II.7)',
  };
}
