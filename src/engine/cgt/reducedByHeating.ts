/**
 * The reduced canonical form the other way (Siegel, CGT, II.6; as CGSuite computes it):
 * heat G by * and take the star projection,
 *   ∫^* G = G for a number, else {∫^* G^L + * | ∫^* G^R + *};
 *   proj(x) = x, proj(x*) = x, else proj(G) = {proj(G^L) | proj(G^R)};
 *   rcf(G) = x for G = x + u↑ + *m, else proj(∫^* G).
 * reduced.ts (Inf-reduction) is the one the app uses; the tests check that both agree.
 */
import { add } from './arithmetic';
import { canonicalize } from './canonical';
import { nimberId } from './nus';
import { isNumber, leftOptions, nusOf, numberId, rightOptions, type GameId } from './store';

const heated: (GameId | undefined)[] = [];
const projected: (GameId | undefined)[] = [];

/** G heated by *. */
export function heatByStar(g: GameId): GameId {
  if (isNumber(g)) return g;
  const known = heated[g];
  if (known !== undefined) return known;
  const star = nimberId(1);
  const result = canonicalize(
    leftOptions(g).map((o) => add(heatByStar(o), star)),
    rightOptions(g).map((o) => add(heatByStar(o), star)),
  );
  heated[g] = result;
  return result;
}

export function starProjection(g: GameId): GameId {
  const n = nusOf(g);
  if (n && n.up === 0 && n.nim <= 1) return numberId(n.x);
  const known = projected[g];
  if (known !== undefined) return known;
  const result = canonicalize(leftOptions(g).map(starProjection), rightOptions(g).map(starProjection));
  projected[g] = result;
  return result;
}

export function reducedByHeating(g: GameId): GameId {
  const n = nusOf(g);
  if (n) return numberId(n.x);
  return starProjection(heatByStar(g));
}
