/**
 * G ≤ H on canonical ids, memoised by id pair. G ≤ H unless some G^L ≥ H or some H^R ≤ G.
 * Fast paths before the memo:
 *  - both x + u↑ + *m: compare the numbers, then the sign of the infinitesimal difference;
 *  - a number against another game (number avoidance, Siegel II.3): for H not a number,
 *    x ≤ H iff no H^R ≤ x, and the stops decide most cases at once
 *    (x < RS(H) ⇒ x < H; x > LS(H) ⇒ x > H);
 *  - G ≤ H needs LS(G) ≤ LS(H) and RS(G) ≤ RS(H).
 */
import { PairMap } from './pairMap';
import { leftStop, leftStopFloat, rightStop, rightStopFloat } from './stops';
import { leftOptions, nusOf, rightOptions, type GameId, type Nus } from './store';

/** memo.get(g, h): 1 if g ≤ h, 0 if not, −1 if not known yet */
const memo = new PairMap(1 << 16);
let hits = 0;
let misses = 0;

/** Comparison-cache statistics (for the bench). */
export function compareStats(): { hits: number; misses: number; size: number } {
  return { hits, misses, size: memo.size };
}

export function resetCompareStats(): void {
  hits = 0;
  misses = 0;
}

/** Is x + u↑ + *m ≥ 0 (with x = 0 here)? u↑ + *m ≥ 0 iff u ≥ 2, or u = 1 and m ≠ 1, or u = m = 0. */
function infinitesimalNonNegative(up: number, nim: number): boolean {
  return up >= 2 || (up === 1 && nim !== 1) || (up === 0 && nim === 0);
}

function nusLeq(a: Nus, b: Nus): boolean {
  const c = a.x.cmp(b.x);
  if (c !== 0) return c < 0;
  return infinitesimalNonNegative(b.up - a.up, a.nim ^ b.nim);
}

export function leq(g: GameId, h: GameId): boolean {
  if (g === h) return true;
  const ng = nusOf(g);
  const nh = nusOf(h);
  if (ng && nh) return nusLeq(ng, nh);
  const known = memo.get(g, h);
  if (known >= 0) {
    hits++;
    return known === 1;
  }
  misses++;
  const result =
    ng && ng.up === 0 && ng.nim === 0
      ? numberLeq(g, h)
      : nh && nh.up === 0 && nh.nim === 0
        ? leqNumber(g, h)
        : generalLeq(g, h);
  memo.set(g, h, result ? 1 : 0);
  return result;
}

/** Sign of stop(g) − stop(h), each the Left (true) or Right (false) stop: floats when exact, else dyadics. */
function compareStops(g: GameId, gLeft: boolean, h: GameId, hLeft: boolean): number {
  const a = gLeft ? leftStopFloat(g) : rightStopFloat(g);
  const b = hLeft ? leftStopFloat(h) : rightStopFloat(h);
  if (a === a && b === b) return a < b ? -1 : a > b ? 1 : 0;
  return (gLeft ? leftStop(g) : rightStop(g)).cmp(hLeft ? leftStop(h) : rightStop(h));
}

/** x ≤ h for a number x and a game h that is not a number. */
function numberLeq(x: GameId, h: GameId): boolean {
  // the stops of a number are the number itself
  if (compareStops(x, true, h, false) < 0) return true;
  if (compareStops(x, true, h, true) > 0) return false;
  for (const hr of rightOptions(h)) if (leq(hr, x)) return false;
  return true;
}

/** g ≤ y for a game g that is not a number and a number y. */
function leqNumber(g: GameId, y: GameId): boolean {
  if (compareStops(y, true, g, true) > 0) return true;
  if (compareStops(y, true, g, false) < 0) return false;
  for (const gl of leftOptions(g)) if (leq(y, gl)) return false;
  return true;
}

function generalLeq(g: GameId, h: GameId): boolean {
  if (compareStops(g, true, h, true) > 0 || compareStops(g, false, h, false) > 0) return false;
  for (const gl of leftOptions(g)) if (leq(h, gl)) return false;
  for (const hr of rightOptions(h)) if (leq(hr, g)) return false;
  return true;
}

/** G ‖ H (confused with) */
export function fuzzy(g: GameId, h: GameId): boolean {
  return !leq(g, h) && !leq(h, g);
}

/** How g compares with h: '>' (g > h), '<', '=' or '‖' (confused). */
export function compare(g: GameId, h: GameId): '>' | '<' | '=' | '‖' {
  if (g === h) return '=';
  const a = leq(g, h);
  const b = leq(h, g);
  return a ? (b ? '=' : '<') : b ? '>' : '‖';
}
