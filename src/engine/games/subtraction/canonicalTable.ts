/**
 * The canonical value of every heap 0..N of a complementary subtraction game, for any set:
 *   G(n) = { G(n − s) : s ∈ S, s ≤ n | G(n − c) : c ∉ S, 1 ≤ c ≤ n },
 * made canonical by the cgt store. The one heap-table code: Golden Nugget's table
 * (goldennugget/heapTable.ts) is this with S = Wythoff's A, and Complementary Subtraction's
 * tables (tables.ts) use it for every other set. Set membership in, per-heap canonical ids out,
 * progress ticks; `extendCanonicalTable(table, upTo, work)` grows `table` (its `member` must
 * reach upTo) and may be cancelled between heaps (what is done stays done).
 *
 * Speed: heap n has n options and nearly all are dominated. Each heap j remembers, per player,
 * the latest heap found whose value an earlier canonical construction found strictly better
 * than G(j) (canonical.ts `knownBetter`), and the one found before it. Option j is dropped
 * before any list is built when that heap (or the one it remembers, and so on, up to CHASE
 * steps) is an option of n for the same player: a few typed-array reads. Dropping dominated
 * options leaves the canonical form unchanged, and chains of "strictly better" cannot loop.
 */
import { canonicalize, knownBetter } from '../../cgt/canonical';
import { storeSize, type GameId } from '../../cgt/store';
import type { Work } from '../../progress';

export interface CanonicalTable {
  /** member[k] = 1 when k ∈ S (Left's removals from a blue heap), for k = 0..member.length − 1 */
  readonly member: Uint8Array;
  /** the removals k ≥ 1 of each player, ascending: [Left's (in S), Right's (not in S)] */
  readonly amounts: readonly [Int32Array, Int32Array];
  /** values[n]: canonical id of the blue heap n, for n < computed */
  values: Int32Array;
  computed: number;
  /** better[0][j] (Left) / better[1][j] (Right): the latest heap found whose value beats G(j), or −1 */
  better: [Int32Array, Int32Array];
  /** older[side][j]: the better heap found before better[side][j] (a second chance), or −1 */
  older: [Int32Array, Int32Array];
  /** heapOf[g]: the first heap whose value is the game g, or −1 (indexed by store id) */
  heapOf: Int32Array;
}

function amountsOf(member: Uint8Array): [Int32Array, Int32Array] {
  let inS = 0;
  for (let k = 1; k < member.length; k++) inS += member[k];
  const left = new Int32Array(inS);
  const right = new Int32Array(member.length - 1 - inS);
  let a = 0;
  let b = 0;
  for (let k = 1; k < member.length; k++) {
    if (member[k] === 1) left[a++] = k;
    else right[b++] = k;
  }
  return [left, right];
}

export function newCanonicalTable(member: Uint8Array): CanonicalTable {
  const none = new Int32Array(0);
  return {
    member,
    amounts: amountsOf(member),
    values: none,
    computed: 0,
    better: [none, none],
    older: [none, none],
    heapOf: none,
  };
}

/** A table for a longer membership list, keeping the heaps already computed. */
export function withMembership(table: CanonicalTable, member: Uint8Array): CanonicalTable {
  return { ...table, member, amounts: amountsOf(member) };
}

/** How far a chain of better heaps is followed. */
const CHASE = 8;

function grow(a: Int32Array, size: number, keep: number, fill: number): Int32Array {
  const b = new Int32Array(size);
  if (fill !== 0) b.fill(fill);
  b.set(a.subarray(0, keep));
  return b;
}

/** Index of the first amount greater than n (amounts ascending). */
function countUpTo(amounts: Int32Array, n: number): number {
  let lo = 0;
  let hi = amounts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (amounts[mid] <= n) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Every option of the blue heap n for one player (0 Left, 1 Right) as canonical ids, unpruned
 * and possibly repeated, smallest heaps first (heaps below n must be known; tests check the
 * rules with it).
 */
export function optionIds(t: CanonicalTable, n: number, side: 0 | 1): GameId[] {
  const amounts = t.amounts[side];
  const count = countUpTo(amounts, n);
  const out: GameId[] = new Array(count);
  for (let i = 0; i < count; i++) out[i] = t.values[n - amounts[count - 1 - i]];
  return out;
}

/** Reused buffer for keptOptionHeaps' first pass. */
let scratch = new Int32Array(0);

/** Does the chain of better heaps from h reach an option of n (member[n − h] === mark) within CHASE steps? */
function chainHitsOption(h: number, n: number, mark: number, by: Int32Array, member: Uint8Array): boolean {
  for (let depth = 0; h >= 0 && depth < CHASE; depth++, h = by[h]) if (member[n - h] === mark) return true;
  return false;
}

/**
 * The heaps n − k (k a removal of the player) whose values may be undominated for the player:
 * those no remembered better heap that is also such an option beats. `mark` is member's value
 * for the player's removals (1 Left, 0 Right).
 */
function keptOptionHeaps(t: CanonicalTable, n: number, side: 0 | 1): number[] {
  const amounts = t.amounts[side];
  const mark = side === 0 ? 1 : 0;
  const count = countUpTo(amounts, n);
  // locals, and a first pass with nothing but the common case: it runs ~n times per heap, N²/2 in all
  const by = t.better[side];
  const st = t.member;
  const maybe = scratch.length > count ? scratch : (scratch = new Int32Array(2 * count + 64));
  let m = 0;
  for (let i = count - 1; i >= 0; i--) {
    const j = n - amounts[i];
    const h = by[j];
    if (h < 0 || st[n - h] !== mark) maybe[m++] = j;
  }
  const old = t.older[side];
  const kept: number[] = [];
  for (let k = 0; k < m; k++) {
    const j = maybe[k];
    // a better heap further along j's chain, or on the chain of the one found before, may be an option
    if (chainHitsOption(by[j], n, mark, by, st) || chainHitsOption(old[j], n, mark, by, st)) continue;
    kept.push(j);
  }
  return kept;
}

/** After a construction, remember for the kept heaps any better heap it found. */
function learn(t: CanonicalTable, heaps: readonly number[], side: 0 | 1): void {
  const by = t.better[side];
  const old = t.older[side];
  const heapOf = t.heapOf;
  for (const j of heaps) {
    const b = knownBetter(t.values[j], side === 0);
    const h = b >= 0 && b < heapOf.length ? heapOf[b] : -1;
    if (h >= 0 && h !== by[j]) {
      old[j] = by[j];
      by[j] = h;
    }
  }
}

function noteHeap(t: CanonicalTable, n: number, g: GameId): void {
  if (g >= t.heapOf.length)
    t.heapOf = grow(t.heapOf, Math.max(storeSize(), g + 1, t.heapOf.length * 2), t.heapOf.length, -1);
  if (t.heapOf[g] < 0) t.heapOf[g] = n;
}

/**
 * Make heaps 0..upTo known; reports progress as heaps done of upTo + 1 and may be cancelled
 * between heaps (what is done stays done: `computed` is advanced heap by heap).
 */
export function extendCanonicalTable(
  table: CanonicalTable,
  upTo: number,
  work?: Work,
  label = 'heap values',
): void {
  if (upTo < table.computed) return;
  if (upTo >= table.member.length)
    throw new RangeError(`the set is known only up to ${table.member.length - 1}`);
  if (table.values.length <= upTo) {
    const size = Math.max(upTo + 1, table.values.length * 2, 256);
    const keep = table.computed;
    table.values = grow(table.values, size, keep, 0);
    table.better = [grow(table.better[0], size, keep, -1), grow(table.better[1], size, keep, -1)];
    table.older = [grow(table.older[0], size, keep, -1), grow(table.older[1], size, keep, -1)];
  }
  const from = table.computed;
  for (let n = table.computed; n <= upTo; n++) {
    if (work && (n - from) % 64 === 0) work.tick(n, upTo + 1, label);
    const left = keptOptionHeaps(table, n, 0);
    const right = keptOptionHeaps(table, n, 1);
    const values = table.values;
    const g = canonicalize(
      left.map((j) => values[j]),
      right.map((j) => values[j]),
    );
    values[n] = g;
    noteHeap(table, n, g);
    table.computed = n + 1;
    learn(table, left, 0);
    learn(table, right, 1);
  }
  work?.tick(upTo + 1, upTo + 1, label);
}

/** The ids of heaps 0..upTo for Left's set `member` (a fresh table). */
export function canonicalTable(member: Uint8Array, upTo: number, work?: Work): Int32Array {
  const t = newCanonicalTable(member);
  extendCanonicalTable(t, upTo, work);
  return t.values.subarray(0, upTo + 1);
}
