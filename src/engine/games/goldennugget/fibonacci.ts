/**
 * Older helpers over representations.ts, in the shapes the heap op and its tests use:
 * F_0 = 0, F_1 = 1, F_{k+2} = F_{k+1} + F_k.
 *  - the Zeckendorf word (digit for F_k, …, F_2);
 *  - the even (ternary) representation as [index, count] pairs (Section 4.3 reads values
 *    from it).
 * Proposition 5.1: n ≥ 1 is in A iff its Zeckendorf word ends in an even number of 0s.
 */
import { evenIndices, F, setByZeckendorf, topIndex, wordOf, zeckendorf } from './representations';

/** F_0 … F_k with F_k > n (at least F_0..F_3). */
export function fibonacciUpTo(n: bigint): bigint[] {
  const top = n >= 1n ? topIndex(n) + 1 : 3;
  return Array.from({ length: Math.max(top, 3) + 1 }, (_, k) => F(k));
}

/** Zeckendorf indices of n ≥ 0, largest first (empty for 0). */
export const zeckendorfIndices = (n: bigint): number[] => zeckendorf(n);

/** The Zeckendorf word: digit for F_k, …, F_2 from the largest used index down ("" for 0). */
export const zeckendorfWord = (n: bigint): string => wordOf(zeckendorf(n));

/** Prop. 5.1's test: the number of trailing 0s of the Zeckendorf word is even (n ≥ 1). */
export function inAByZeckendorf(n: bigint): boolean {
  if (n < 1n) throw new RangeError('A and B hold positive integers');
  return setByZeckendorf(zeckendorf(n)) === 'A';
}

/** Even (ternary) representation: [index, count] pairs (index even ≥ 2, count 1 or 2), largest first. */
export function evenRepresentation(n: bigint): [number, number][] {
  const out: [number, number][] = [];
  for (const k of evenIndices(n)) {
    if (out.length && out[out.length - 1][0] === k) out[out.length - 1][1]++;
    else out.push([k, 1]);
  }
  return out;
}
