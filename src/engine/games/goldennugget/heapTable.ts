/**
 * Golden Nugget heap values, computed bottom-up from the rules (Definition 1.1): from a blue
 * heap of n, Left removes any a ∈ A and Right any b ∈ B, so
 *   GN(n) = { GN(n − a) : a ∈ A, a ≤ n | GN(n − b) : b ∈ B, b ≤ n },
 * made canonical by the cgt store. Nothing from the paper's theorems is used here.
 *
 * The table is kept for the whole session and grows on demand; long extensions report
 * progress and can be cancelled between heaps (what is done stays done).
 */
import { canonicalize } from '../../cgt/canonical';
import type { GameId } from '../../cgt/store';
import type { Work } from '../../progress';
import { wythoffTable } from './wythoff';

/** Upper bound on heap sizes a request may ask for. */
export const MAX_HEAP = 100_000;

let sets: Uint8Array = new Uint8Array(0);
/** values[n] = canonical id of the blue heap n, for n < computed */
let values = new Int32Array(0);
let computed = 0;
/** Removal amounts in A and in B, ascending (for the sizes the table covers). */
let amountsA: number[] = [];
let amountsB: number[] = [];

function growTo(limit: number): void {
  if (limit < sets.length) return;
  const size = Math.max(limit + 1, sets.length * 2, 1024);
  sets = wythoffTable(size - 1);
  amountsA = [];
  amountsB = [];
  for (let k = 1; k < sets.length; k++) (sets[k] === 1 ? amountsA : amountsB).push(k);
  const grown = new Int32Array(size);
  grown.set(values.subarray(0, computed));
  values = grown;
}

/** Index of the first amount greater than n (amounts ascending). */
function countUpTo(amounts: readonly number[], n: number): number {
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
function optionValues(n: number, amounts: readonly number[]): GameId[] {
  const count = countUpTo(amounts, n);
  const out: GameId[] = new Array(count);
  for (let i = 0; i < count; i++) out[i] = values[n - amounts[count - 1 - i]];
  return out;
}

/**
 * The options of a blue heap n as canonical ids (heaps below n must be known), possibly
 * repeated. Smallest heaps first: their values are simpler and tend to dominate, which
 * keeps the canonical construction's work small.
 */
export function heapOptions(n: number): { left: GameId[]; right: GameId[] } {
  growTo(n);
  return { left: optionValues(n, amountsA), right: optionValues(n, amountsB) };
}

/** Make sure heaps 0..n are known; reports progress as heaps done of n + 1. */
export function ensureHeaps(n: number, work?: Work): void {
  if (n < computed) return;
  growTo(n);
  const from = computed;
  for (let k = computed; k <= n; k++) {
    if (work && (k - from) % 64 === 0) work.tick(k, n + 1, 'Golden Nugget heaps');
    const { left, right } = heapOptions(k);
    values[k] = canonicalize(left, right);
    computed = k + 1;
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

/** Is k (≥ 1) a legal removal for Left from a blue heap (k ∈ A)? For Right: k ∈ B. */
export function inA(k: number): boolean {
  growTo(k);
  return sets[k] === 1;
}

export function inB(k: number): boolean {
  growTo(k);
  return sets[k] === 2;
}
