/**
 * Golden Nugget heap values, computed bottom-up from the rules (Definition 1.1): from a blue
 * heap of n, Left removes any a ∈ A and Right any b ∈ B, so
 *   GN(n) = { GN(n − a) : a ∈ A, a ≤ n | GN(n − b) : b ∈ B, b ≤ n },
 * made canonical by the cgt store. Nothing from the paper's theorems is used here.
 *
 * The table is kept for the whole session and grows on demand; long extensions report
 * progress and can be cancelled between heaps (what is done stays done).
 *
 * Speed: heap n has about n options, so building the table touches ~N²/2 options, and all
 * but a handful per heap are dominated. Each heap j remembers, per player, a heap whose value
 * an earlier canonical construction found strictly better than G(j) (canonical.ts
 * `knownBetter`). An option j is dropped, before any list is built, when that heap (or the
 * one it remembers, and so on) is an option of n too: a few typed-array reads instead of a
 * list entry and a comparison. Dropping dominated options leaves the canonical form
 * unchanged, and "strictly better" chains cannot loop, so each ends at a kept option.
 */
import { canonicalize, knownBetter } from '../../cgt/canonical';
import { storeSize, type GameId } from '../../cgt/store';
import type { Work } from '../../progress';
import { wythoffTable } from './wythoff';

/** sets[k]: 1 when k ∈ A, 2 when k ∈ B (k ≥ 1) */
let sets: Uint8Array = new Uint8Array(0);
/** values[n] = canonical id of the blue heap n, for n < computed */
let values = new Int32Array(0);
let computed = 0;
/** Removal amounts in A and in B, ascending (for the sizes the table covers). */
let amountsA = new Int32Array(0);
let amountsB = new Int32Array(0);
/**
 * better[0][j] (Left) / better[1][j] (Right): the latest heap found whose value beats heap j's,
 * or −1; older[side][j] the one found before it (a second chance when the first is no option).
 */
let better: Int32Array<ArrayBuffer>[] = [new Int32Array(0), new Int32Array(0)];
let older: Int32Array<ArrayBuffer>[] = [new Int32Array(0), new Int32Array(0)];
/** heapOf[g] = the first heap whose value is the game g, or −1 (indexed by store id). */
let heapOf = new Int32Array(0);

function grownCopy(a: Int32Array, size: number, upTo: number, fill: number): Int32Array<ArrayBuffer> {
  const b = new Int32Array(size);
  if (fill !== 0) b.fill(fill);
  b.set(a.subarray(0, upTo));
  return b;
}

function growTo(limit: number): void {
  if (limit < sets.length) return;
  const size = Math.max(limit + 1, sets.length * 2, 1024);
  sets = wythoffTable(size - 1);
  const a: number[] = [];
  const b: number[] = [];
  for (let k = 1; k < sets.length; k++) (sets[k] === 1 ? a : b).push(k);
  amountsA = Int32Array.from(a);
  amountsB = Int32Array.from(b);
  values = grownCopy(values, size, computed, 0);
  better = [grownCopy(better[0], size, computed, -1), grownCopy(better[1], size, computed, -1)];
  older = [grownCopy(older[0], size, computed, -1), grownCopy(older[1], size, computed, -1)];
}

function noteHeap(n: number, g: GameId): void {
  if (g >= heapOf.length)
    heapOf = grownCopy(heapOf, Math.max(storeSize(), g + 1, heapOf.length * 2), heapOf.length, -1);
  if (heapOf[g] < 0) heapOf[g] = n;
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

/** Values of the heaps n − k for k in `amounts` (k ≤ n), smallest heaps first; canonicalize drops repeats. */
function optionValues(n: number, amounts: Int32Array): GameId[] {
  const count = countUpTo(amounts, n);
  const out: GameId[] = new Array(count);
  for (let i = 0; i < count; i++) out[i] = values[n - amounts[count - 1 - i]];
  return out;
}

/**
 * The options of a blue heap n as canonical ids (heaps below n must be known), possibly
 * repeated, smallest heaps first. Every option, unpruned (tests check the rules with it).
 */
export function heapOptions(n: number): { left: GameId[]; right: GameId[] } {
  growTo(n);
  return { left: optionValues(n, amountsA), right: optionValues(n, amountsB) };
}

/** How far a chain of better heaps is followed before an option is kept for comparison. */
const CHASE = 8;

/**
 * The heaps n − k (k in `amounts`) whose values may be undominated for the player: those no
 * remembered better heap that is also an option beats. `mark` is 1 for A (Left), 2 for B.
 */
function keptOptionHeaps(n: number, amounts: Int32Array, mark: number, side: 0 | 1): number[] {
  const count = countUpTo(amounts, n);
  // locals, and a first pass with nothing but the common case: it runs ~n times per heap, N²/2 in all
  const by = better[side];
  const st = sets;
  const maybe = scratch.length > count ? scratch : (scratch = new Int32Array(2 * count + 64));
  let m = 0;
  for (let i = count - 1; i >= 0; i--) {
    const j = n - amounts[i];
    const h = by[j];
    if (h < 0 || st[n - h] !== mark) maybe[m++] = j;
  }
  const old = older[side];
  const kept: number[] = [];
  for (let k = 0; k < m; k++) {
    const j = maybe[k];
    // a better heap further along j's chain, or on the chain of the one found before, may be an option
    if (chainHitsOption(by[j], n, mark, by) || chainHitsOption(old[j], n, mark, by)) continue;
    kept.push(j);
  }
  return kept;
}

/** Does the chain of better heaps from h reach an option of n within CHASE steps? */
function chainHitsOption(h: number, n: number, mark: number, by: Int32Array): boolean {
  for (let depth = 0; h >= 0 && depth < CHASE; depth++, h = by[h]) if (sets[n - h] === mark) return true;
  return false;
}

/** Reused buffer for keptOptionHeaps' first pass. */
let scratch = new Int32Array(0);

/** After a construction, remember for the kept heaps any better heap it found. */
function learn(heaps: readonly number[], side: 0 | 1): void {
  const by = better[side];
  for (const j of heaps) {
    const b = knownBetter(values[j], side === 0);
    const h = b >= 0 && b < heapOf.length ? heapOf[b] : -1;
    if (h >= 0 && h !== by[j]) {
      older[side][j] = by[j];
      by[j] = h;
    }
  }
}

/** Make sure heaps 0..n are known; reports progress as heaps done of n + 1. */
export function ensureHeaps(n: number, work?: Work): void {
  if (n < computed) return;
  growTo(n);
  const from = computed;
  for (let k = computed; k <= n; k++) {
    if (work && (k - from) % 64 === 0) work.tick(k, n + 1, 'Golden Nugget heaps');
    const left = keptOptionHeaps(k, amountsA, 1, 0);
    const right = keptOptionHeaps(k, amountsB, 2, 1);
    const g = canonicalize(
      left.map((j) => values[j]),
      right.map((j) => values[j]),
    );
    values[k] = g;
    noteHeap(k, g);
    computed = k + 1;
    learn(left, 0);
    learn(right, 1);
  }
  work?.tick(n + 1, n + 1, 'Golden Nugget heaps');
}

/** The canonical id of the blue heap n (computing the table up to n if needed). */
export function heapValue(n: number, work?: Work): GameId {
  ensureHeaps(n, work);
  return values[n];
}

/** How many heaps are known (0..heapsKnown()−1). */
export function heapsKnown(): number {
  return computed;
}

export { inA, inB } from './wythoffSets';
