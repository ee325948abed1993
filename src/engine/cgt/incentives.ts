/**
 * Incentives (Siegel, CGT, II.5; Winning Ways ch. 6): Left's are G^L − G, Right's G − G^R, so
 * each player prefers a larger one. As CGSuite's CanonicalShortGameOps.incentives, duplicates
 * and dominated incentives (those some other incentive of the same player is ≥) are dropped.
 *
 * Speed (issue 24): for a sum S = g + h, each canonical option of S that is an option of the
 * sum's form, say g^L + h, has the incentive (g^L + h) − (g + h) = g^L − g: an incentive of
 * the smaller game g, found by following how S was made (arithmetic.ts, sumOperands). Only an
 * option that came from bypassing a reversible one needs the big difference itself. Without
 * this, a sum of eight hot games paid seconds for its incentives (each a new sum of sixteen).
 */
import { knownSum, sub, sumOperands } from './arithmetic';
import { leq } from './compare';
import { sortUnique } from './canonical';
import { isNumber, leftOptions, rightOptions, type GameId } from './store';

function undominated(ids: readonly GameId[]): GameId[] {
  const all = sortUnique(ids);
  return all.filter((g) => !all.some((h) => h !== g && leq(g, h)));
}

const PAIR = 4_194_304;
const memo = [new Map<number, GameId>(), new Map<number, GameId>()];

/**
 * The incentive of the option o of g (o − g for Left, g − o for Right), by the sum g was made
 * from when o is an option of that sum's form.
 */
export function incentiveOf(g: GameId, o: GameId, left: boolean): GameId {
  const cache = memo[left ? 0 : 1];
  const key = g * PAIR + o;
  const known = cache.get(key);
  if (known !== undefined) return known;
  let result: GameId | undefined;
  const made = sumOperands(g);
  if (made) {
    const [a, b] = made;
    const options = left ? leftOptions : rightOptions;
    // a may be a number (translation: only b's options were moved in); b never is
    if (!isNumber(a))
      for (const ao of options(a))
        if (knownSum(ao, b) === o) {
          result = incentiveOf(a, ao, left);
          break;
        }
    if (result === undefined)
      for (const bo of options(b))
        if (knownSum(a, bo) === o) {
          result = incentiveOf(b, bo, left);
          break;
        }
  }
  result ??= left ? sub(o, g) : sub(g, o);
  cache.set(key, result);
  return result;
}

export function leftIncentives(g: GameId): GameId[] {
  return undominated(leftOptions(g).map((l) => incentiveOf(g, l, true)));
}

export function rightIncentives(g: GameId): GameId[] {
  return undominated(rightOptions(g).map((r) => incentiveOf(g, r, false)));
}
