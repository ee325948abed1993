/**
 * Dyadic rationals p / 2^k on BigInt: the numbers of short partizan games.
 * Always in lowest terms (p odd, or k = 0), so structural equality is value equality.
 */
import { fail, ok, type Result } from '../result';

export class Dyadic {
  /** numerator */
  readonly num: bigint;
  /** the denominator is 2^exp */
  readonly exp: number;

  private constructor(num: bigint, exp: number) {
    this.num = num;
    this.exp = exp;
  }

  static readonly ZERO = new Dyadic(0n, 0);
  static readonly ONE = new Dyadic(1n, 0);
  static readonly MINUS_ONE = new Dyadic(-1n, 0);
  static readonly HALF = new Dyadic(1n, 1);

  /** num / 2^exp, reduced. */
  static of(num: bigint | number, exp = 0): Dyadic {
    let n = BigInt(num);
    let e = exp;
    if (e < 0) return new Dyadic(n << BigInt(-e), 0);
    if (n === 0n) return Dyadic.ZERO;
    if (e > 0 && (n & 1n) === 0n) {
      // one shift, not one per bit: huge powers of two stay linear
      const tz = Math.min(e, trailingZeros(n));
      n >>= BigInt(tz);
      e -= tz;
    }
    return new Dyadic(n, e);
  }

  static int(n: bigint | number): Dyadic {
    return Dyadic.of(n, 0);
  }

  get denominator(): bigint {
    return 1n << BigInt(this.exp);
  }

  isInteger(): boolean {
    return this.exp === 0;
  }

  sign(): -1 | 0 | 1 {
    return this.num > 0n ? 1 : this.num < 0n ? -1 : 0;
  }

  neg(): Dyadic {
    return this.num === 0n ? this : new Dyadic(-this.num, this.exp);
  }

  abs(): Dyadic {
    return this.num < 0n ? this.neg() : this;
  }

  add(o: Dyadic): Dyadic {
    if (this.exp === o.exp) return Dyadic.of(this.num + o.num, this.exp);
    if (this.exp > o.exp) return new Dyadic(this.num + (o.num << BigInt(this.exp - o.exp)), this.exp);
    return new Dyadic((this.num << BigInt(o.exp - this.exp)) + o.num, o.exp);
  }

  sub(o: Dyadic): Dyadic {
    return this.add(o.neg());
  }

  mul(o: Dyadic): Dyadic {
    return Dyadic.of(this.num * o.num, this.exp + o.exp);
  }

  /** this * 2^k (k may be negative). */
  shift(k: number): Dyadic {
    if (k < 0) return Dyadic.of(this.num, this.exp - k);
    if (k <= this.exp) return new Dyadic(this.num, this.exp - k);
    return new Dyadic(this.num << BigInt(k - this.exp), 0);
  }

  half(): Dyadic {
    return Dyadic.of(this.num, this.exp + 1);
  }

  cmp(o: Dyadic): -1 | 0 | 1 {
    const e = Math.max(this.exp, o.exp);
    const a = this.num << BigInt(e - this.exp);
    const b = o.num << BigInt(e - o.exp);
    return a < b ? -1 : a > b ? 1 : 0;
  }

  eq(o: Dyadic): boolean {
    return this.num === o.num && this.exp === o.exp;
  }

  lt(o: Dyadic): boolean {
    return this.cmp(o) < 0;
  }

  le(o: Dyadic): boolean {
    return this.cmp(o) <= 0;
  }

  /** Largest integer ≤ this. */
  floor(): bigint {
    return this.num >> BigInt(this.exp);
  }

  /** Smallest integer ≥ this. */
  ceil(): bigint {
    return -(-this.num >> BigInt(this.exp));
  }

  /** Machine form "p/q" in lowest terms ("3", "-11/16"). */
  toString(): string {
    return this.exp === 0 ? this.num.toString() : `${this.num}/${this.denominator}`;
  }

  /** A float for drawing only (never for game values). */
  toNumberApprox(): number {
    // keep the top 64 bits so that 1000-bit numerators and denominators give a finite float
    const bits = (this.num < 0n ? -this.num : this.num).toString(2).length;
    const drop = Math.max(0, bits - 64);
    return Number(this.num >> BigInt(drop)) * 2 ** (drop - this.exp);
  }
}

/** Number of trailing zero bits of n ≠ 0. */
function trailingZeros(n: bigint): number {
  const m = n < 0n ? -n : n;
  return (m & -m).toString(2).length - 1;
}

const DYADIC_RE = /^\s*([+-]?)(\d+)(?:\s*\/\s*(\d+)(?:\s*\^\s*(\d+))?)?\s*$/;
/** The largest k in a typed denominator 2^k (as the calculator's literals, 100,000 bits). */
const MAX_POWER = 100_000;

/**
 * Parse "p", "p/q" with q a power of two (not necessarily in lowest terms: "2/4" is 1/2),
 * "p/2^k", or a terminating binary decimal such as "0.375". Errors name the offending position.
 * makeDyadic writes the canonical spelling back ("p/q" in lowest terms).
 */
export function parseDyadic(text: string): Result<Dyadic> {
  const dec = /^\s*([+-]?)(\d*)\.(\d+)\s*$/.exec(text);
  if (dec) {
    const digits = dec[3];
    const n = BigInt((dec[2] || '0') + digits);
    // value = n / 10^d = n / (2^d 5^d): dyadic iff 5^d divides n.
    const five = 5n ** BigInt(digits.length);
    if (n % five !== 0n)
      return fail(
        'bad_field',
        `${text.trim()} is not a dyadic rational (its denominator is not a power of 2)`,
        { at: 0 },
      );
    const v = Dyadic.of(n / five, digits.length);
    return ok(dec[1] === '-' ? v.neg() : v);
  }
  const m = DYADIC_RE.exec(text);
  if (!m) {
    const bad = [...text].findIndex((c) => !/[\d\s/+\-.^]/.test(c));
    return fail(
      'bad_field',
      bad >= 0
        ? `unexpected character '${text[bad]}' at position ${bad + 1}`
        : `'${text}' is not a number of the form p, p/q or p/2^k`,
      { at: Math.max(bad, 0) },
    );
  }
  const p = BigInt(m[2]);
  let exp = 0;
  if (m[4] !== undefined) {
    const k = Number(m[4]);
    if (m[3] !== '2')
      return fail(
        'bad_field',
        `a power in the denominator must be a power of 2, such as 2^${m[4]} (got ${m[3]}^${m[4]})`,
        { at: text.indexOf('/') + 1 },
      );
    if (k > MAX_POWER)
      return fail(
        'too_large',
        `2^${m[4]} is too large a denominator: at most 2^${MAX_POWER.toLocaleString('en')}`,
        { at: text.indexOf('^') + 1 },
      );
    const v = Dyadic.of(p, k);
    return ok(m[1] === '-' ? v.neg() : v);
  }
  if (m[3] !== undefined) {
    let q = BigInt(m[3]);
    if (q === 0n) return fail('bad_field', 'division by zero', { at: text.indexOf('/') });
    exp = trailingZeros(q);
    q >>= BigInt(exp);
    if (q !== 1n) {
      if (p % q !== 0n)
        return fail('bad_field', `denominator ${m[3]} is not a power of 2`, { at: text.indexOf('/') + 1 });
      const v = Dyadic.of(p / q, exp);
      return ok(m[1] === '-' ? v.neg() : v);
    }
  }
  const v = Dyadic.of(p, exp);
  return ok(m[1] === '-' ? v.neg() : v);
}

/** The inverse of parseDyadic: "p" or "p/q" in lowest terms. */
export const makeDyadic = (x: Dyadic): string => x.toString();

/**
 * The simplest number strictly between lo and hi (null = -∞ / +∞), by the simplicity rule:
 * an integer of least magnitude if one fits, otherwise the dyadic with the smallest
 * denominator. Returns null when lo ≥ hi (no number fits).
 */
export function simplestBetween(lo: Dyadic | null, hi: Dyadic | null): Dyadic | null {
  if (lo && hi && !lo.lt(hi)) return null;
  // Integers first: 0 if it fits, else the integer nearest 0 in the interval.
  const zeroFits = (!lo || lo.sign() < 0) && (!hi || hi.sign() > 0);
  if (zeroFits) return Dyadic.ZERO;
  if (!hi || (lo && lo.sign() >= 0)) {
    // interval lies in (lo, ∞) with lo ≥ 0
    const n = lo!.floor() + 1n;
    if (!hi || Dyadic.int(n).lt(hi)) return Dyadic.int(n);
  } else {
    // interval lies in (-∞, hi) with hi ≤ 0
    const n = hi.ceil() - 1n;
    if (!lo || lo.lt(Dyadic.int(n))) return Dyadic.int(n);
  }
  // Both ends finite and no integer strictly inside: find the least k with a multiple of
  // 2^-k strictly inside; the first such multiple is unique and is the simplest. If one fits
  // at k, one fits at k + 1, and one fits at k = (larger denominator exponent) + 1, so the
  // least k is found by binary search (O(log) big-number steps, not one per bit).
  const a = lo!;
  const b = hi!;
  const firstAbove = (k: number) => Dyadic.of(a.shift(k).floor() + 1n, k);
  let bad = 0; // no multiple of 2^-bad fits (no integer does)
  let good = Math.max(a.exp, b.exp) + 1;
  while (good - bad > 1) {
    const mid = (bad + good) >>> 1;
    if (firstAbove(mid).lt(b)) good = mid;
    else bad = mid;
  }
  return firstAbove(good);
}
