/**
 * Thermographs, means and temperatures of canonical games (Winning Ways ch. 6; Siegel, CGT,
 * II.5), with CGSuite's conventions (CanonicalShortGameOps.thermograph / mean / temperature):
 *   - an integer n is the mast x = n for every t ≥ −1;
 *   - for any other G = {G^L | G^R} the left scaffold is max RW(G^L) − t, the right scaffold
 *     min LW(G^R) + t, and the walls are their thermographic intersection (trajectory.ts), which
 *     extends the walls below t = 0 (so a number m/2^k has temperature −1/2^k);
 *   - x + u↑ + *m has the thermograph of x, x + * (u = 0 or |u| = 1 with m = 1), x + ↑ or x + ↓;
 *   - the temperature is the highest critical point of either wall (−1 for an integer), the
 *     mean the walls' value there (the mast).
 * Memoised by id. Computed bottom-up with an explicit stack, so deep games (Golden Nugget heaps)
 * cannot overflow the call stack; numbers in closed form (numberThermograph.ts).
 */
import { Dyadic } from '../arith/dyadic';
import type { Work } from '../progress';
import { nusId } from './nus';
import { numberThermograph } from './numberThermograph';
import { leftOptions, numberValue, nusOf, rightOptions, type GameId } from './store';
import { Trajectory } from './trajectory';

export interface Thermograph {
  readonly left: Trajectory;
  readonly right: Trajectory;
}

const memo: (Thermograph | undefined)[] = [];

/** The game whose thermograph id has: itself, or for x + u↑ + *m one of the four basic cases. */
function representative(id: GameId): GameId {
  const n = nusOf(id);
  if (!n || (n.up === 0 && n.nim === 0)) return id;
  if (n.up === 0 || (n.nim === 1 && Math.abs(n.up) === 1)) return nusId(n.x, 0, n.nim === 0 ? 0 : 1);
  return nusId(n.x, Math.sign(n.up), 0);
}

function build(id: GameId): Thermograph {
  const x = numberValue(id);
  if (x) return numberThermograph(x);
  return fromOptions(id);
}

/** The general construction from the options' walls (which must be known); exported for the tests. */
export function fromOptions(id: GameId): Thermograph {
  let ls: Trajectory | null = null;
  for (const o of leftOptions(id)) {
    const w = memo[representative(o)]!.right;
    ls = ls ? ls.max(w) : w;
  }
  let rs: Trajectory | null = null;
  for (const o of rightOptions(id)) {
    const w = memo[representative(o)]!.left;
    rs = rs ? rs.min(w) : w;
  }
  // canonical games other than integers have options on both sides
  if (!ls || !rs) throw new Error(`game ${id} has no options on one side but is not an integer`);
  return ls.tilt(-1).thermographicIntersection(rs.tilt(1));
}

/** The thermograph of id; `work` is ticked as followers' thermographs are made (so it can be cancelled). */
export function thermograph(id: GameId, work?: Work): Thermograph {
  const root = representative(id);
  const known = memo[root];
  if (known) return known;
  // post-order over the options not yet known
  const stack: GameId[] = [root];
  const expanded = new Set<GameId>();
  let built = 0;
  while (stack.length) {
    const g = stack[stack.length - 1];
    if (memo[g]) {
      stack.pop();
      continue;
    }
    if (!expanded.has(g) && numberValue(g) === undefined) {
      expanded.add(g);
      for (const o of [...leftOptions(g), ...rightOptions(g)]) {
        const r = representative(o);
        if (!memo[r]) stack.push(r);
      }
      continue;
    }
    memo[g] = build(g);
    stack.pop();
    if (work && (++built & 63) === 0) work.tick(built, built + stack.length, 'thermographs');
  }
  return memo[root]!;
}

/** CGSuite's temperature: −1/2^k for a number m/2^k (k ≥ 1), −1 for an integer, 0 for other x + u↑ + *m. */
export function temperature(id: GameId): Dyadic {
  const n = nusOf(id);
  if (n) {
    if (n.up !== 0 || n.nim !== 0) return Dyadic.ZERO;
    return Dyadic.of(-1, n.x.exp);
  }
  const t = thermograph(id);
  const a = t.left.topCritical();
  const b = t.right.topCritical();
  return a.lt(b) ? b : a;
}

export function mean(id: GameId): Dyadic {
  const n = nusOf(id);
  if (n) return n.x;
  return thermograph(id).left.valueAt(temperature(id));
}
