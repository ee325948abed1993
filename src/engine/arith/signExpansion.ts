/**
 * Sign expansions (Hackenbush strings) of dyadic numbers, both ways, exact at any length.
 *
 * Convention: a sign expansion is a string of '+' and '-', read from the ground up; '+' is a
 * blue edge (Left's), '-' a red edge (Right's). The empty string is 0 = { | }.
 *
 * Its value is given by the simplicity rule: start with the interval (-∞, ∞) and the value 0;
 * a '+' moves the lower end up to the current value, a '-' moves the upper end down to it,
 * and the new value is the simplest number strictly inside the new interval (Definition 2.1
 * of flipping-coins.txt). `valueBySimplicity` does exactly that; `fromSigns` uses the closed
 * form it amounts to, Berlekamp's rule: the first run of r equal signs is worth ±r, and every
 * later sign is worth ±1/2, ±1/4, ±1/8, ... in turn.
 *
 * Conversely (`toSigns`), for x > 0 (x < 0 mirrors with the signs swapped): an integer n is n
 * pluses; otherwise write x = n + 0.b1 b2 … bk in binary (bk = 1): the expansion is n+1 pluses,
 * one minus, then b1 … b(k-1) with 1 → '+' and 0 → '-'. E.g. 5/8 = 0.101₂ → "+-+-",
 * -11/16 → "-+-+-". Its length is n + k + 1 (n for integers): `signLength`.
 */
import { fail, ok, type Result } from '../result';
import { Dyadic, simplestBetween } from './dyadic';

export type Sign = '+' | '-';

/** Number of signs in the expansion of x, without building it (to check size limits first). */
export function signLength(x: Dyadic): bigint {
  const a = x.sign() < 0 ? x.neg() : x;
  return a.isInteger() ? a.num : a.floor() + BigInt(a.exp) + 1n;
}

/** The sign expansion of x ('+'/'-' string). Linear in its length. */
export function toSigns(x: Dyadic): string {
  if (x.sign() < 0) return swapSigns(toSigns(x.neg()));
  const n = x.floor();
  if (x.isInteger()) return '+'.repeat(Number(n));
  const fraction = x.num - (n << BigInt(x.exp)); // 0.b1…bk as an integer of k bits
  const bits = fraction.toString(2).padStart(x.exp, '0');
  const tail = bits.slice(0, -1).replace(/1/g, '+').replace(/0/g, '-');
  return '+'.repeat(Number(n) + 1) + '-' + tail;
}

/** The value of a sign expansion by Berlekamp's rule. Linear in its length. */
export function fromSigns(signs: string): Dyadic {
  if (signs.length === 0) return Dyadic.ZERO;
  const first = signs[0];
  let r = 1;
  while (r < signs.length && signs[r] === first) r++;
  const m = signs.length - r; // signs after the first run, worth ±2^-1 … ±2^-m
  const sgn = first === '+' ? 1n : -1n;
  if (m === 0) return Dyadic.int(sgn * BigInt(r));
  // Σ t_j 2^(m-j) over j = 1..m, t_j = ±1, equals 2P - (2^m - 1) where P has a 1 bit for each '+'.
  const bits = signs.slice(r).replace(/\+/g, '1').replace(/-/g, '0');
  const p = BigInt('0b' + bits);
  const tail = 2n * p - ((1n << BigInt(m)) - 1n);
  return Dyadic.of(sgn * BigInt(r) * (1n << BigInt(m)) + tail, m);
}

/** The interval (lower, upper) (null = ∓∞) after reading the first `read` signs, and the value read so far. */
export interface ReadFrame {
  lower: Dyadic | null;
  upper: Dyadic | null;
  value: Dyadic;
}

/**
 * The state of the simplicity-rule reading after `read` signs: the lower end is the value of
 * the prefix before the last '+' read, the upper end that before the last '-'; the value is
 * the simplest number between them. Costs O(length), so frames can be taken anywhere.
 */
export function readFrame(signs: string, read: number): ReadFrame {
  const seen = signs.slice(0, read);
  const lastPlus = seen.lastIndexOf('+');
  const lastMinus = seen.lastIndexOf('-');
  const lower = lastPlus < 0 ? null : fromSigns(seen.slice(0, lastPlus));
  const upper = lastMinus < 0 ? null : fromSigns(seen.slice(0, lastMinus));
  const value = simplestBetween(lower, upper);
  if (!value) throw new Error(`readFrame: empty interval after ${read} signs`);
  return { lower, upper, value };
}

/** The value by the simplicity rule, sign by sign (the definition; quadratic, for checks and small strings). */
export function valueBySimplicity(signs: string): Dyadic {
  let lower: Dyadic | null = null;
  let upper: Dyadic | null = null;
  let value = Dyadic.ZERO;
  for (const s of signs) {
    if (s === '+') lower = value;
    else upper = value;
    const next = simplestBetween(lower, upper);
    if (!next) throw new Error('valueBySimplicity: empty interval');
    value = next;
  }
  return value;
}

export function swapSigns(signs: string): string {
  return signs.replace(/[+-]/g, (s) => (s === '+' ? '-' : '+'));
}

/**
 * Read a typed sign expansion: '+' and '-' (also the minus sign '−'), nothing else.
 * Errors name the first offending character and its 0-based position.
 */
export function parseSigns(text: string): Result<string> {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '+' || c === '-') out += c;
    else if (c === '\u2212') out += '-';
    else
      return fail('bad_field', `a sign expansion holds only + and -; found '${c}' at position ${i + 1}`, {
        at: i,
      });
  }
  return ok(out);
}

/** The inverse of parseSigns: the signs as + and - (the minus sign written as '-'). */
export const makeSigns = (signs: string): string => signs.replace(/\u2212/g, '-');
