/** The set notation (parse/make round trip, errors) and exact membership, Beatty sets above all. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wythoffTable } from '../goldennugget/wythoff';
import { floorTimes, fromContinuedFraction, normal, type Quad } from './quadratic';
import { makeQuad, parseQuad } from './quadraticParse';
import { alphaOf, inSet, makeSet, membership, parseSet, type SetSpec } from './rules';

const parsed = (s: string) => {
  const r = parseSet(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** k ∈ {⌊nα⌋} decided another way: the least n with nα ≥ k (binary search on exact comparisons of squares), then nα < k + 1. */
function geq(alpha: Quad, n: bigint, m: bigint): boolean {
  // n(a + b√d)/c ≥ m  ⇔  n·b√d ≥ mc − na
  const rhs = m * alpha.c - n * alpha.a;
  const lhs = n * alpha.b; // times √d
  if (lhs >= 0n) return rhs <= 0n || lhs * lhs * alpha.d >= rhs * rhs;
  return rhs <= 0n && lhs * lhs * alpha.d <= rhs * rhs;
}

function inBeattyBySearch(alpha: Quad, k: bigint): boolean {
  let lo = 0n;
  let hi = k + 1n; // α > 1, so (k + 1)·α ≥ k
  while (lo < hi) {
    const mid = (lo + hi) / 2n;
    if (geq(alpha, mid, k)) hi = mid;
    else lo = mid + 1n;
  }
  return lo >= 1n && !geq(alpha, lo, k + 1n);
}

describe('parseSet and makeSet', () => {
  it.each([
    ['wythoff', 'wythoff'],
    ['beatty:sqrt2', 'beatty:sqrt2'],
    ['beatty:(1+sqrt5)/2', 'beatty:(1+sqrt5)/2'],
    ['beatty: phi', 'beatty:(1+sqrt5)/2'],
    ['beatty:2+sqrt3', 'beatty:2+sqrt3'],
    ['beatty:sqrt(12)', 'beatty:2sqrt3'],
    ['beatty:1/(sqrt2-1)', 'beatty:1+sqrt2'],
    ['beatty:2*√3 - 1', 'beatty:-1+2sqrt3'],
    ['cf:[1;(2)]', 'cf:[1;(2)]'],
    ['cf:[ 1 ; 2, 3 , ( 1 , 2 ) ]', 'cf:[1;2,3,(1,2)]'],
    ['mod:5:3,1,3', 'mod:5:1,3'],
    ['finite:5,1,2', 'finite:1,2,5'],
  ])('%s reads as %s', (text, canonical) => {
    expect(makeSet(parsed(text))).toBe(canonical);
  });

  it.each([
    ['beatty:3/2', 'rational'],
    ['beatty:sqrt4', 'rational'],
    ['beatty:sqrt2-1', 'less than 1'],
    ['beatty:sqrt2+sqrt3', 'one square root'],
    ['beatty:', 'empty'],
    ['beatty:(1+sqrt5', 'missing )'],
    ['cf:[1;2,2,2]', 'rational'],
    ['cf:[0;(2)]', 'less than 1'],
    ['mod:5:1,5', 'not in 1'],
    ['mod:5:', 'empty'],
    ['mod:1:1', 'at least 2'],
    ['finite:', 'empty'],
    ['finite:1,x', 'whole numbers'],
    ['finite:0', 'positive'],
    ['odd', 'a set is'],
  ])('%s is refused (%s)', (text, words) => {
    const r = parseSet(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toContain(words);
      expect(r.error.at).toBeGreaterThanOrEqual(0);
    }
  });

  it('points at the bad residue', () => {
    const r = parseSet('mod:5:1,7');
    expect(!r.ok && r.error.at).toBe(8);
  });

  const quadArb = fc
    .record({
      a: fc.bigInt({ min: -50n, max: 50n }),
      b: fc.bigInt({ min: 1n, max: 9n }),
      d: fc.constantFrom(2n, 3n, 5n, 6n, 7n, 10n, 13n),
      c: fc.bigInt({ min: 1n, max: 12n }),
    })
    .map((q) => normal(q))
    .filter((q) => floorTimes(q, 1n) >= 1n);
  const setArb: fc.Arbitrary<SetSpec> = fc.oneof(
    fc.constant<SetSpec>({ kind: 'wythoff' }),
    quadArb.map((alpha): SetSpec => ({ kind: 'beatty', alpha })),
    fc
      .record({
        a0: fc.integer({ min: 1, max: 20 }),
        pre: fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 3 }),
        period: fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 3 }),
      })
      .map((r): SetSpec => ({ kind: 'cf', ...r })),
    fc
      .integer({ min: 2, max: 40 })
      .chain((p) =>
        fc
          .uniqueArray(fc.integer({ min: 1, max: p - 1 }), { minLength: 1, maxLength: p - 1 })
          .map((rs): SetSpec => ({ kind: 'mod', p, residues: rs.sort((x, y) => x - y) })),
      ),
    fc
      .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 8 })
      .map((vs): SetSpec => ({ kind: 'finite', values: vs.sort((x, y) => x - y) })),
  );

  it('parseSet(makeSet(s)) = s for every kind of set (property)', () => {
    fc.assert(
      fc.property(setArb, (s) => {
        expect(parseSet(makeSet(s))).toEqual({ ok: true, value: s });
      }),
      { numRuns: 300 },
    );
  });

  it('parseQuad(makeQuad(α)) = α (property)', () => {
    fc.assert(
      fc.property(quadArb, (q) => {
        expect(parseQuad(makeQuad(q))).toEqual({ ok: true, value: q });
      }),
      { numRuns: 200 },
    );
  });
});

describe('continued fractions', () => {
  it.each([
    ['cf:[1;(1)]', 'beatty:(1+sqrt5)/2'],
    ['cf:[1;(2)]', 'beatty:sqrt2'],
    ['cf:[3;(1,2)]', 'beatty:2+sqrt3'],
    ['cf:[2;(4)]', 'beatty:sqrt5'],
    ['cf:[1;2,(1)]', 'beatty:(5-sqrt5)/2'], // 1 + 1/(2 + 1/φ) = 1 + 1/φ²,
  ])('%s is %s', (cf, beatty) => {
    expect(alphaOf(parsed(cf))).toEqual(alphaOf(parsed(beatty)));
  });

  it('the convergents of a periodic fraction bracket the exact α', () => {
    const terms = [2, 1, 3, 1, 4, 1, 3, 1, 4, 1, 3, 1, 4];
    const alpha = fromContinuedFraction(2, [1], [3, 1, 4, 1]);
    let [p1, p0, q1, q0] = [1n, 0n, 0n, 1n];
    for (const [i, t] of terms.entries()) {
      [p1, p0] = [BigInt(t) * p1 + p0, p1];
      [q1, q0] = [BigInt(t) * q1 + q0, q1];
      // even convergents lie below α, odd ones above: compare q·α with p exactly
      const below = floorTimes(alpha, q1) >= p1;
      expect(below).toBe(i % 2 === 0);
    }
  });
});

describe('membership', () => {
  it("wythoff, beatty:(1+sqrt5)/2 and cf:[1;(1)] are Wythoff's A (the mex table)", () => {
    const table = wythoffTable(5000);
    const want = Uint8Array.from(table, (x) => (x === 1 ? 1 : 0));
    for (const s of ['wythoff', 'beatty:(1+sqrt5)/2', 'cf:[1;(1)]'])
      expect(membership(parsed(s), 5000)).toEqual(want);
  });

  it('the membership table agrees with inSet on every kind of set', () => {
    for (const s of [
      'beatty:sqrt2',
      'cf:[3;(1,2)]',
      'mod:7:2,3,6',
      'finite:3,10,11',
      'beatty:(5+sqrt13)/3',
    ]) {
      const spec = parsed(s);
      const m = membership(spec, 600);
      for (let k = 0; k <= 600; k++) expect(m[k] === 1).toBe(inSet(spec, BigInt(k)));
    }
  });

  it('Beatty membership equals an exact search with integer squares, for heaps up to 10^12', () => {
    const alphas = ['sqrt2', '(1+sqrt5)/2', '2+sqrt3', '(3+sqrt7)/2', '1+sqrt2/3', 'sqrt1000003'].map((a) =>
      alphaOf(parsed(`beatty:${a}`))!,
    );
    fc.assert(
      fc.property(fc.constantFrom(...alphas), fc.bigInt({ min: 1n, max: 10n ** 12n }), (alpha, k) => {
        const spec: SetSpec = { kind: 'beatty', alpha };
        expect(inSet(spec, k)).toBe(inBeattyBySearch(alpha, k));
      }),
      { numRuns: 400 },
    );
    // and around 10^12 densely, where a float would blur ⌊nα⌋
    const phi = alphas[1];
    for (let k = 10n ** 12n - 200n; k <= 10n ** 12n; k++)
      expect(inSet({ kind: 'beatty', alpha: phi }, k)).toBe(inBeattyBySearch(phi, k));
  });

  it('the complement of {⌊n√2⌋} is {⌊n(2+√2)⌋} (Beatty: 1/α + 1/β = 1)', () => {
    const s = parsed('beatty:sqrt2');
    const beta = alphaOf(parsed('beatty:2+sqrt2'))!;
    const m = membership(s, 3000);
    const comp = new Set<number>();
    for (let n = 1n; floorTimes(beta, n) <= 3000n; n++) comp.add(Number(floorTimes(beta, n)));
    for (let k = 1; k <= 3000; k++) expect(m[k] === 0).toBe(comp.has(k));
  });
});
