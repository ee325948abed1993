import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Dyadic, parseDyadic, simplestBetween } from './dyadic';
import { dyadicArb, numbersBornBy } from './testArbitraries';

const d = (s: string) => {
  const r = parseDyadic(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('parseDyadic / toString', () => {
  it.each([
    ['3', '3'],
    ['-11/16', '-11/16'],
    ['2/4', '1/2'],
    ['3/6', '1/2'],
    [' 5 / 8 ', '5/8'],
    ['+7', '7'],
    ['-0', '0'],
    ['0.375', '3/8'],
    ['-.5', '-1/2'],
    ['12/1', '12'],
    ['-6/4', '-3/2'],
    ['3/2^4', '3/16'],
    ['-12 / 2 ^ 3', '-3/2'],
    ['5/2^0', '5'],
  ])('%j → %s', (text, out) => expect(d(text).toString()).toBe(out));

  it.each([
    ['1/3', /not a power of 2/, 2],
    ['1/0', /division by zero/, 1],
    ['0.1', /not a dyadic/, 0],
    ['1e5', /unexpected character 'e' at position 2/, 1],
    ['x', /unexpected character 'x' at position 1/, 0],
    ['', /not a number/, 0],
    ['1/2/3', /not a number/, 0],
    ['1/4^2', /must be a power of 2, such as 2\^2/, 2],
    ['1/2^100001', /too large a denominator/, 4],
  ])('%j is rejected', (text, message, at) => {
    const r = parseDyadic(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toMatch(message);
      expect(r.error.at).toBe(at);
    }
  });

  it('round-trips toString, including 1000-bit numerators and denominators', () => {
    fc.assert(
      fc.property(dyadicArb(1200, 1200), (x) => {
        expect(d(x.toString()).eq(x)).toBe(true);
      }),
    );
  });

  it('parses a denominator of 2^5000 written out', () => {
    const x = d(`3/${1n << 5000n}`);
    expect(x.num).toBe(3n);
    expect(x.exp).toBe(5000);
  });
});

describe('Dyadic arithmetic', () => {
  const pair = fc.tuple(dyadicArb(40, 40), dyadicArb(40, 40));

  it('is always in lowest terms', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.nat(300), (n, e) => {
        const x = Dyadic.of(n, e);
        expect(x.exp === 0 || (x.num & 1n) === 1n).toBe(true);
        expect(x.num * (1n << BigInt(e))).toBe(n * x.denominator);
      }),
    );
  });

  it('agrees with exact fractions (cross-multiplied BigInts)', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const den = 1n << BigInt(a.exp + b.exp);
        const an = a.num << BigInt(b.exp);
        const bn = b.num << BigInt(a.exp);
        const sum = a.add(b);
        expect(sum.num * den).toBe((an + bn) * sum.denominator);
        expect(a.sub(b).add(b).eq(a)).toBe(true);
        expect(a.mul(b).num * den).toBe(a.num * b.num * a.mul(b).denominator);
        expect(a.cmp(b)).toBe(an < bn ? -1 : an > bn ? 1 : 0);
        expect(a.eq(b)).toBe(an === bn);
      }),
    );
  });

  it('floor, ceil, half and shift', () => {
    fc.assert(
      fc.property(dyadicArb(60, 20), fc.integer({ min: -70, max: 70 }), (x, k) => {
        const f = Dyadic.int(x.floor());
        const c = Dyadic.int(x.ceil());
        expect(f.le(x) && x.lt(f.add(Dyadic.ONE))).toBe(true);
        expect(c.sub(Dyadic.ONE).lt(x) && x.le(c)).toBe(true);
        expect(x.half().add(x.half()).eq(x)).toBe(true);
        expect(x.shift(k).shift(-k).eq(x)).toBe(true);
      }),
    );
  });

  it('toNumberApprox is finite and close for 1000-bit values', () => {
    const x = Dyadic.of((1n << 1000n) + 1n, 1000); // just above 1
    expect(x.toNumberApprox()).toBeCloseTo(1, 12);
    expect(Dyadic.of(-3n, 1).toNumberApprox()).toBe(-1.5);
    expect(Dyadic.of(1n, 1100).toNumberApprox()).toBeGreaterThanOrEqual(0);
  });
});

describe('simplestBetween (Definition 2.1)', () => {
  const { numbers, birthday } = numbersBornBy(8);
  const days = numbers.map((x) => birthday.get(x.toString())!);
  const index = new Map(numbers.map((x, i) => [x.toString(), i]));
  /** Brute force: among the numbers born by day 8 (sorted), the one strictly inside with the earliest birthday (and it is the only one). */
  function bruteForce(lo: Dyadic | null, hi: Dyadic | null): string {
    const from = lo === null ? 0 : index.get(lo.toString())! + 1;
    const to = hi === null ? numbers.length : index.get(hi.toString())!;
    let best = -1;
    let ties = 0;
    for (let i = from; i < to; i++) {
      if (best < 0 || days[i] < days[best]) [best, ties] = [i, 0];
      else if (days[i] === days[best]) ties++;
    }
    return best < 0 ? 'none' : ties > 0 ? 'tie' : numbers[best].toString();
  }
  const ends: (Dyadic | null)[] = [null, ...numbersBornBy(6).numbers];

  it('equals the earliest-born number strictly inside, for all ends born by day 6 and ±∞', () => {
    const wrong: string[] = [];
    let pairs = 0;
    for (const lo of ends) {
      for (const hi of ends) {
        const got = simplestBetween(lo, hi)?.toString() ?? 'none';
        const want = lo && hi && !lo.lt(hi) ? 'none' : bruteForce(lo, hi);
        if (got !== want) wrong.push(`(${lo}, ${hi}): ${got} ≠ ${want}`);
        pairs++;
      }
    }
    expect(wrong).toEqual([]);
    expect(pairs).toBe(128 * 128);
  });

  it.each([
    // the paper's examples after Definition 2.1 (Section 2): 0 = { | } = {-9 | } = {-1/2 | 7/4}, -2 = { | -1}...
    [null, null, '0'],
    ['-9', null, '0'],
    ['-1/2', '7/4', '0'],
    [null, '-1', '-2'],
    ['-5/2', '-31/16', '-2'],
    ['0', null, '1'],
    ['0', '100', '1'],
    ['0', '1', '1/2'],
    ['3/8', '17/32', '1/2'],
  ])('Section 2 example: {%s | %s} = %s', (lo, hi, v) => {
    expect(simplestBetween(lo === null ? null : d(lo), hi === null ? null : d(hi))?.toString()).toBe(v);
  });

  it('empty and touching intervals give null', () => {
    expect(simplestBetween(Dyadic.ONE, Dyadic.ONE)).toBeNull();
    expect(simplestBetween(Dyadic.ONE, Dyadic.ZERO)).toBeNull();
  });

  it('satisfies Definition 2.1 directly on 1000-bit ends', () => {
    fc.assert(
      fc.property(dyadicArb(1000, 8), dyadicArb(1000, 8), (a, b) => {
        if (a.eq(b)) return;
        const [lo, hi] = a.lt(b) ? [a, b] : [b, a];
        const v = simplestBetween(lo, hi)!;
        expect(lo.lt(v) && v.lt(hi)).toBe(true);
        if (v.isInteger()) {
          // no integer nearer zero fits
          const nearer = v.sign() > 0 ? v.sub(Dyadic.ONE) : v.add(Dyadic.ONE);
          if (!v.eq(Dyadic.ZERO)) expect(lo.lt(nearer) && nearer.lt(hi)).toBe(false);
        } else {
          // no multiple of 2^-(q-1) fits (q = v.exp is least)
          const q = v.exp - 1;
          const first = Dyadic.of(lo.shift(q).floor() + 1n, q);
          expect(first.lt(hi)).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('handles one infinite end with huge finite ends', () => {
    const big = Dyadic.of((1n << 900n) + 1n, 1); // a non-integer near 2^899
    expect(simplestBetween(big, null)!.eq(Dyadic.int(big.floor() + 1n))).toBe(true);
    expect(simplestBetween(null, big.neg())!.eq(Dyadic.int(big.neg().ceil() - 1n))).toBe(true);
    expect(simplestBetween(Dyadic.ZERO, Dyadic.of(1n, 3000))!.eq(Dyadic.of(1n, 3001))).toBe(true);
  });
});
