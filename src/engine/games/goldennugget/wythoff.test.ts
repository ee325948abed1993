/** Wythoff's sequences three ways (notes/golden-nugget-notation.md; the paper's Table 1 and Section 5). */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  fibonacciUpTo,
  inAByZeckendorf,
  zeckendorfIndices,
  zeckendorfWord,
  evenRepresentation,
} from './fibonacci';
import { isqrt, wythoffA, wythoffB, wythoffTable } from './wythoff';

const LIMIT = 20_000;

describe("Wythoff's A and B", () => {
  it('start as in the paper (Table 1)', () => {
    const a = Array.from({ length: 15 }, (_, n) => Number(wythoffA(BigInt(n))));
    const b = Array.from({ length: 15 }, (_, n) => Number(wythoffB(BigInt(n))));
    expect(a).toEqual([0, 1, 3, 4, 6, 8, 9, 11, 12, 14, 16, 17, 19, 21, 22]);
    expect(b).toEqual([0, 2, 5, 7, 10, 13, 15, 18, 20, 23, 26, 28, 31, 34, 36]);
  });

  it(`the mex table, integer square roots and Zeckendorf words (Prop. 5.1) agree up to ${LIMIT}`, () => {
    const table = wythoffTable(LIMIT);
    const inA = new Uint8Array(LIMIT + 1);
    const inB = new Uint8Array(LIMIT + 1);
    for (let n = 1n; wythoffA(n) <= BigInt(LIMIT); n++) {
      inA[Number(wythoffA(n))] = 1;
      if (wythoffB(n) <= BigInt(LIMIT)) inB[Number(wythoffB(n))] = 1;
    }
    const bad: number[] = [];
    for (let k = 1; k <= LIMIT; k++) {
      // A and B partition the positive integers; the three ways agree
      if (
        inA[k] + inB[k] !== 1 ||
        table[k] !== (inA[k] ? 1 : 2) ||
        inAByZeckendorf(BigInt(k)) !== (inA[k] === 1)
      )
        bad.push(k);
    }
    expect(bad).toEqual([]);
  });

  it('isqrt is exact on big integers', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 60n }), (v) => {
        const r = isqrt(v);
        return r * r <= v && (r + 1n) * (r + 1n) > v;
      }),
    );
  });

  it('A(n) = ⌊nφ⌋ for huge n: nφ − 1 < A(n) < nφ, checked by squaring', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), (n) => {
        const a = wythoffA(n);
        // 2A − n < √5·n < 2A − n + 2, squared (both sides positive)
        const lo = 2n * a - n;
        return lo * lo < 5n * n * n && (lo + 2n) * (lo + 2n) > 5n * n * n;
      }),
    );
  });
});

describe('Fibonacci representations (Section 5.1)', () => {
  it('Zeckendorf: distinct, non-consecutive indices ≥ 2 summing to n', () => {
    const f = fibonacciUpTo(10n ** 6n);
    const bad: number[] = [];
    for (let n = 0; n <= 3000; n++) {
      const idx = zeckendorfIndices(BigInt(n));
      const ok =
        idx.reduce((s, k) => s + f[k], 0n) === BigInt(n) &&
        idx.every((k, i) => k >= 2 && (i === 0 || idx[i - 1] - k >= 2));
      if (!ok) bad.push(n);
    }
    expect(bad).toEqual([]);
    expect(zeckendorfWord(20n)).toBe('101010'); // 20 = 13 + 5 + 2
  });

  it('even-indexed Fibonacci numbers lie in A, odd-indexed ones from F_3 in B', () => {
    const f = fibonacciUpTo(10n ** 12n);
    for (let k = 2; k < f.length; k++) expect(inAByZeckendorf(f[k])).toBe(k % 2 === 0);
  });

  it('even representation: even indices, each at most twice, summing to n', () => {
    const f = fibonacciUpTo(10n ** 6n);
    const bad: number[] = [];
    for (let n = 0; n <= 3000; n++) {
      const rep = evenRepresentation(BigInt(n));
      const ok =
        rep.reduce((s, [k, c]) => s + f[k] * BigInt(c), 0n) === BigInt(n) &&
        rep.every(([k, c]) => k % 2 === 0 && (c === 1 || c === 2));
      if (!ok) bad.push(n);
    }
    expect(bad).toEqual([]);
    expect(evenRepresentation(19n)).toEqual([
      [6, 2],
      [4, 1],
    ]); // 19 = 8 + 8 + 3, greedy
  });
});
