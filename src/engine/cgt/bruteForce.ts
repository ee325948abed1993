/**
 * Games as explicit trees and two brute-force judges that use no canonical-form code, for
 * checking the store against first principles:
 *  - rawLeq: G ≤ H by the definition (no G^L ≥ H, no H^R ≤ G), memoised on node pairs;
 *  - leftWinsMovingSecond: a game-tree search over positions of a sum of trees (a position
 *    is the list of its components' current nodes), so G ≤ H is "Left wins H − G moving second".
 * Trees are shared freely (a DAG), so a node can stand for many positions.
 */
import { leftOptions, rightOptions, type GameId } from './store';

export interface RawGame {
  readonly left: readonly RawGame[];
  readonly right: readonly RawGame[];
}

const uids = new WeakMap<RawGame, number>();
let nextUid = 0;

function uid(g: RawGame): number {
  let u = uids.get(g);
  if (u === undefined) {
    u = nextUid++;
    uids.set(g, u);
  }
  return u;
}

export function raw(left: readonly RawGame[] = [], right: readonly RawGame[] = []): RawGame {
  return { left, right };
}

const negatives = new WeakMap<RawGame, RawGame>();

export function rawNeg(g: RawGame): RawGame {
  let n = negatives.get(g);
  if (!n) {
    n = raw(g.right.map(rawNeg), g.left.map(rawNeg));
    negatives.set(g, n);
  }
  return n;
}

/** The explicit sum tree (exponential in general: for small games only). */
export function rawSum(g: RawGame, h: RawGame, memo = new Map<string, RawGame>()): RawGame {
  const key = `${uid(g)},${uid(h)}`;
  let s = memo.get(key);
  if (!s) {
    s = raw(
      [...g.left.map((o) => rawSum(o, h, memo)), ...h.left.map((o) => rawSum(g, o, memo))],
      [...g.right.map((o) => rawSum(o, h, memo)), ...h.right.map((o) => rawSum(g, o, memo))],
    );
    memo.set(key, s);
  }
  return s;
}

const leqMemo = new Map<string, boolean>();

/** G ≤ H by the definition. */
export function rawLeq(g: RawGame, h: RawGame): boolean {
  const key = `${uid(g)},${uid(h)}`;
  let r = leqMemo.get(key);
  if (r === undefined) {
    r = !g.left.some((gl) => rawLeq(h, gl)) && !h.right.some((hr) => rawLeq(hr, g));
    leqMemo.set(key, r);
  }
  return r;
}

export function rawEqual(g: RawGame, h: RawGame): boolean {
  return rawLeq(g, h) && rawLeq(h, g);
}

/** Does Left win the sum of these components when Right moves first? (a search over sum positions) */
export function leftWinsMovingSecond(components: readonly RawGame[]): boolean {
  const memo = new Map<string, boolean>();
  const key = (cs: readonly RawGame[], leftToMove: boolean) =>
    (leftToMove ? 'L' : 'R') +
    cs
      .map(uid)
      .sort((a, b) => a - b)
      .join(',');
  // wins(cs, mover): does the player to move win?
  const wins = (cs: readonly RawGame[], leftToMove: boolean): boolean => {
    const k = key(cs, leftToMove);
    let r = memo.get(k);
    if (r !== undefined) return r;
    r = false;
    for (let i = 0; i < cs.length && !r; i++) {
      for (const o of leftToMove ? cs[i].left : cs[i].right) {
        const next = cs.slice();
        next[i] = o;
        if (!wins(next, !leftToMove)) {
          r = true;
          break;
        }
      }
    }
    memo.set(k, r);
    return r;
  };
  return !wins(components, false);
}

/** The explicit tree of a stored game (numbers written out through their canonical options). */
export function treeOf(g: GameId, memo = new Map<GameId, RawGame>()): RawGame {
  let t = memo.get(g);
  if (!t) {
    t = raw(
      leftOptions(g).map((o) => treeOf(o, memo)),
      rightOptions(g).map((o) => treeOf(o, memo)),
    );
    memo.set(g, t);
  }
  return t;
}
