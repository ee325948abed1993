/**
 * Complementary Subtraction (the paper's Section 6): a set S of positive integers is Left's
 * subtraction set and its complement is Right's. From a blue heap of n Left removes any
 * s ∈ S (s ≤ n) and Right any c ∉ S; a red heap is the negative (the roles swap).
 *
 * The set's notation, one string readable in a URL:
 *   wythoff                       Wythoff's A = {⌊nφ⌋} (Golden Nugget itself)
 *   beatty:<α>                    {⌊nα⌋ : n ≥ 1}, α a quadratic irrational > 1:
 *                                 beatty:sqrt2, beatty:(1+sqrt5)/2, beatty:2+sqrt3
 *   cf:[a0;a1,...,(p1,...,pk)]    the same, α a continued fraction with a repeating part
 *   mod:p:t1,t2,...               the n whose residue mod p is one of t1, t2, ... (1 ≤ t < p)
 *   finite:s1,s2,...              a finite set
 * makeSet writes the one canonical spelling back (α in normal form, lists sorted).
 */
import { fail, ok, type Result } from '../../result';
import {
  fromContinuedFraction,
  floorTimes,
  inverse,
  isRational,
  positive,
  sub,
  rational,
  type Quad,
} from './quadratic';
import { makeQuad, parseQuad } from './quadraticParse';

export const SET_KINDS = ['wythoff', 'beatty', 'cf', 'mod', 'finite'] as const;
export type SetKind = (typeof SET_KINDS)[number];

export type SetSpec =
  | { kind: 'wythoff' }
  | { kind: 'beatty'; alpha: Quad }
  | { kind: 'cf'; a0: number; pre: number[]; period: number[] }
  | { kind: 'mod'; p: number; residues: number[] }
  | { kind: 'finite'; values: number[] };

/** Limits of the notation. */
export const MAX_MODULUS = 1_000_000;
export const MAX_LIST = 1000;
export const MAX_FINITE_VALUE = 1_000_000_000;
export const MAX_CF_TERM = 1_000_000;
export const MAX_CF_TERMS = 24;

/** φ = (1 + √5)/2. */
export const PHI: Quad = { a: 1n, b: 1n, d: 5n, c: 2n };

/** A list of positive integers "1,3,5" (at least one), each read at its offset. */
function parseList(text: string, offset: number, what: string, max: number): Result<number[]> {
  if (text.trim() === '') return fail('bad_field', `the list of ${what} is empty`, { at: offset });
  const out: number[] = [];
  let at = offset;
  for (const part of text.split(',')) {
    const m = /^\s*(\d+)\s*$/.exec(part);
    if (!m)
      return fail('bad_field', `${what}: write whole numbers separated by commas (got "${part}")`, { at });
    if (m[1].length > 10 || Number(m[1]) > max)
      return fail('too_large', `${what} go up to ${max.toLocaleString('en')} here (got ${m[1]})`, { at });
    out.push(Number(m[1]));
    at += part.length + 1;
  }
  if (out.length > MAX_LIST) return fail('too_large', `at most ${MAX_LIST} ${what} here`, { at: offset });
  return ok(out);
}

const sortedUnique = (xs: readonly number[]) => [...new Set(xs)].sort((a, b) => a - b);

/** α must be irrational and > 1. */
function checkAlpha(alpha: Quad, at: number): Result<Quad> {
  if (isRational(alpha))
    return fail('bad_field', `α = ${makeQuad(alpha)} is rational; a Beatty set needs an irrational α`, {
      at,
    });
  if (!positive(sub(alpha, rational(1n))!))
    return fail('bad_field', `α = ${makeQuad(alpha)} is less than 1; a Beatty set needs α > 1`, { at });
  return ok(alpha);
}

function parseCf(body: string, offset: number): Result<SetSpec> {
  const m = /^\s*\[\s*(\d+)\s*(?:;([^()]*?)\s*(?:\(([^()]*)\))?\s*)?\]\s*$/.exec(body);
  if (!m)
    return fail(
      'bad_field',
      'write a continued fraction as [a0; a1, a2, (p1, p2)], the repeating part in brackets',
      {
        at: offset,
      },
    );
  const a0 = Number(m[1]);
  if (m[1].length > 7 || a0 > MAX_CF_TERM)
    return fail('too_large', `terms go up to ${MAX_CF_TERM}`, { at: offset });
  const preText = (m[2] ?? '').trim().replace(/,$/, '');
  const pre =
    preText === '' ? ok([]) : parseList(preText, offset + body.indexOf(';') + 1, 'terms', MAX_CF_TERM);
  if (!pre.ok) return pre;
  if (m[3] === undefined)
    return fail(
      'bad_field',
      'a continued fraction without a repeating part is rational; put the repeating part in brackets, e.g. [1;(2)]',
      {
        at: offset,
      },
    );
  const period = parseList(m[3], offset + body.indexOf('(') + 1, 'terms', MAX_CF_TERM);
  if (!period.ok) return period;
  const terms = [...pre.value, ...period.value];
  if (terms.some((t) => t < 1)) return fail('bad_field', 'the terms after a0 are at least 1', { at: offset });
  if (terms.length + 1 > MAX_CF_TERMS)
    return fail('too_large', `at most ${MAX_CF_TERMS} terms here`, { at: offset });
  if (a0 < 1)
    return fail('bad_field', `[0; ...] is less than 1; a Beatty set needs α > 1 (a0 ≥ 1)`, { at: offset });
  return ok({ kind: 'cf', a0, pre: pre.value, period: period.value });
}

/** Read a set in the notation above; errors say what is wrong and where (`at`). */
export function parseSet(text: string): Result<SetSpec> {
  const t = text.trim();
  const lead = text.length - text.trimStart().length;
  const colon = t.indexOf(':');
  const head = (colon < 0 ? t : t.slice(0, colon)).toLowerCase();
  const body = colon < 0 ? '' : t.slice(colon + 1);
  const bodyAt = lead + colon + 1;
  switch (head) {
    case 'wythoff':
    case 'a':
      return colon < 0
        ? ok({ kind: 'wythoff' })
        : fail('bad_field', '"wythoff" takes nothing after it', { at: bodyAt });
    case 'beatty': {
      const q = parseQuad(body, bodyAt);
      if (!q.ok) return q;
      const a = checkAlpha(q.value, bodyAt);
      return a.ok ? ok({ kind: 'beatty', alpha: a.value }) : a;
    }
    case 'cf':
      return parseCf(body, bodyAt);
    case 'mod': {
      const m = /^\s*(\d+)\s*:(.*)$/.exec(body);
      if (!m)
        return fail('bad_field', "write mod:p:t1,t2 (p the modulus, then Left's residues)", { at: bodyAt });
      const p = Number(m[1]);
      if (m[1].length > 7 || p > MAX_MODULUS)
        return fail('too_large', `the modulus goes up to ${MAX_MODULUS.toLocaleString('en')} here`, {
          at: bodyAt,
        });
      if (p < 2) return fail('bad_field', 'the modulus p is at least 2', { at: bodyAt });
      const listAt = bodyAt + body.indexOf(':') + 1;
      const list = parseList(m[2], listAt, 'residues', MAX_MODULUS);
      if (!list.ok) return list;
      const bad = list.value.findIndex((r) => r < 1 || r >= p);
      if (bad >= 0)
        return fail(
          'bad_field',
          `residue ${list.value[bad]} is not in 1, …, ${p - 1} (0 is always Right's)`,
          {
            at: listAt + m[2].split(',').slice(0, bad).join(',').length + (bad > 0 ? 1 : 0),
          },
        );
      return ok({ kind: 'mod', p, residues: sortedUnique(list.value) });
    }
    case 'finite': {
      const list = parseList(body, bodyAt, 'numbers', MAX_FINITE_VALUE);
      if (!list.ok) return list;
      if (list.value.some((v) => v < 1))
        return fail('bad_field', 'the numbers are positive (at least 1)', { at: bodyAt });
      return ok({ kind: 'finite', values: sortedUnique(list.value) });
    }
    default:
      return fail(
        'bad_field',
        `a set is wythoff, beatty:α, cf:[a0;a1,(p1,p2)], mod:p:t1,t2 or finite:s1,s2 (got "${t}")`,
        { at: lead },
      );
  }
}

/** The canonical spelling (parseSet(makeSet(s)) equals s). */
export function makeSet(s: SetSpec): string {
  switch (s.kind) {
    case 'wythoff':
      return 'wythoff';
    case 'beatty':
      return `beatty:${makeQuad(s.alpha)}`;
    case 'cf':
      return `cf:[${s.a0};${[...s.pre.map(String), `(${s.period.join(',')})`].join(',')}]`;
    case 'mod':
      return `mod:${s.p}:${s.residues.join(',')}`;
    case 'finite':
      return `finite:${s.values.join(',')}`;
  }
}

const alphas = new Map<string, Quad>();

/** α of a Beatty-type set (wythoff: φ), or null for mod and finite sets. */
export function alphaOf(s: SetSpec): Quad | null {
  if (s.kind === 'wythoff') return PHI;
  if (s.kind === 'beatty') return s.alpha;
  if (s.kind !== 'cf') return null;
  const key = makeSet(s);
  let a = alphas.get(key);
  if (!a) {
    a = fromContinuedFraction(s.a0, s.pre, s.period);
    alphas.set(key, a);
  }
  return a;
}

/**
 * Is k ∈ S, for any k ≥ 1 (BigInt)? Beatty sets: k = ⌊nα⌋ for some n iff k/α ≤ n < (k+1)/α,
 * and as α is irrational neither end is an integer, so iff ⌊(k+1)/α⌋ − ⌊k/α⌋ = 1.
 */
export function inSet(s: SetSpec, k: bigint): boolean {
  if (k < 1n) return false;
  switch (s.kind) {
    case 'mod':
      return s.residues.includes(Number(k % BigInt(s.p)));
    case 'finite':
      return k <= BigInt(MAX_FINITE_VALUE) && s.values.includes(Number(k));
    default: {
      const g = inverse(alphaOf(s)!);
      return floorTimes(g, k + 1n) - floorTimes(g, k) === 1n;
    }
  }
}

/** member[k] = 1 when k ∈ S, for k = 0..limit (member[0] = 0). Linear in limit. */
export function membership(s: SetSpec, limit: number): Uint8Array {
  const member = new Uint8Array(limit + 1);
  switch (s.kind) {
    case 'mod': {
      const isLeft = new Uint8Array(s.p);
      for (const r of s.residues) isLeft[r] = 1;
      for (let k = 1, r = 1 % s.p; k <= limit; k++, r = r + 1 === s.p ? 0 : r + 1) member[k] = isLeft[r];
      return member;
    }
    case 'finite':
      for (const v of s.values) if (v <= limit) member[v] = 1;
      return member;
    default: {
      // ⌊nα⌋ for n = 1, 2, ... (strictly increasing as α > 1)
      const alpha = alphaOf(s)!;
      for (let n = 1n; ; n++) {
        const k = floorTimes(alpha, n);
        if (k > BigInt(limit)) return member;
        member[Number(k)] = 1;
      }
    }
  }
}

/** The set for people: "Wythoff's A", "⌊n√2⌋", "n ≡ 1, 3 (mod 5)", "{1, 2, 5}". */
export function describeSet(s: SetSpec): string {
  switch (s.kind) {
    case 'wythoff':
      return "Wythoff's A = {⌊nφ⌋}";
    case 'beatty':
      return `{⌊nα⌋ : n ≥ 1}, α = ${makeQuad(s.alpha)}`;
    case 'cf':
      return `{⌊nα⌋ : n ≥ 1}, α = ${makeSet(s).slice(3)} = ${makeQuad(alphaOf(s)!)}`;
    case 'mod':
      return `n ≡ ${s.residues.join(', ')} (mod ${s.p})`;
    case 'finite':
      return `{${s.values.join(', ')}}`;
  }
}
