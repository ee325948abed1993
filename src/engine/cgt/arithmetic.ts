/**
 * Negation and disjunctive sum of canonical games, cached by id.
 *   −G = {−G^R | −G^L} (already canonical);
 *   G + H = {G^L + H, G + H^L | G^R + H, G + H^R}, then canonicalised;
 *   x + G = {x + G^L | x + G^R} for a number x and G not a number (translation);
 *   (x + u↑ + *m) + (y + v↑ + *n) = (x + y) + (u + v)↑ + *(m ⊕ n).
 */
import { canonicalize, sortUnique } from './canonical';
import { nusId } from './nus';
import {
  internCanonical,
  isNumber,
  leftOptions,
  nusOf,
  rightOptions,
  storeSize,
  ZERO,
  type GameId,
} from './store';

const PAIR = 4_194_304;
const negatives: (GameId | undefined)[] = [];
const sums = new Map<number, GameId>();
/**
 * For a game first made by add(g, h): [g, h], both older (smaller ids), so following these
 * links always ends. incentives.ts reads them: an option of g + h that is some g^L + h has
 * the incentive g^L − g, a small game, instead of the big difference (g^L + h) − (g + h).
 */
const madeAsSum: ([GameId, GameId] | undefined)[] = [];

/** [g, h] when id was first made as the sum g + h (neither a nus; g may be a number). */
export function sumOperands(id: GameId): readonly [GameId, GameId] | undefined {
  return madeAsSum[id];
}

/** g + h if it is already known (no new work), else undefined. */
export function knownSum(g: GameId, h: GameId): GameId | undefined {
  if (g === ZERO) return h;
  if (h === ZERO) return g;
  const ng = nusOf(g);
  const nh = nusOf(h);
  if (ng && nh) return nusId(ng.x.add(nh.x), ng.up + nh.up, ng.nim ^ nh.nim);
  return sums.get(g < h ? g * PAIR + h : h * PAIR + g);
}

export function neg(g: GameId): GameId {
  const n = nusOf(g);
  if (n) return nusId(n.x.neg(), -n.up, n.nim);
  const known = negatives[g];
  if (known !== undefined) return known;
  const result = internCanonical(sortUnique(rightOptions(g).map(neg)), sortUnique(leftOptions(g).map(neg)));
  negatives[g] = result;
  negatives[result] = g;
  return result;
}

export function add(g: GameId, h: GameId): GameId {
  if (g === ZERO) return h;
  if (h === ZERO) return g;
  const ng = nusOf(g);
  const nh = nusOf(h);
  if (ng && nh) return nusId(ng.x.add(nh.x), ng.up + nh.up, ng.nim ^ nh.nim);
  const key = g < h ? g * PAIR + h : h * PAIR + g;
  const known = sums.get(key);
  if (known !== undefined) return known;
  const fresh = storeSize();
  let result: GameId;
  if (isNumber(g) || isNumber(h)) {
    const [x, other] = isNumber(g) ? [g, h] : [h, g];
    result = canonicalize(
      leftOptions(other).map((o) => add(x, o)),
      rightOptions(other).map((o) => add(x, o)),
    );
  } else {
    const left: GameId[] = [];
    const right: GameId[] = [];
    for (const o of leftOptions(g)) left.push(add(o, h));
    for (const o of leftOptions(h)) left.push(add(g, o));
    for (const o of rightOptions(g)) right.push(add(o, h));
    for (const o of rightOptions(h)) right.push(add(g, o));
    result = canonicalize(left, right);
  }
  sums.set(key, result);
  if (result >= fresh && g < fresh && h < fresh) madeAsSum[result] = isNumber(h) ? [h, g] : [g, h];
  return result;
}

export function sub(g: GameId, h: GameId): GameId {
  return add(g, neg(h));
}

/** Sum of many games (0 for none). */
export function sumAll(games: readonly GameId[]): GameId {
  return games.reduce((acc, g) => add(acc, g), ZERO);
}
