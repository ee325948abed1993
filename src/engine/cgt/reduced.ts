/**
 * The reduced canonical form rcf(G): the simplest game infinitesimally close to G (Grossman
 * and Siegel; Siegel, CGT, II.6; the Golden Nugget paper, Section 3.1), by Inf-reduction:
 *  - if LS(G) = RS(G) = x, rcf(G) = x (G − x is infinitesimal);
 *  - otherwise G is hot: replace every option by its rcf, then remove Inf-dominated options
 *    and bypass Inf-reversible ones until neither applies (Theorems 3.7 and 3.9 there).
 * A ≤_Inf B means A ≤ B + ε for every number ε > 0, i.e. RS(B − A) ≥ 0.
 * reducedByHeating.ts computes the same thing the other way (the tests compare them); a game
 * made as a sum goes that way (issue 24): each Inf-comparison of two options of a big sum is a
 * new canonical difference of two big sums, while heating by * adds * to each option, so
 * ±1 + ±2 + … + ±12 took seconds here and takes a fifth of a second there. Other games (Golden
 * Nugget heaps, whose options are already reduced) keep Inf-reduction, a little faster on them.
 */
import { sub, sumOperands } from './arithmetic';
import { bypassReversibleWith, canonicalize, sortUnique } from './canonical';
import { leftStop, rightStop } from './stops';
import { reducedByHeating } from './reducedByHeating';
import { leftOptions, nusOf, numberId, rightOptions, type GameId } from './store';

const PAIR = 4_194_304;
const infLeqMemo = new Map<number, boolean>();
const reducedOf: (GameId | undefined)[] = [];

/** How many Inf-comparisons have been computed (for the bench). */
export function infCompareCount(): number {
  return infLeqMemo.size;
}

/** A ≤_Inf B: A ≤ B + ε for all numbers ε > 0. */
export function infLeq(a: GameId, b: GameId): boolean {
  if (a === b) return true;
  const key = a * PAIR + b;
  let r = infLeqMemo.get(key);
  if (r === undefined) {
    r = rightStop(sub(b, a)).sign() >= 0;
    infLeqMemo.set(key, r);
  }
  return r;
}

/** Keep the options not Inf-dominated by another (the options are reduced, so ≡_Inf means equal). */
function infUndominated(opts: readonly GameId[], left: boolean): GameId[] {
  const unique = sortUnique(opts);
  return unique.filter((a) => !unique.some((b) => b !== a && (left ? infLeq(a, b) : infLeq(b, a))));
}

/** One pass of bypassing Inf-reversible options of the hot game {L | R}; null when there are none. */
function bypassInfReversible(left: GameId[], right: GameId[]): { left: GameId[]; right: GameId[] } | null {
  const g = canonicalize(left, right);
  return bypassReversibleWith(
    left,
    right,
    (ar) => infLeq(ar, g),
    (bl) => infLeq(g, bl),
  );
}

/**
 * rcf of a hot game given by options that are already reduced (LS(G) > RS(G) must hold).
 * Golden Nugget heaps use this directly with the reduced values of their options.
 */
export function reduceHot(leftIn: readonly GameId[], rightIn: readonly GameId[]): GameId {
  let left = infUndominated(leftIn, true);
  let right = infUndominated(rightIn, false);
  for (;;) {
    const bypassed = bypassInfReversible(left, right);
    if (!bypassed) break;
    left = infUndominated(bypassed.left, true);
    right = infUndominated(bypassed.right, false);
  }
  return canonicalize(left, right);
}

export function reduced(g: GameId): GameId {
  const n = nusOf(g);
  if (n) return numberId(n.x);
  const known = reducedOf[g];
  if (known !== undefined) return known;
  const ls = leftStop(g);
  const result = ls.eq(rightStop(g))
    ? numberId(ls)
    : sumOperands(g)
      ? reducedByHeating(g)
      : reduceHot(leftOptions(g).map(reduced), rightOptions(g).map(reduced));
  reducedOf[g] = result;
  reducedOf[result] = result;
  return result;
}
