/**
 * Cooling and heating by a number t ≥ 0 (Siegel, CGT, II.5; Winning Ways ch. 6), as CGSuite's
 * CanonicalShortGameOps.cool / heat compute them:
 *   cool: an integer stays itself; a game whose temperature is below t freezes to its mean;
 *         otherwise G_t = {G^L_t − t | G^R_t + t};
 *   heat: ∫^t G = G for a number, else {∫^t G^L + t | ∫^t G^R − t}.
 * Memoised by (game, t).
 */
import type { Dyadic } from '../arith/dyadic';
import { add, sub } from './arithmetic';
import { canonicalize } from './canonical';
import { isNumber, leftOptions, numberId, numberValue, rightOptions, type GameId } from './store';
import { mean, temperature } from './thermograph';

const cooled = new Map<string, GameId>();
const heated = new Map<string, GameId>();

export function cool(g: GameId, t: Dyadic): GameId {
  const x = numberValue(g);
  if (x && x.isInteger()) return g;
  if (temperature(g).lt(t)) return numberId(mean(g));
  const key = `${g}@${t}`;
  const known = cooled.get(key);
  if (known !== undefined) return known;
  const tId = numberId(t);
  const result = canonicalize(
    leftOptions(g).map((o) => sub(cool(o, t), tId)),
    rightOptions(g).map((o) => add(cool(o, t), tId)),
  );
  cooled.set(key, result);
  return result;
}

export function heat(g: GameId, t: Dyadic): GameId {
  if (isNumber(g)) return g;
  const key = `${g}@${t}`;
  const known = heated.get(key);
  if (known !== undefined) return known;
  const tId = numberId(t);
  const result = canonicalize(
    leftOptions(g).map((o) => add(heat(o, t), tId)),
    rightOptions(g).map((o) => sub(heat(o, t), tId)),
  );
  heated.set(key, result);
  return result;
}
