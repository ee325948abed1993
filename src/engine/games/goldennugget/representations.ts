/**
 * The three Fibonacci representations of Section 5.1 for any n ≥ 0 on BigInt (up to 10^100
 * and beyond), each as Fibonacci indices largest first (F_0 = 0, F_1 = 1, F_2 = 1, F_3 = 2),
 * and the Fibonacci word around n. Walkthrough frames for them are in representationSteps.ts.
 */
import type { FibonacciWordWindow, Representations } from './theoremTypes';

/** F_0, F_1, … kept for the session, grown on demand (F_480 > 10^100). */
const fib: bigint[] = [0n, 1n, 1n, 2n];

/** F_k. */
export function F(k: number): bigint {
  while (fib.length <= k) fib.push(fib[fib.length - 1] + fib[fib.length - 2]);
  return fib[k];
}

/** The largest index k ≥ 2 with F_k ≤ n (n ≥ 1), by binary search over the kept list. */
export function topIndex(n: bigint): number {
  while (fib[fib.length - 1] <= n) F(fib.length);
  let lo = 2; // F_lo ≤ n
  let hi = fib.length - 1; // F_hi > n
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (fib[mid] <= n) lo = mid;
    else hi = mid;
  }
  return lo;
}

/** Zeckendorf: greedy, distinct non-consecutive indices ≥ 2, largest first ([] for 0). */
export function zeckendorf(n: bigint): number[] {
  if (n < 0n) throw new RangeError('representations are of n ≥ 0');
  const out: number[] = [];
  if (n === 0n) return out;
  let rest = n;
  for (let k = topIndex(n); k >= 2 && rest > 0n; k--) {
    if (F(k) <= rest) {
      out.push(k);
      rest -= F(k);
      k--; // the next index may not be consecutive
    }
  }
  return out;
}

/**
 * Least-odd: Zeckendorf when its smallest index is odd; otherwise the smallest (even) index
 * i is rewritten as F_i = F_{i−1} + F_{i−3} + … + F_1 (a sum of odd-indexed Fibonacci numbers).
 */
export function leastOddFromZeckendorf(z: readonly number[]): number[] {
  if (z.length === 0) return [];
  const i = z[z.length - 1];
  if (i % 2 === 1) return [...z];
  const out = z.slice(0, -1);
  for (let j = i - 1; j >= 1; j -= 2) out.push(j);
  return out;
}

export const leastOdd = (n: bigint): number[] => leastOddFromZeckendorf(zeckendorf(n));

/** Even (ternary): greedily the largest even-indexed Fibonacci number ≤ what is left. */
export function evenIndices(n: bigint): number[] {
  if (n < 0n) throw new RangeError('representations are of n ≥ 0');
  const out: number[] = [];
  if (n === 0n) return out;
  let rest = n;
  let k = topIndex(n);
  if (k % 2 === 1) k--;
  for (; k >= 2 && rest > 0n; k -= 2) {
    while (F(k) <= rest) {
      rest -= F(k);
      out.push(k);
    }
  }
  return out;
}

export function representations(n: bigint): Representations {
  const z = zeckendorf(n);
  return { zeckendorf: z, leastOdd: leastOddFromZeckendorf(z), even: evenIndices(n) };
}

/** Σ F_i over the indices. */
export const valueOf = (indices: readonly number[]): bigint => indices.reduce((s, i) => s + F(i), 0n);

/** Prop. 5.1: trailing 0s of the Zeckendorf word = smallest index − 2; n ∈ A iff that is even. */
export function setByZeckendorf(z: readonly number[]): 'A' | 'B' | 'none' {
  if (z.length === 0) return 'none';
  return (z[z.length - 1] - 2) % 2 === 0 ? 'A' : 'B';
}

/** The Zeckendorf word, digit for F_top … F_2 ("" for 0). */
export function wordOf(z: readonly number[]): string {
  if (z.length === 0) return '';
  const used = new Set(z);
  let w = '';
  for (let k = z[0]; k >= 2; k--) w += used.has(k) ? '1' : '0';
  return w;
}

/**
 * The Fibonacci word abaab…, positions from 1: letter p is a iff p ∈ A (Section 5.2), read
 * off each position's Zeckendorf representation. `radius` letters either side of n.
 */
export function fibonacciWordAround(n: bigint, radius = 10): FibonacciWordWindow {
  const from = n - BigInt(radius) < 1n ? 1n : n - BigInt(radius);
  let letters = '';
  for (let p = from; p <= from + BigInt(2 * radius); p++)
    letters += setByZeckendorf(zeckendorf(p)) === 'A' ? 'a' : 'b';
  return { from: from.toString(), letters, marked: n < 1n ? -1 : Number(n - from) };
}
