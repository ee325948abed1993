/**
 * Golden Nugget heap values, computed bottom-up from the rules (Definition 1.1): from a blue
 * heap of n, Left removes any a ∈ A and Right any b ∈ B, so
 *   GN(n) = { GN(n − a) : a ∈ A, a ≤ n | GN(n − b) : b ∈ B, b ≤ n },
 * made canonical by the cgt store. Nothing from the paper's theorems is used here.
 *
 * The table is kept for the whole session and grows on demand; long extensions report
 * progress and can be cancelled between heaps (what is done stays done).
 *
 * The table is Complementary Subtraction's generic one (subtraction/canonicalTable.ts, where
 * its speed is explained) with S = Wythoff's A: one code serves both games' tables.
 */
import type { GameId } from '../../cgt/store';
import type { Work } from '../../progress';
import {
  extendCanonicalTable,
  newCanonicalTable,
  optionIds,
  withMembership,
  type CanonicalTable,
} from '../subtraction/canonicalTable';
import { wythoffTable } from './wythoff';

/** sets[k]: 1 when k ∈ A, 2 when k ∈ B (k ≥ 1), for k below sets.length */
let sets: Uint8Array = new Uint8Array(0);
let table: CanonicalTable = newCanonicalTable(new Uint8Array(1));

/** Membership known to at least `limit` (grown by doubling). */
function growTo(limit: number): void {
  if (limit < sets.length) return;
  const size = Math.max(limit + 1, sets.length * 2, 1024);
  sets = wythoffTable(size - 1);
  table = withMembership(
    table,
    sets.map((x) => (x === 1 ? 1 : 0)),
  );
}

/**
 * The options of a blue heap n as canonical ids (heaps below n must be known), possibly
 * repeated, smallest heaps first. Every option, unpruned (tests check the rules with it).
 */
export function heapOptions(n: number): { left: GameId[]; right: GameId[] } {
  growTo(n);
  return { left: optionIds(table, n, 0), right: optionIds(table, n, 1) };
}

/** Make sure heaps 0..n are known; reports progress as heaps done of n + 1. */
export function ensureHeaps(n: number, work?: Work): void {
  if (n < table.computed) return;
  growTo(n);
  extendCanonicalTable(table, n, work, 'Golden Nugget heaps');
}

/** The canonical id of the blue heap n (computing the table up to n if needed). */
export function heapValue(n: number, work?: Work): GameId {
  ensureHeaps(n, work);
  return table.values[n];
}

/** How many heaps are known (0..heapsKnown()−1). */
export function heapsKnown(): number {
  return table.computed;
}

export { inA, inB } from './wythoffSets';
