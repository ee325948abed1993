/**
 * Theorem 2.2 as an algorithm: the part of heap n and its reduced canonical form, read from
 * Fibonacci representations alone (no canonical forms), in O(log n) Fibonacci steps.
 *
 * With Zeckendorf indices i1 < i2 < … of n (Proposition 5.1 and its shifts: the least-odd
 * representation of m shifted up by one is Z(A(m)), by two is Z(B(m))):
 *  - i1 odd: n ∈ B → {1|0} (i);
 *  - i1 = 2: n = A(m), m ∈ A, and Z(n − 1) = Z(n) without F_2: i2 even puts n − 1 in AB
 *    (n ∈ AB+1 → 1, (ii)), i2 odd in BB (n ∈ BB+1, a number, (iii)); n = 1 is AB(0) + 1;
 *  - i1 ≥ 4 even: n ∈ AB. Then n + 2 = F_{2k+3} + B^{k+1}(m) for the k with n ∈ X_k: with
 *    Zeckendorf indices j1 < j2 of n + 2, k = (j1 − 3)/2 when j2 is odd or absent and
 *    (j1 − 1)/2 when j2 is even (2F_{2k+3} = F_{2k+4} + F_{2k+1} carries upward only).
 *    The classifier then confirms n − x_k ∈ B^{k+1} ∪ {0} (its Zeckendorf smallest index is
 *    odd and ≥ 2k + 3). n = x_k is a number (iii), otherwise {1 | α_k} (iv).
 * Number heaps' values follow Proposition 4.7 (numberValue.ts).
 *
 * The statement is the notation note's reconstruction; where its print is wrong the
 * classifier follows the computation and PRINTED_DIFFERENCES says so.
 */
import { Dyadic } from '../../arith/dyadic';
import { numberChain } from './numberValue';
import { F, representations, setByZeckendorf, zeckendorf } from './representations';
import type { GoldenPart, NumberChainEntry, Representations, StatementDifference } from './theoremTypes';

/** Sizes classify accepts: up to 10^100. */
export const MAX_CLASSIFY = 10n ** 100n;

/** x_k = F_{2k+3} − 2. */
export const xk = (k: number): bigint => F(2 * k + 3) - 2n;

/** α_k = G(x_k) = 0.(10)^(k−1)1 in binary: 1/2, 5/8, 21/32, … */
export function alpha(k: number): Dyadic {
  return Dyadic.of(BigInt('0b' + '10'.repeat(k - 1) + '1'), 2 * k - 1);
}

/**
 * The α_k slip of Theorem 2.2 as reconstructed from the paper's text (its symbols are lost in
 * the text we have), as a record (counts filled in by whoever checks heaps). Student text: it
 * names the paper and the reconstruction, never a file of ours.
 */
export const ALPHA_SLIP: Omit<StatementDifference, 'count' | 'heaps'> = {
  printed: 'α_k = 0.(10)^k 1 in binary, and {1 | α_k} on X_k (the paper’s Theorem 2.2 as reconstructed)',
  used: 'α_k = 0.(10)^(k−1) 1 = G(x_k) (1/2, 5/8, 21/32, …, the computed values of the heaps x_k)',
  why: 'heap 8 ∈ X_1 has the reduced form {1|1/2} when computed; the reconstructed formula would make it {1|5/8}',
};

/** What the reconstructed formula would give on X_k (to show the slip). */
export const printedAlpha = (k: number): Dyadic => alpha(k + 1);

export interface Classification {
  n: bigint;
  reps: Representations;
  set: 'A' | 'B' | 'none';
  part: GoldenPart;
  k: number | null;
  reduced: string;
  isNumber: boolean;
  value: Dyadic | null;
  /** number heaps: the chain of ancestors the value is read along, n first */
  chain: NumberChainEntry[] | null;
  /** AB heaps: Zeckendorf of n + 2 (to find k) and of n − x_k (to confirm it) */
  plusTwo: number[] | null;
  minusXk: number[] | null;
  /** the theorem's own consistency: false when a step the theorem promises fails */
  consistent: boolean;
}

/** The smallest index of a Zeckendorf list (largest first), or null for []. */
const smallest = (z: readonly number[]): number | null => (z.length ? z[z.length - 1] : null);

/** k with n ∈ X_k, for n ∈ AB \ {0}, from Z(n + 2). */
function kOfAB(plusTwo: readonly number[]): number {
  const j1 = plusTwo[plusTwo.length - 1];
  const j2 = plusTwo.length > 1 ? plusTwo[plusTwo.length - 2] : null;
  return j2 === null || j2 % 2 === 1 ? (j1 - 3) / 2 : (j1 - 1) / 2;
}

/** n − x_k ∈ B^{k+1} ∪ {0}: zero, or its Zeckendorf smallest index is odd and ≥ 2k + 3. */
function inShiftedB(minusXk: readonly number[] | null, k: number): boolean {
  if (minusXk === null) return false;
  const s = smallest(minusXk);
  return s === null || (s % 2 === 1 && s >= 2 * k + 3);
}

export function classify(n: bigint): Classification {
  if (n < 0n) throw new RangeError('heap sizes are ≥ 0');
  const reps = representations(n);
  const z = reps.zeckendorf;
  const base = {
    n,
    reps,
    set: setByZeckendorf(z),
    k: null,
    value: null,
    chain: null,
    plusTwo: null,
    minusXk: null,
    consistent: true,
  };
  const number = (
    part: GoldenPart,
    k: number | null,
    extra: Partial<Classification> = {},
  ): Classification => {
    const found = numberChain(n);
    const v = found?.value ?? null;
    return {
      ...base,
      ...extra,
      part,
      k,
      isNumber: true,
      value: v,
      chain: found?.chain ?? null,
      reduced: v ? v.toString() : '?',
      consistent: v !== null,
    };
  };
  const i1 = smallest(z);
  if (i1 === null || n === 1n) return number('0,1', null);
  if (i1 % 2 === 1) return { ...base, part: 'B', reduced: '{1|0}', isNumber: false };
  if (i1 === 2) {
    const i2 = z[z.length - 2];
    if (i2 % 2 === 0) return { ...base, part: 'AB+1', reduced: '1', isNumber: false };
    return number('BB+1', null);
  }
  const plusTwo = zeckendorf(n + 2n);
  const k = kOfAB(plusTwo);
  const minusXk = n >= xk(k) ? zeckendorf(n - xk(k)) : null;
  const consistent = k >= 1 && inShiftedB(minusXk, k);
  if (n === xk(k)) return number('x_k', k, { plusTwo, minusXk });
  return {
    ...base,
    part: 'X_k',
    k,
    plusTwo,
    minusXk,
    consistent,
    reduced: `{1|${alpha(k)}}`,
    isNumber: false,
  };
}
