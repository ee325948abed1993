import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Dyadic, parseDyadic } from './dyadic';
import {
  fromSigns,
  parseSigns,
  readFrame,
  signLength,
  swapSigns,
  toSigns,
  valueBySimplicity,
} from './signExpansion';
import { dyadicArb, numbersBornBy } from './testArbitraries';

const d = (s: string) => {
  const r = parseDyadic(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const signsArb = (maxLength: number) =>
  fc.array(fc.constantFrom('+', '-'), { maxLength }).map((a) => a.join(''));

describe('sign expansions', () => {
  it.each([
    ['0', ''],
    ['1', '+'],
    ['3', '+++'],
    ['-2', '--'],
    ['1/2', '+-'],
    ['3/4', '+-+'],
    ['1/4', '+--'],
    ['5/8', '+-+-'], // Section 2 (e): 1/2 : 1/2 = 5/8, the concatenation of +- and +-
    ['3/2', '++-'],
    ['-11/16', '-+-+-'], // -1 + 1/2 - 1/4 + 1/8 - 1/16
    ['3/8', '+--+'],
    ['-5/4', '--++'], // 5/4 = 1.01₂: two pluses, a minus, then 0 → minus; swapped
  ])('%s ↔ %s', (x, signs) => {
    expect(toSigns(d(x))).toBe(signs);
    expect(fromSigns(signs).toString()).toBe(x);
    expect(valueBySimplicity(signs).toString()).toBe(x);
    expect(signLength(d(x))).toBe(BigInt(signs.length));
  });

  it('round-trips number → signs → number, for dyadics with up to 1200-bit denominators', () => {
    fc.assert(
      fc.property(dyadicArb(1200, 8), (x) => {
        const s = toSigns(x);
        expect(BigInt(s.length)).toBe(signLength(x));
        expect(fromSigns(s).eq(x)).toBe(true);
        expect(toSigns(x.neg())).toBe(swapSigns(s));
      }),
      { numRuns: 200 },
    );
  });

  it('round-trips signs → number → signs, for strings up to 1,000 signs', () => {
    fc.assert(
      fc.property(signsArb(1000), (s) => {
        expect(toSigns(fromSigns(s))).toBe(s);
      }),
      { numRuns: 200 },
    );
  });

  it('Berlekamp’s rule equals the simplicity rule (the definition), sign by sign', () => {
    fc.assert(
      fc.property(signsArb(60), (s) => {
        expect(fromSigns(s).eq(valueBySimplicity(s))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('strings of length n are exactly the numbers born on day n (built independently)', () => {
    const { numbers, birthday } = numbersBornBy(7);
    for (const x of numbers) expect(toSigns(x).length).toBe(birthday.get(x.toString()));
    expect(numbers).toHaveLength(2 ** 8 - 1);
  });

  it('is exact at 100,000 signs', () => {
    const s = '+-'.repeat(50_000);
    const x = fromSigns(s);
    expect(x.exp).toBe(99_999);
    expect(toSigns(x)).toBe(s);
    // 1 - 1/2 + 1/4 - ... = 2/3 in the limit; this prefix is within 2^-99999 of it
    expect(x.mul(Dyadic.int(3)).sub(Dyadic.int(2)).abs().lt(Dyadic.of(1n, 99_998))).toBe(true);
  });

  it('readFrame gives the interval and value of every prefix', () => {
    fc.assert(
      fc.property(signsArb(30), (s) => {
        for (let i = 0; i <= s.length; i++) {
          const f = readFrame(s, i);
          const v = fromSigns(s.slice(0, i));
          expect(f.value.eq(v)).toBe(true);
          if (f.lower) expect(f.lower.lt(v)).toBe(true);
          if (f.upper) expect(v.lt(f.upper)).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('parseSigns accepts + - and the minus sign, and names the first bad character', () => {
    expect(parseSigns('+−-')).toEqual({ ok: true, value: '+--' });
    expect(parseSigns('')).toEqual({ ok: true, value: '' });
    const bad = parseSigns('+-x+');
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.at).toBe(2);
      expect(bad.error.message).toMatch(/'x' at position 3/);
    }
  });
});
