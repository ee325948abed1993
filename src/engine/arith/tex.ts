/**
 * TeX for captions: dyadic numbers, intervals and sign strings. Long values are shortened
 * for reading (the exact values travel in the step state, never only in a caption).
 */
import type { Dyadic } from './dyadic';

const LONG = 40;

function digits(n: bigint): string {
  const s = n.toString();
  return s.length <= LONG ? s : `${s.slice(0, 12)}\\ldots${s.slice(-6)}\\ (${s.length}\\text{ digits})`;
}

/** 3 → "3", -11/16 → "-\frac{11}{16}"; a huge denominator is written 2^{k}. */
export function texNumber(d: Dyadic): string {
  if (d.isInteger()) return digits(d.num);
  const sign = d.sign() < 0 ? '-' : '';
  const p = d.num < 0n ? -d.num : d.num;
  const q = d.exp <= 40 ? d.denominator.toString() : `2^{${d.exp}}`;
  return `${sign}\\frac{${digits(p)}}{${q}}`;
}

/** A "p/q" string (or null for an infinite end) as TeX. */
export function texEnd(d: Dyadic | null, side: 'lower' | 'upper'): string {
  if (d === null) return side === 'lower' ? '-\\infty' : '\\infty';
  return texNumber(d);
}

export function texInterval(lo: Dyadic | null, hi: Dyadic | null): string {
  return `(${texEnd(lo, 'lower')},\\ ${texEnd(hi, 'upper')})`;
}

/** "+-+" → "{+}{-}{+}" (braces keep TeX from spacing signs as operators); long strings shortened. */
export function texSigns(signs: string): string {
  if (signs.length === 0) return '\\varnothing';
  const brace = (s: string) => [...s].map((c) => `{${c}}`).join('');
  if (signs.length <= 32) return brace(signs);
  return `${brace(signs.slice(0, 12))}\\ldots${brace(signs.slice(-12))}\\ (${signs.length}\\text{ signs})`;
}

/** The game {lefts | rights} in TeX, e.g. "\{0, \frac12 \mid 1\}". */
export function texGame(lefts: (Dyadic | null)[], rights: (Dyadic | null)[]): string {
  const list = (xs: (Dyadic | null)[]) =>
    xs
      .filter((x): x is Dyadic => x !== null)
      .map(texNumber)
      .join(', ');
  const l = list(lefts);
  const r = list(rights);
  return `\\{${l || '\\,'} \\mid ${r || '\\,'}\\}`;
}
