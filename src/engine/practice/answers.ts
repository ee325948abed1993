/**
 * Readers for typed answers. Generous in form (spaces, "+1/2", "2/4", "−3", "0.5", a move as
 * "3-5", "3 5", "(3, 5)" or "[3,5]"), strict in meaning: anything else is a message for the
 * student, with `at` where the problem is. Nothing here throws, whatever is typed.
 */
import type { Dyadic } from '../arith/dyadic';
import { fail, ok, type Result } from '../result';

/** Longer numbers are refused with a message (no answer here needs more digits). */
export const MAX_DIGITS = 30;
/** Longer answers are refused before they are read. */
export const MAX_ANSWER_LENGTH = 200;

/** An exact rational in lowest terms, den > 0 (a student may type 1/3: wrong, not invalid). */
export interface Fraction {
  num: bigint;
  den: bigint;
}

const MINUS = /[\u2212\u2012\u2013\u2014]/g;

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  while (b) [a, b] = [b, a % b];
  return a;
}

function tooLong(digits: string, at: number): Result<never> | null {
  return digits.length > MAX_DIGITS
    ? fail('too_large', `that number has ${digits.length} digits; answers here need at most ${MAX_DIGITS}`, {
        at,
      })
    : null;
}

/** "p", "p/q", "+p/q", "-p / q" or a decimal "0.375": a fraction in lowest terms. */
export function readFraction(text: string): Result<Fraction> {
  const t = text.replace(MINUS, '-').trim();
  if (t === '') return fail('bad_field', 'type a number, like 3/4 or -2', { at: 0 });
  const dec = /^([+-]?)(\d*)\.(\d+)$/.exec(t);
  if (dec) {
    const long = tooLong(dec[2] + dec[3], 0);
    if (long) return long;
    const sign = dec[1] === '-' ? -1n : 1n;
    return ok(lowest(sign * BigInt((dec[2] || '0') + dec[3]), 10n ** BigInt(dec[3].length)));
  }
  const m = /^([+-]?)\s*(\d+)(?:\s*\/\s*([+-]?)\s*(\d+))?$/.exec(t);
  if (!m) {
    const bad = [...t].findIndex((c) => !/[\d\s/+\-.]/.test(c));
    if (bad >= 0)
      return fail(
        'bad_field',
        `a number here is p or p/q (like -3/8); '${t[bad]}' at position ${bad + 1} does not belong in one`,
        { at: text.indexOf(t[bad]) },
      );
    return fail('bad_field', `“${t}” is not a number of the form p or p/q (like -3/8)`, { at: 0 });
  }
  const long = tooLong(m[2], 0) ?? (m[4] !== undefined ? tooLong(m[4], text.indexOf('/') + 1) : null);
  if (long) return long;
  const den = m[4] === undefined ? 1n : BigInt(m[4]);
  if (den === 0n)
    return fail('bad_field', 'the denominator is 0: a fraction p/q needs q other than 0', {
      at: Math.max(text.indexOf('/') + 1, 0),
    });
  const negative = (m[1] === '-') !== (m[3] === '-');
  return ok(lowest((negative ? -1n : 1n) * BigInt(m[2]), den));
}

/**
 * A fraction where every value is a dyadic rational (flipping lines, Numbers): 1/3 is refused
 * with a message beside the input, not scored, since no answer here could have that denominator.
 */
export function readDyadicFraction(text: string): Result<Fraction> {
  const read = readFraction(text);
  if (!read.ok) return read;
  const den = read.value.den;
  if ((den & (den - 1n)) !== 0n)
    return fail(
      'bad_field',
      `${fractionText(read.value)} cannot be a value here: denominators are powers of 2 (1, 2, 4, 8, …)`,
      { at: 0 },
    );
  return read;
}

function lowest(num: bigint, den: bigint): Fraction {
  const g = gcd(num, den) || 1n;
  return { num: num / g, den: den / g };
}

export function equalsDyadic(f: Fraction, d: Dyadic): boolean {
  return f.num * d.denominator === d.num * f.den;
}

export function fractionText(f: Fraction): string {
  return f.den === 1n ? f.num.toString() : `${f.num}/${f.den}`;
}

/** A whole number ≥ 0, "+3" and spaces allowed. */
export function readWhole(text: string): Result<number> {
  const t = text.replace(MINUS, '-').trim();
  const m = /^\+?\s*(\d+)$/.exec(t);
  if (!m) {
    if (/^-\s*\d+$/.test(t))
      return fail('bad_field', 'the answer here is a whole number 0, 1, 2, …: not negative', { at: 0 });
    return fail(
      'bad_field',
      `type a whole number, like 5 (“${t.length > 20 ? t.slice(0, 20) + '…' : t}” is not one)`,
      { at: 0 },
    );
  }
  const long = tooLong(m[1].replace(/^0+(?=\d)/, ''), 0);
  if (long) return long;
  const n = Number(m[1]);
  if (!Number.isSafeInteger(n))
    return fail('too_large', 'that number is too large to be an answer here', { at: 0 });
  return ok(n);
}

/** Two whole numbers, optionally after a component: "3-5", "2: 3 5", "line 2: (3, 5)", "heap 1 to 7". */
export interface Pair {
  /** 1-based component when one was typed */
  component?: number;
  a: number;
  b: number;
}

const PAIR =
  /^(?:(?:line|strap|heap|row|component)?\s*#?\s*(\d+)\s*[:;]\s*)?[([]?\s*(\d+)\s*(?:-|,|\s|to|\u2192|->)\s*(\d+)\s*[)\]]?$/i;

export function readPair(text: string, how: string): Result<Pair> {
  const t = text.replace(MINUS, '-').replace(/\s+/g, ' ').trim();
  const m = PAIR.exec(t);
  if (!m) return fail('bad_field', `type ${how}`, { at: 0 });
  const parts = [m[1], m[2], m[3]];
  for (const p of parts)
    if (p !== undefined && p.length > 9)
      return fail('too_large', 'those numbers are far larger than this position', { at: 0 });
  return ok({ component: m[1] === undefined ? undefined : Number(m[1]), a: Number(m[2]), b: Number(m[3]) });
}

/** One of a few choices, by its value or any of its synonyms (case and spaces ignored). */
export function readChoice<C extends string>(
  text: string,
  synonyms: Readonly<Record<C, readonly string[]>>,
  how: string,
): Result<C> {
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ').replace(/[.!]$/, '');
  for (const [value, words] of Object.entries(synonyms) as [C, readonly string[]][]) {
    if (t === value.toLowerCase() || words.includes(t)) return ok(value);
  }
  return fail('bad_field', `answer ${how}`, { at: 0 });
}
