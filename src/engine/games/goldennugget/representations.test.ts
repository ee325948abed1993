/**
 * The three Fibonacci representations (Section 5.1) for random 100-digit n: each sums back to
 * n and obeys its rules; Proposition 5.1 agrees with Wythoff's A computed by integer roots;
 * the walkthroughs end on the same lists. Property runs use the project's fixed fast-check seed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  evenIndices,
  F,
  fibonacciWordAround,
  leastOdd,
  representations,
  setByZeckendorf,
  topIndex,
  valueOf,
  zeckendorf,
} from './representations';
import { representationSteps } from './representationSteps';
import { isqrt, wythoffA } from './wythoff';

const hundredDigits = fc.bigInt({ min: 10n ** 99n, max: 10n ** 100n });
const decreasing = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1] > x);

/** n ∈ A by Wythoff's A alone: A(m) = n for some m near n/φ. */
function inAByWythoff(n: bigint): boolean {
  const m0 = (isqrt(5n * n * n) - n) / 2n;
  for (let m = m0 - 2n; m <= m0 + 2n; m++) if (m >= 1n && wythoffA(m) === n) return true;
  return false;
}

describe('Fibonacci representations of 100-digit numbers', () => {
  it('Zeckendorf: sums to n, distinct non-consecutive indices ≥ 2, greedy', () => {
    fc.assert(
      fc.property(hundredDigits, (n) => {
        const z = zeckendorf(n);
        expect(valueOf(z)).toBe(n);
        expect(decreasing(z)).toBe(true);
        expect(z.every((i, k) => k === 0 || z[k - 1] - i >= 2)).toBe(true);
        expect(Math.min(...z)).toBeGreaterThanOrEqual(2);
        expect(z[0]).toBe(topIndex(n));
      }),
      { numRuns: 200 },
    );
  });

  it('least-odd: sums to n, distinct non-consecutive indices, smallest index odd', () => {
    fc.assert(
      fc.property(hundredDigits, (n) => {
        const l = leastOdd(n);
        expect(valueOf(l)).toBe(n);
        expect(decreasing(l)).toBe(true);
        expect(l.every((i, k) => k === 0 || l[k - 1] - i >= 2)).toBe(true);
        expect(l[l.length - 1] % 2).toBe(1);
      }),
      { numRuns: 200 },
    );
  });

  it('even: sums to n, even indices used at most twice, an unused even index between any two 2s', () => {
    fc.assert(
      fc.property(hundredDigits, (n) => {
        const e = evenIndices(n);
        expect(valueOf(e)).toBe(n);
        expect(e.every((i) => i % 2 === 0 && i >= 2)).toBe(true);
        const count = new Map<number, number>();
        for (const i of e) count.set(i, (count.get(i) ?? 0) + 1);
        expect([...count.values()].every((c) => c <= 2)).toBe(true);
        const twos = [...count].filter(([, c]) => c === 2).map(([i]) => i);
        for (let k = 1; k < twos.length; k++) {
          let gap = false;
          for (let j = twos[k] + 2; j < twos[k - 1]; j += 2) if (!count.has(j)) gap = true;
          expect(gap, `2s at ${twos[k - 1]} and ${twos[k]}`).toBe(true);
        }
        // greedy: the first index is the largest even one that fits
        const top = e[0];
        expect(F(top) <= n && F(top + 2) > n).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('Proposition 5.1: n ∈ A iff the Zeckendorf word ends in an even number of 0s', () => {
    fc.assert(
      fc.property(hundredDigits, (n) => {
        expect(setByZeckendorf(zeckendorf(n)) === 'A').toBe(inAByWythoff(n));
      }),
      { numRuns: 200 },
    );
  });

  it('the walkthroughs end on the representations', () => {
    fc.assert(
      fc.property(hundredDigits, (n) => {
        const steps = representationSteps(n);
        const r = representations(n);
        for (const name of ['zeckendorf', 'leastOdd', 'even'] as const)
          expect(steps[name].steps.at(-1)!.state.chosen).toEqual(r[name]);
      }),
      { numRuns: 30 },
    );
  });
});

describe('small cases from the paper', () => {
  it('the examples of Section 5.1 and the Fibonacci word', () => {
    expect(representations(14n)).toEqual({ zeckendorf: [7, 2], leastOdd: [7, 1], even: [6, 4, 4] });
    expect(representations(0n)).toEqual({ zeckendorf: [], leastOdd: [], even: [] });
    expect(fibonacciWordAround(1n, 6).letters).toBe('abaababaabaab');
    // 18 ∈ B, 19 ∈ A, 20 ∈ B, 21 and 22 ∈ A
    expect(fibonacciWordAround(20n, 2)).toEqual({ from: '18', letters: 'babaa', marked: 2 });
  });
});
