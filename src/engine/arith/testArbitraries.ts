/** Shared test helpers: fast-check arbitraries for dyadics and an independent list of numbers by birthday. */
import fc from 'fast-check';
import { Dyadic } from './dyadic';

/** Dyadics p/2^k with k ≤ maxExp and integer part below 2^intBits in size (so sign expansions stay short). */
export function dyadicArb(maxExp: number, intBits = 6): fc.Arbitrary<Dyadic> {
  return fc.nat(maxExp).chain((exp) => {
    const bound = 1n << BigInt(exp + intBits);
    return fc.bigInt({ min: -bound, max: bound }).map((num) => Dyadic.of(num, exp));
  });
}

/**
 * The numbers born by day n, sorted, built day by day without sign expansions or the
 * simplicity rule: day n+1 adds one below the least, one above the greatest, and the
 * midpoint of each pair of neighbours. `birthday` maps each to the day it was born.
 */
export function numbersBornBy(n: number): { numbers: Dyadic[]; birthday: Map<string, number> } {
  let numbers = [Dyadic.ZERO];
  const birthday = new Map<string, number>([['0', 0]]);
  for (let day = 1; day <= n; day++) {
    const next: Dyadic[] = [numbers[0].sub(Dyadic.ONE)];
    for (let i = 0; i < numbers.length; i++) {
      next.push(numbers[i]);
      next.push(i + 1 < numbers.length ? numbers[i].add(numbers[i + 1]).half() : numbers[i].add(Dyadic.ONE));
    }
    for (const x of next) if (!birthday.has(x.toString())) birthday.set(x.toString(), day);
    numbers = next;
  }
  return { numbers, birthday };
}
