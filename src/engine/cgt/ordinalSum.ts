/**
 * The ordinal sum G:H on canonical forms (Winning Ways, ch. 6 "Ordinal sums"; Conway, ONAG, ch. 15): a move in
 * the base G annihilates the subordinate H, a move in H leaves G alone:
 *   G:H = {G^L, G:H^L | G^R, G:H^R}.
 * Its value depends on the form of G; here G is in canonical form (as in CGSuite).
 */
import { canonicalize } from './canonical';
import { leftOptions, rightOptions, ZERO, type GameId } from './store';

const PAIR = 4_194_304;
const cache = new Map<number, GameId>();

export function ordinalSum(g: GameId, h: GameId): GameId {
  if (h === ZERO) return g;
  const key = g * PAIR + h;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const result = canonicalize(
    [...leftOptions(g), ...leftOptions(h).map((o) => ordinalSum(g, o))],
    [...rightOptions(g), ...rightOptions(h).map((o) => ordinalSum(g, o))],
  );
  cache.set(key, result);
  return result;
}
