import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Dyadic, parseDyadic } from './dyadic';
import {
  canonicalOptions,
  numberFromOptions,
  ordinalSum,
  ordinalSumByDefinition,
  ordinalSumOptions,
  ordinalSumPieces,
} from './ordinalSum';
import { dyadicArb, numbersBornBy } from './testArbitraries';

const d = (s: string) => {
  const r = parseDyadic(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('ordinal sums of numbers: the paper’s examples', () => {
  // flipping-coins.txt, Section 2, the examples after the definition of the ordinal sum.
  it.each([
    ['§2 (a) 1:1 = {1 | } = 2', '1', '1', '2'],
    ['§2 (b) 1:−1 = {0 | 1} = 1/2', '1', '-1', '1/2'],
    ['§2 (c) 1:1/2 = {0, (1:0) | (1:1)} = {1 | 2} = 3/2', '1', '1/2', '3/2'],
    ['§2 (d) 1/2:1 = {0, (1/2:0) | 1} = {1/2 | 1} = 3/4', '1/2', '1', '3/4'],
    ['§2 note: x:0 = x', '-3/8', '0', '-3/8'],
    ['§2 note: 0:x = x', '0', '-3/8', '-3/8'],
  ])('%s', (_name, x, y, value) => {
    expect(ordinalSum(d(x), d(y)).toString()).toBe(value);
    expect(ordinalSumByDefinition(d(x), d(y)).toString()).toBe(value);
  });

  it('§2 (e) (1:−1):1/2 = 1/2:1/2 = {0, (1/2:0) | 1, (1/2:1)} = {0, 1/2 | 1, 3/4} = 5/8', () => {
    const inner = ordinalSum(d('1'), d('-1'));
    expect(inner.toString()).toBe('1/2');
    expect(ordinalSum(inner, d('1/2')).toString()).toBe('5/8');
    const opts = ordinalSumOptions(inner, d('1/2'));
    expect([opts.baseLeft, opts.sumLeft, opts.baseRight, opts.sumRight].map(String)).toEqual([
      '0',
      '1/2',
      '1',
      '3/4',
    ]);
    expect(opts.value.toString()).toBe('5/8');
  });

  it('§2 (c) top-level options {0, (1:0) | (1:1)} = {0, 1 | 2}', () => {
    const o = ordinalSumOptions(d('1'), d('1/2'));
    expect(
      [o.baseLeft, o.sumLeft, o.baseRight, o.sumRight].map((v) => (v === null ? null : v.toString())),
    ).toEqual(['0', '1', null, '2']);
  });

  it('pieces: the expansion of x:y is x’s signs then y’s', () => {
    const p = ordinalSumPieces(d('1/2'), d('1/2'));
    expect([p.baseSigns, p.exponentSigns, p.signs, p.value.toString()]).toEqual(['+-', '+-', '+-+-', '5/8']);
  });
});

describe('ordinal sums: concatenation = the definition G:H = {G^L, G:H^L | G^R, G:H^R}', () => {
  it('for all 31 × 31 pairs of numbers born by day 4', () => {
    const { numbers } = numbersBornBy(4);
    expect(numbers).toHaveLength(31);
    const wrong: string[] = [];
    for (const x of numbers) {
      for (const y of numbers) {
        const a = ordinalSum(x, y);
        const b = ordinalSumByDefinition(x, y);
        if (!a.eq(b)) wrong.push(`${x}:${y} = ${a} by concatenation, ${b} by definition`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('for random pairs with up to ~40-sign expansions', () => {
    fc.assert(
      fc.property(dyadicArb(24, 3), dyadicArb(24, 3), (x, y) => {
        expect(ordinalSum(x, y).eq(ordinalSumByDefinition(x, y))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('Theorem 2.3: x^L < x:y^L < x:y < x:y^R < x^R, and x:y > x for y > 0', () => {
    fc.assert(
      fc.property(dyadicArb(12, 3), dyadicArb(12, 3), (x, y) => {
        const o = ordinalSumOptions(x, y);
        const chain = [o.baseLeft, o.sumLeft, o.value, o.sumRight, o.baseRight].filter(
          (v): v is Dyadic => v !== null,
        );
        for (let i = 1; i < chain.length; i++) expect(chain[i - 1].lt(chain[i])).toBe(true);
        expect(ordinalSum(x, y).cmp(x)).toBe(y.sign());
      }),
      { numRuns: 200 },
    );
  });

  it('is associative: (x:y):z = x:(y:z)', () => {
    fc.assert(
      fc.property(dyadicArb(20, 3), dyadicArb(20, 3), dyadicArb(20, 3), (x, y, z) => {
        expect(ordinalSum(ordinalSum(x, y), z).eq(ordinalSum(x, ordinalSum(y, z)))).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('the definition handles exponents with 2,000-sign expansions (no recursion limit)', () => {
    const y = Dyadic.of((1n << 2000n) / 3n, 2000);
    expect(ordinalSumByDefinition(Dyadic.HALF, y).eq(ordinalSum(Dyadic.HALF, y))).toBe(true);
  });
});

describe('canonical options and the simplicity rule', () => {
  it.each([
    ['0', null, null],
    ['3', '2', null],
    ['-2', null, '-1'],
    ['5/8', '1/2', '3/4'],
    ['-3/2', '-2', '-1'],
  ])('%s = {%s | %s}', (x, l, r) => {
    const o = canonicalOptions(d(x));
    expect(o.left?.toString() ?? null).toBe(l);
    expect(o.right?.toString() ?? null).toBe(r);
    expect(numberFromOptions(o.left ? [o.left] : [], o.right ? [o.right] : []).toString()).toBe(x);
  });

  it('numberFromOptions uses the best options and rejects games that are not numbers', () => {
    expect(numberFromOptions([d('0'), d('1/2')], [d('1'), d('3/4')]).toString()).toBe('5/8');
    expect(() => numberFromOptions([d('1')], [d('0')])).toThrow(/not a number/);
  });
});
