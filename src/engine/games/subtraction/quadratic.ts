/**
 * Exact real quadratic irrationals (a + b√d)/c on BigInt, for Beatty sets: α written as an
 * expression ("(1+sqrt5)/2", "2+sqrt3") or as a periodic continued fraction ("[1;(2)]") is
 * turned into one normal form, and ⌊k·α⌋ is decided with integer square roots only.
 * Never floating point: every floor here is exact for integers of any size.
 */
import { isqrt } from '../goldennugget/wythoff';

/** (a + b√d)/c with c > 0; b = 0 (and then d = 1) means a rational. */
export interface Quad {
  a: bigint;
  b: bigint;
  d: bigint;
  c: bigint;
}

const abs = (x: bigint) => (x < 0n ? -x : x);

function gcd(x: bigint, y: bigint): bigint {
  x = abs(x);
  y = abs(y);
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** ⌊x / y⌋ for y > 0. */
export function floorDiv(x: bigint, y: bigint): bigint {
  const q = x / y;
  return x % y !== 0n && x < 0n ? q - 1n : q;
}

/** n = m²·d with d squarefree (n ≥ 1): [m, d]. Trial division (n is at most ~10^12 here). */
export function squarefree(n: bigint): [bigint, bigint] {
  let m = 1n;
  let d = n;
  for (let f = 2n; f * f <= d; f++) {
    while (d % (f * f) === 0n) {
      d /= f * f;
      m *= f;
    }
  }
  return [m, d];
}

/** The normal form: c > 0, gcd(a, b, c) = 1, b = 0 and d = 1 when rational. */
export function normal(q: Quad): Quad {
  let { a, b, d, c } = q;
  if (c === 0n) throw new RangeError('division by zero');
  if (d <= 1n || b === 0n) {
    b = 0n;
    d = 1n;
  }
  if (c < 0n) {
    a = -a;
    b = -b;
    c = -c;
  }
  const g = gcd(gcd(a, b), c);
  return { a: a / g, b: b / g, d, c: c / g };
}

export const isRational = (q: Quad): boolean => q.b === 0n || q.d <= 1n;

export const rational = (n: bigint, m = 1n): Quad => normal({ a: n, b: 0n, d: 1n, c: m });

/** √n for an integer n ≥ 0, as m√d with d squarefree (a rational when n is a square). */
export function sqrtOf(n: bigint): Quad {
  if (n < 0n) throw new RangeError('square root of a negative number');
  if (n === 0n) return rational(0n);
  const [m, d] = squarefree(n);
  return d === 1n ? rational(m) : { a: 0n, b: m, d, c: 1n };
}

/** The common radicand of two elements, or null when they use different square roots. */
function radicand(x: Quad, y: Quad): bigint | null {
  if (isRational(x)) return y.d;
  if (isRational(y)) return x.d;
  return x.d === y.d ? x.d : null;
}

/** x + y, or null when x and y lie in different fields Q(√d). */
export function add(x: Quad, y: Quad): Quad | null {
  const d = radicand(x, y);
  if (d === null) return null;
  return normal({ a: x.a * y.c + y.a * x.c, b: x.b * y.c + y.b * x.c, d, c: x.c * y.c });
}

export const negate = (x: Quad): Quad => normal({ a: -x.a, b: -x.b, d: x.d, c: x.c });

export function sub(x: Quad, y: Quad): Quad | null {
  return add(x, negate(y));
}

export function mul(x: Quad, y: Quad): Quad | null {
  const d = radicand(x, y);
  if (d === null) return null;
  return normal({ a: x.a * y.a + x.b * y.b * d, b: x.a * y.b + x.b * y.a, d, c: x.c * y.c });
}

/** 1/x (x ≠ 0): c/(a + b√d) = c(a − b√d)/(a² − b²d). */
export function inverse(x: Quad): Quad {
  const den = x.a * x.a - x.b * x.b * x.d;
  if (den === 0n) throw new RangeError('division by zero');
  return normal({ a: x.c * x.a, b: -x.c * x.b, d: x.d, c: den });
}

export function div(x: Quad, y: Quad): Quad | null {
  return mul(x, inverse(y));
}

/** ⌊b√d⌋ exactly (d not a square when b ≠ 0). */
function floorSurd(b: bigint, d: bigint): bigint {
  if (b === 0n) return 0n;
  const r = isqrt(b * b * d);
  // b√d is irrational, never an integer: for b < 0 the floor is −⌈|b|√d⌉ = −r − 1
  return b > 0n ? r : -r - 1n;
}

/** ⌊k·x⌋ exactly, for an integer k (k = 1: ⌊x⌋). */
export function floorTimes(x: Quad, k: bigint): bigint {
  if (isRational(x)) return floorDiv(k * x.a, x.c);
  // ⌊(ka + s)/c⌋ = ⌊(ka + ⌊s⌋)/c⌋ for c > 0 and ka an integer
  return floorDiv(k * x.a + floorSurd(k * x.b, x.d), x.c);
}

/** Is x > 0? */
export function positive(x: Quad): boolean {
  if (isRational(x)) return x.a > 0n;
  const aPos = x.a >= 0n;
  const bPos = x.b > 0n;
  if (aPos && bPos) return true;
  if (!aPos && !bPos) return false;
  const aBigger = x.a * x.a > x.b * x.b * x.d; // |a| > |b|√d (never equal: √d irrational)
  return aPos ? aBigger : !aBigger;
}

/**
 * A periodic continued fraction [a0; pre..., (period...)] as a quadratic irrational (a finite
 * one is rational, so the period must not be empty). The purely periodic tail y = [p1; ..., pk, y]
 * solves Q_k y² + (Q_{k−1} − P_k) y − P_{k−1} = 0 (P, Q the period's convergents); y is its
 * positive root.
 */
export function fromContinuedFraction(a0: number, pre: readonly number[], period: readonly number[]): Quad {
  if (period.length === 0) throw new RangeError('a finite continued fraction is rational');
  let [p1, p0] = [1n, 0n];
  let [q1, q0] = [0n, 1n];
  for (const t of period) {
    [p1, p0] = [BigInt(t) * p1 + p0, p1];
    [q1, q0] = [BigInt(t) * q1 + q0, q1];
  }
  const A = q1;
  const B = q0 - p1;
  const C = -p0;
  // y = (−B + √(B² − 4AC)) / (2A)
  const y = div(add(rational(-B), sqrtOf(B * B - 4n * A * C))!, rational(2n * A))!;
  // α = [a0; pre..., y], evaluated from the inside: x ← t + 1/x
  let x = y;
  for (const t of [a0, ...pre].reverse()) x = add(rational(BigInt(t)), inverse(x))!;
  return x;
}
