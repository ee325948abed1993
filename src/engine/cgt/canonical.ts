/**
 * The canonical form of {L | R} from canonical options (Siegel, CGT, II.2; Lessons in Play,
 * 4.2): remove duplicates, remove dominated options, bypass reversible options (repeating
 * until neither applies), recognise numbers by the simplicity rule and x + u↑ + *m, intern.
 */
import { simplestBetween } from '../arith/dyadic';
import { leq } from './compare';
import { recogniseNus, nusId } from './nus';
import {
  internCanonical,
  isNumber,
  leftOptions,
  numberId,
  numberValue,
  rightOptions,
  storeSize,
  type GameId,
} from './store';

export function sortUnique(ids: readonly GameId[]): GameId[] {
  const out = Array.from(ids).sort((a, b) => a - b);
  let k = 0;
  for (let i = 0; i < out.length; i++) if (i === 0 || out[i] !== out[k - 1]) out[k++] = out[i];
  out.length = k;
  return out;
}

/**
 * Remembered dominators: beatenBy[side][g] is a game known to beat g (for Left: ≥ g; for
 * Right: ≤ g), or −1. When that game is among the options again, g is dominated with no
 * comparison at all — large option lists (Golden Nugget heaps) mostly go this way.
 */
let beatenBy = [new Int32Array(1024).fill(-1), new Int32Array(1024).fill(-1)];
/** member[g] === round marks g as one of the options being reduced now; visited[g] === round, seen in the second pass */
let member = new Int32Array(1024);
let visited = new Int32Array(1024);
let round = 0;

function ensureCapacity(): void {
  const need = storeSize();
  if (need <= member.length) return;
  const size = Math.max(need, member.length * 2);
  const grow = (a: Int32Array, fill: number) => {
    const b = new Int32Array(size).fill(fill);
    b.set(a);
    return b;
  };
  beatenBy = [grow(beatenBy[0], -1), grow(beatenBy[1], -1)];
  member = grow(member, 0);
  visited = grow(visited, 0);
}

/**
 * Keep the options no other option beats (Left: maximal; Right: minimal), without
 * duplicates. Each candidate is first tested against its remembered dominator (free when
 * that game is among the options again), then against the undominated set found so far,
 * which stays small. Order of the result: ascending ids.
 */
function undominated(opts: readonly GameId[], left: boolean): GameId[] {
  if (opts.length === 0) return [];
  ensureCapacity();
  const mark = ++round;
  for (let i = 0; i < opts.length; i++) member[opts[i]] = mark;
  const beaten = beatenBy[left ? 0 : 1];
  // Numbers are totally ordered: only the best one can survive.
  let bestNumber = -1;
  const rest: GameId[] = [];
  for (let i = 0; i < opts.length; i++) {
    const g = opts[i];
    if (visited[g] === mark) continue;
    visited[g] = mark;
    const d = beaten[g];
    if (d >= 0 && member[d] === mark) continue;
    if (!isNumber(g)) rest.push(g);
    else if (bestNumber < 0) bestNumber = g;
    else {
      const c = numberValue(g)!.cmp(numberValue(bestNumber)!);
      if (left ? c > 0 : c < 0) {
        beaten[bestNumber] = g;
        bestNumber = g;
      } else beaten[g] = bestNumber;
    }
  }
  if (bestNumber >= 0) rest.push(bestNumber);
  if (rest.length <= 1) return rest;
  const best: GameId[] = [];
  for (const c of rest) {
    let by = -1;
    for (const m of best) {
      if (left ? leq(c, m) : leq(m, c)) {
        by = m;
        break;
      }
    }
    if (by >= 0) {
      beaten[c] = by;
      continue;
    }
    let k = 0;
    for (const m of best) {
      if (left ? leq(m, c) : leq(c, m)) beaten[m] = c;
      else best[k++] = m;
    }
    best.length = k;
    best.push(c);
  }
  return best.sort((a, b) => a - b);
}

/**
 * A game an earlier comparison found strictly better than g (for Left: > g; for Right: < g), or
 * −1. Callers with huge option lists (Golden Nugget heaps) use it to drop options before
 * building the list, when that better game is among the options too.
 */
export function knownBetter(g: GameId, left: boolean): GameId {
  const beaten = beatenBy[left ? 0 : 1];
  return g < beaten.length ? beaten[g] : -1;
}

/** Comparisons of stored games with the (not yet interned) game G = {L | R}, memoised per construction. */
class FormComparer {
  private readonly below = new Map<GameId, boolean>(); // x ≤ G
  private readonly above = new Map<GameId, boolean>(); // G ≤ y
  constructor(
    private readonly left: readonly GameId[],
    private readonly right: readonly GameId[],
  ) {}

  /** x ≤ G iff no x^L ≥ G and no G^R ≤ x. */
  leqG(x: GameId): boolean {
    let r = this.below.get(x);
    if (r !== undefined) return r;
    r = true;
    for (const gr of this.right)
      if (leq(gr, x)) {
        r = false;
        break;
      }
    if (r)
      for (const xl of leftOptions(x))
        if (this.gLeq(xl)) {
          r = false;
          break;
        }
    this.below.set(x, r);
    return r;
  }

  /** G ≤ y iff no G^L ≥ y and no y^R ≤ G. */
  gLeq(y: GameId): boolean {
    let r = this.above.get(y);
    if (r !== undefined) return r;
    r = true;
    for (const gl of this.left)
      if (leq(y, gl)) {
        r = false;
        break;
      }
    if (r)
      for (const yr of rightOptions(y))
        if (this.leqG(yr)) {
          r = false;
          break;
        }
    this.above.set(y, r);
    return r;
  }
}

/**
 * One pass of bypassing reversible options; null when there are none. A Left option A
 * reverses through an A^R with `leftReverses(A^R)` (A^R ≤ G) and is replaced by the Left
 * options of A^R; dually on the right. Shared by canonical and reduced canonical forms,
 * which differ only in the order they test with (≤, or ≤ up to infinitesimals).
 */
export function bypassReversibleWith(
  left: readonly GameId[],
  right: readonly GameId[],
  leftReverses: (ar: GameId) => boolean,
  rightReverses: (bl: GameId) => boolean,
): { left: GameId[]; right: GameId[] } | null {
  let changed = false;
  const bypass = (
    opts: readonly GameId[],
    through: (o: GameId) => readonly GameId[],
    reverses: (x: GameId) => boolean,
    replacement: (x: GameId) => readonly GameId[],
  ) => {
    const out: GameId[] = [];
    for (const o of opts) {
      const via = through(o).find(reverses);
      if (via === undefined) out.push(o);
      else {
        changed = true;
        out.push(...replacement(via));
      }
    }
    return out;
  };
  const newLeft = bypass(left, rightOptions, leftReverses, leftOptions);
  const newRight = bypass(right, leftOptions, rightReverses, rightOptions);
  return changed ? { left: newLeft, right: newRight } : null;
}

function bypassReversible(left: GameId[], right: GameId[]): { left: GameId[]; right: GameId[] } | null {
  const g = new FormComparer(left, right);
  return bypassReversibleWith(
    left,
    right,
    (ar) => g.leqG(ar),
    (bl) => g.gLeq(bl),
  );
}

/** The number {l | r} stands for when every option is a number and l < r; null otherwise. */
function asNumber(left: readonly GameId[], right: readonly GameId[]): GameId | null {
  if (left.length > 1 || right.length > 1) return null;
  const l = left.length ? numberValue(left[0]) : null;
  const r = right.length ? numberValue(right[0]) : null;
  if (l === undefined || r === undefined) return null;
  if (l && r && !l.lt(r)) return null;
  return numberId(simplestBetween(l, r)!);
}

/** The canonical game {L | R}, where every option is already a canonical id. */
export function canonicalize(leftIn: readonly GameId[], rightIn: readonly GameId[]): GameId {
  let left = undominated(leftIn, true);
  let right = undominated(rightIn, false);
  const quick = asNumber(left, right);
  if (quick !== null) return quick;
  for (;;) {
    const bypassed = bypassReversible(left, right);
    if (!bypassed) break;
    left = undominated(bypassed.left, true);
    right = undominated(bypassed.right, false);
  }
  const number = asNumber(left, right);
  if (number !== null) return number;
  const n = recogniseNus(left, right);
  if (n) return nusId(n.x, n.up, n.nim);
  return internCanonical(left, right);
}
