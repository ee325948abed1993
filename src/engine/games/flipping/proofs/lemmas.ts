/**
 * The two reductions of Section 4 as difference games, and how to recognise them on a board.
 *
 *   Lemma 4.3: α 0 1^(3+a) = α 1 0 1^a           (a ≥ 0; the print's "α ≥ 0" means a ≥ 0)
 *   Lemma 4.4: α 0111 β = α 10 β  when (a) β starts with a 1, or (b) β starts with 0 and has
 *              an even number of 1s (β empty is its proof's case 1: Lemma 4.3 with a = 0).
 *
 * Lines are normalised (trailing heads dropped), so α10 with a = 0 is the line α1. A position
 * G − H that is one of these (either way round) is 0 by the lemma: the copy strategy uses
 * that as "by induction".
 */
import { countTails, normalize } from '../rules';
import type { DiffPosition } from './difference';

export interface Lemma43Instance {
  lemma: '4.3';
  alpha: string;
  a: number;
}

export interface Lemma44Instance {
  lemma: '4.4';
  alpha: string;
  beta: string;
}

export type LemmaInstance = Lemma43Instance | Lemma44Instance;

export function instanceLines(x: LemmaInstance): DiffPosition {
  if (x.lemma === '4.3')
    return {
      g: normalize(`${x.alpha}0${'1'.repeat(3 + x.a)}`),
      h: normalize(`${x.alpha}10${'1'.repeat(x.a)}`),
    };
  return { g: normalize(`${x.alpha}0111${x.beta}`), h: normalize(`${x.alpha}10${x.beta}`) };
}

/** Lemma 4.4's hypotheses on β, each on its own. */
export interface Conditions44 {
  /** (a) β starts with a 1 */
  a: boolean;
  /** (b) β starts with 0 and has an even number of 1s */
  b: boolean;
  /** β has no 1s at all (on a normalised line: β is empty): the proof's case 1, Lemma 4.3 */
  empty: boolean;
  ones: number;
  holds: boolean;
}

export function conditions44(beta: string): Conditions44 {
  const ones = countTails(beta);
  const a = beta.startsWith('1');
  const b = beta.startsWith('0') && ones % 2 === 0 && ones > 0;
  const empty = ones === 0;
  return { a, b, empty, ones, holds: a || b || empty };
}

/** How G − H was recognised as 0: the same line twice, or a lemma's two sides (swapped: H is the long side). */
export type ZeroReason = { kind: 'same' } | { kind: 'lemma'; instance: LemmaInstance; swapped: boolean };

/** Lemma 4.3's α and a when `g` is α 0 1^(3+a) and `h` is α 1 0 1^a (normalised), else null. */
export function asLemma43(g: string, h: string): Lemma43Instance | null {
  let run = 0;
  while (run < g.length && g[g.length - 1 - run] === '1') run++;
  if (run < 3 || run === g.length) return null;
  const alpha = g.slice(0, g.length - run - 1);
  const x: Lemma43Instance = { lemma: '4.3', alpha, a: run - 3 };
  return instanceLines(x).h === h ? x : null;
}

/** Lemma 4.4's α and β (its hypotheses holding) when g = α0111β and h = α10β, β non-empty; else null. */
export function asLemma44(g: string, h: string): Lemma44Instance | null {
  if (g.length !== h.length + 2) return null;
  let prefix = 0;
  while (prefix < h.length && g[prefix] === h[prefix]) prefix++;
  for (let k = 0; k <= prefix && k + 4 < g.length; k++) {
    if (g.startsWith('0111', k) && h.startsWith('10', k) && g.slice(k + 4) === h.slice(k + 2)) {
      const beta = g.slice(k + 4);
      if (conditions44(beta).holds) return { lemma: '4.4', alpha: g.slice(0, k), beta };
    }
  }
  return null;
}

/** Why G − H is 0 by the paper (same line, Lemma 4.3, Lemma 4.4 with its hypotheses), or null. */
export function recogniseZero(pos: DiffPosition): ZeroReason | null {
  if (pos.g === pos.h) return { kind: 'same' };
  for (const [g, h, swapped] of [
    [pos.g, pos.h, false],
    [pos.h, pos.g, true],
  ] as const) {
    const x = asLemma43(g, h) ?? asLemma44(g, h);
    if (x) return { kind: 'lemma', instance: x, swapped };
  }
  return null;
}

const show = (s: string) => (s === '' ? 'empty' : s);

/** "Lemma 4.3 with α = 01, a = 2" */
export function instanceWords(x: LemmaInstance): string {
  return x.lemma === '4.3'
    ? `Lemma 4.3 with α = ${show(x.alpha)}, a = ${x.a}`
    : `Lemma 4.4 with α = ${show(x.alpha)}, β = ${show(x.beta)}`;
}

export function zeroWords(z: ZeroReason): string {
  return z.kind === 'same'
    ? 'the same line in G and in H, so 0 (copy every move)'
    : `${instanceWords(z.instance)}${z.swapped ? ' (sides swapped)' : ''}, so 0 by induction`;
}

/**
 * Where the two sides of an instance agree coin for coin: α at the start, and the common tail
 * (1^a or β) at the end, `shift` coins further right in G than in H. A move on those coins
 * can be copied into the other summand.
 */
export function alignment(x: LemmaInstance): { alpha: number; tail: number; shift: number } {
  const tail = x.lemma === '4.3' ? x.a : normalize(x.beta).length;
  return { alpha: x.alpha.length, tail, shift: 2 };
}
