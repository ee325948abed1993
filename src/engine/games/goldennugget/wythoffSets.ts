/**
 * Is a removal in Wythoff's A or B: the membership a move's rules need, grown by doubling. Apart
 * from the heap table (heapTable.ts, which builds on the cgt store), so the app's play rules and
 * input checks load without the cgt toolkit (issue 26: the page's first chunk).
 */
import { wythoffTable } from './wythoff';

/** sets[k]: 1 when k ∈ A, 2 when k ∈ B (k ≥ 1) */
let sets: Uint8Array = new Uint8Array(0);

function growTo(limit: number): void {
  if (limit < sets.length) return;
  sets = wythoffTable(Math.max(limit + 1, sets.length * 2, 1024) - 1);
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
