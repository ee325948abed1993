import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mex, mexBig, nimSum, nimSumBig, nimSumBigOf, nimSumOf } from './nim';

describe('mex', () => {
  it.each([
    [[], 0],
    [[0], 1],
    [[1, 2], 0],
    [[0, 1, 2], 3],
    [[2, 0, 0, 1, 5], 3],
  ])('mex(%j) = %i', (values, m) => {
    expect(mex(values)).toBe(m);
    expect(mexBig(values.map(BigInt))).toBe(BigInt(m));
  });

  it('takes any iterable, e.g. a generator', () => {
    function* g() {
      yield 0;
      yield 1;
      yield 3;
    }
    expect(mex(g())).toBe(2);
  });

  it('rejects values that are not Grundy values', () => {
    expect(() => mex([-1])).toThrow(/non-negative/);
    expect(() => mex([0.5])).toThrow(/non-negative/);
    expect(() => mexBig([-1n])).toThrow(/non-negative/);
  });

  it('is the least value absent (brute force)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(20), { maxLength: 30 }), (vs) => {
        const m = mex(vs);
        expect(vs.includes(m)).toBe(false);
        for (let i = 0; i < m; i++) expect(vs.includes(i)).toBe(true);
      }),
    );
  });
});

describe('nim-sum', () => {
  it.each([
    [[], 0],
    [[5], 5],
    [[1, 2], 3],
    [[3, 5, 6], 0],
    [[7, 7], 0],
  ])('nimSum(%j) = %i', (values, s) => {
    expect(nimSum(...values)).toBe(s);
    expect(nimSumBig(...values.map(BigInt))).toBe(BigInt(s));
  });

  it('agrees with BigInt XOR beyond 32 bits, up to 2^53', () => {
    fc.assert(
      fc.property(fc.array(fc.maxSafeNat(), { maxLength: 6 }), (vs) => {
        expect(BigInt(nimSumOf(vs))).toBe(nimSumBigOf(vs.map(BigInt)));
      }),
    );
  });

  it('is an abelian group of exponent 2 (x ⊕ x = 0, x ⊕ 0 = x)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 1n << 200n }),
        fc.bigInt({ min: 0n, max: 1n << 200n }),
        (a, b) => {
          expect(nimSumBig(a, a)).toBe(0n);
          expect(nimSumBig(a, 0n)).toBe(a);
          expect(nimSumBig(a, b)).toBe(nimSumBig(b, a));
          expect(nimSumBig(nimSumBig(a, b), b)).toBe(a);
        },
      ),
    );
  });

  it('rejects negative values', () => {
    expect(() => nimSum(-1)).toThrow(/non-negative/);
    expect(() => nimSumBig(-1n)).toThrow(/non-negative/);
  });
});
