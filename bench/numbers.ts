/**
 * Benchmarks for exact numbers: dyadic arithmetic on 1000-bit denominators, sign expansions
 * and ordinal sums of numbers with 1000-sign (and 100,000-sign) expansions. Baselines are the
 * naive ways: general rationals reduced by gcd, reading signs by the simplicity rule one at a
 * time, ordinal sums by the definition, and the simplest number by trying q = 1, 2, 3, ...
 */
import { time, type BenchRow } from './harness';
import { analyze } from '../src/engine/api';
import { Dyadic, simplestBetween } from '../src/engine/arith/dyadic';
import { fromSigns, toSigns, valueBySimplicity } from '../src/engine/arith/signExpansion';
import { ordinalSum, ordinalSumByDefinition } from '../src/engine/arith/ordinalSum';

/** A deterministic stream of pseudo-random bits (xorshift), so runs compare. */
function randomBits(seed: number): (bits: number) => bigint {
  let s = seed >>> 0 || 1;
  const next = () => ((s ^= s << 13), (s ^= s >>> 17), (s ^= s << 5), s >>> 0);
  return (bits) => {
    let out = 0n;
    for (let i = 0; i < bits; i += 32) out = (out << 32n) | BigInt(next());
    return out >> BigInt(Math.max(0, Math.ceil(bits / 32) * 32 - bits));
  };
}

/** Odd numerators over 2^exp with a small integer part: sign expansions of about exp signs. */
function randomDyadics(count: number, exp: number, seed: number): Dyadic[] {
  const bits = randomBits(seed);
  return Array.from({ length: count }, (_, i) => Dyadic.of((bits(exp + 3) | 1n) * (i % 2 ? -1n : 1n), exp));
}

// The naive baseline for arithmetic: rationals p/q in lowest terms by Euclid's gcd.
type Rational = [bigint, bigint];
const gcd = (a: bigint, b: bigint): bigint => {
  a = a < 0n ? -a : a;
  while (b) [a, b] = [b, a % b];
  return a;
};
const ratAdd = ([a, b]: Rational, [c, d]: Rational): Rational => {
  const n = a * d + c * b;
  const q = b * d;
  const g = gcd(n, q) || 1n;
  return [n / g, q / g];
};
const ratCmp = ([a, b]: Rational, [c, d]: Rational) => (a * d < c * b ? -1 : a * d > c * b ? 1 : 0);

/** The naive sign expansion: walk down from 0, choosing the side of x at each step (one simplicity step per sign). */
function toSignsBySearch(x: Dyadic): string {
  let lower: Dyadic | null = null;
  let upper: Dyadic | null = null;
  let v = Dyadic.ZERO;
  let out = '';
  while (!v.eq(x)) {
    if (v.lt(x)) [out, lower] = [out + '+', v];
    else [out, upper] = [out + '-', v];
    v = simplestBetween(lower, upper)!;
  }
  return out;
}

/** The simplest number by trying q = 1, 2, 3, ... (the old loop; both ends finite, no integer inside). */
function simplestByLinearSearch(a: Dyadic, b: Dyadic): Dyadic {
  for (let k = 1; ; k++) {
    const c = Dyadic.of(a.shift(k).floor() + 1n, k);
    if (c.lt(b)) return c;
  }
}

export function numbersBench(): BenchRow[] {
  const rows: BenchRow[] = [];
  const N = 2000;
  const xs = randomDyadics(N, 1000, 1);
  const ys = randomDyadics(N, 1000, 2);
  const rx: Rational[] = xs.map((x) => [x.num, x.denominator]);
  const ry: Rational[] = ys.map((y) => [y.num, y.denominator]);

  const add = time(() => xs.map((x, i) => x.add(ys[i])), 5);
  const addNaive = time(() => rx.map((x, i) => ratAdd(x, ry[i])), 3);
  rows.push({
    operation: 'dyadic add',
    size: `${N} pairs, 1000-bit denominators`,
    ms: add.ms,
    baselineMs: addNaive.ms,
    note: 'baseline: p/q with gcd',
  });

  const cmp = time(() => xs.map((x, i) => x.cmp(ys[i])), 5);
  const cmpNaive = time(() => rx.map((x, i) => ratCmp(x, ry[i])), 5);
  rows.push({
    operation: 'dyadic cmp',
    size: `${N} pairs, 1000-bit denominators`,
    ms: cmp.ms,
    baselineMs: cmpNaive.ms,
    note: 'baseline: cross-multiplied p/q',
  });

  const few = xs.slice(0, 200);
  const lohi = few.map((x, i) => (x.lt(ys[i]) ? [x, ys[i]] : [ys[i], x]));
  const near = few.map((x) => [x, x.add(Dyadic.of(1n, 1000))]); // deep intervals: q near 1000
  const simple = time(() => near.map(([a, b]) => simplestBetween(a, b)), 3);
  const simpleNaive = time(() => near.map(([a, b]) => simplestByLinearSearch(a, b)), 1);
  rows.push({
    operation: 'simplest number between',
    size: '200 intervals of width 2^-1000',
    ms: simple.ms,
    baselineMs: simpleNaive.ms,
    note: 'baseline: q = 1, 2, 3, ...',
  });
  const wide = time(() => lohi.map(([a, b]) => simplestBetween(a, b)), 3);
  rows.push({ operation: 'simplest number between', size: '200 random 1000-bit intervals', ms: wide.ms });

  // The naive baselines are slow (quadratic), so these rows time 20 numbers both ways.
  const twenty = few.slice(0, 20);
  const signed = twenty.map(toSigns);
  const to = time(() => twenty.map(toSigns), 5);
  const toNaive = time(() => twenty.map(toSignsBySearch), 1);
  rows.push({
    operation: 'number → sign expansion',
    size: `20 numbers, ~${signed[0].length} signs`,
    ms: to.ms,
    baselineMs: toNaive.ms,
    note: 'baseline: walk down by the simplicity rule',
  });
  const from = time(() => signed.map(fromSigns), 5);
  const fromNaive = time(() => signed.map(valueBySimplicity), 1);
  rows.push({
    operation: 'sign expansion → number',
    size: `20 strings, ~${signed[0].length} signs`,
    ms: from.ms,
    baselineMs: fromNaive.ms,
    note: 'baseline: simplicity rule sign by sign',
  });
  const sum = time(() => twenty.map((x, i) => ordinalSum(x, ys[i])), 5);
  const sumDef = time(() => twenty.map((x, i) => ordinalSumByDefinition(x, ys[i])), 1);
  rows.push({
    operation: 'ordinal sum x:y',
    size: '20 pairs, ~1000 + 1000 signs',
    ms: sum.ms,
    baselineMs: sumDef.ms,
    note: 'baseline: G:H = {G^L, G:H^L | G^R, G:H^R}',
  });

  const big = randomDyadics(2, 49_990, 3);
  const huge = time(() => ordinalSum(big[0], big[1]), 3);
  rows.push({
    operation: 'ordinal sum x:y',
    size: `~${(toSigns(big[0]).length * 2).toLocaleString('en')} signs (the limit)`,
    ms: huge.ms,
  });

  for (const [label, x, y] of [
    ['~1000 + 1000 signs', xs[0], ys[0]],
    ['~2500 + 2500 signs', randomDyadics(1, 2500, 4)[0], randomDyadics(1, 2490, 5)[0]],
    ['~50,000 + 50,000 signs', big[0], big[1]],
  ] as const) {
    const req = time(
      () => analyze({ game: 'numbers', op: 'ordinalSum', base: x.toString(), exponent: y.toString() }),
      3,
    );
    const r = req.result;
    const steps =
      r.ok && r.derivation
        ? `${(r.derivation as { steps: unknown[] }).steps.length} steps`
        : 'no walkthrough (over the limit)';
    const bytes = JSON.stringify(r).length;
    rows.push({
      operation: 'numbers/ordinalSum request',
      size: label,
      ms: req.ms,
      note: `${steps}, ${(bytes / 1024).toFixed(0)} KiB as JSON`,
    });
  }
  return rows;
}
