/** Small helpers for captions: TeX for coin strings, numbers and coin ranges. */
import type { Dyadic } from '../../arith/dyadic';
import type { HighlightTone } from '../../derivation';

/**
 * A coin string in typewriter TeX, shortened in the middle when long, in pieces of 8 with a
 * break allowed between them: KaTeX wraps inline math only between top-level atoms, and one
 * \texttt of 60 coins is wider than a projector's caption (or a phone).
 */
export function tt(coins: string, max = 28): string {
  if (coins.length === 0) return '\\varnothing';
  const shown = coins.length <= max ? [coins] : [coins.slice(0, max / 2 - 2), coins.slice(-(max / 2 - 2))];
  return shown.map((part) => breakable(part, (c) => `\\texttt{${c}}`)).join('\\ldots ');
}

/** `text` in chunks of 8, each typeset by `wrap`, with a break allowed between chunks. */
function breakable(text: string, wrap: (chunk: string) => string): string {
  const chunks = text.match(/.{1,8}/gu) ?? [];
  return chunks.map(wrap).join('\\allowbreak ');
}

/** A dyadic as TeX: 3, -\frac{11}{16}. */
export function num(x: Dyadic): string {
  if (x.isInteger()) return x.toString();
  const n = x.num < 0n ? -x.num : x.num;
  return `${x.num < 0n ? '-' : ''}\\frac{${n}}{${x.denominator}}`;
}

/** 1/2^e as TeX (the exponents of Step 6). */
export function powTex(e: number): string {
  return e === 0 ? '1' : `\\frac{1}{2^{${e}}}`;
}

/** "coin 3" or "coins 3–6" (1-based, from a 0-based half-open range). */
export function coinRange(start: number, end: number): string {
  return end - start === 1 ? `coin ${start + 1}` : `coins ${start + 1}–${end}`;
}

export function range(start: number, end: number): number[] {
  const out: number[] = [];
  for (let i = start; i < end; i++) out.push(i);
  return out;
}

/** Tones for the blocks Q_0, Q_1, … (cycling) and for the last part G_i. */
export const BLOCK_TONES: readonly HighlightTone[] = ['block0', 'block1', 'block2', 'block3', 'block4'];
export const BASE_TONE: HighlightTone = 'block5';

export function blockTone(j: number): HighlightTone {
  return BLOCK_TONES[j % BLOCK_TONES.length];
}

/** A sign expansion as TeX (+ and −, shortened in the middle when long; may wrap like `tt`). */
export function signsTex(signs: string, max = 40): string {
  if (signs.length === 0) return '\\varnothing';
  const shown = signs.length <= max ? [signs] : [signs.slice(0, max / 2), signs.slice(-max / 2)];
  return shown
    .map((part) => breakable(part, (c) => `\\mathtt{${c.replace(/-/g, '{-}').replace(/\+/g, '{+}')}}`))
    .join('\\ldots ');
}
