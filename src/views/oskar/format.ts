/** Display helpers (no game values: only how engine data is shown). */
import type { CoinFace } from '../../ui/board';
import { groupDigits } from '../../ui/format/groupDigits';

/** '1' → heads, '0' → tails, for CoinRow. */
export function faces(configuration: string): CoinFace[] {
  return [...configuration].map((ch) => (ch === '1' ? 'H' : 'T'));
}

/** The paper's digits on the faces: 1 for heads, 0 for tails. */
export const DIGITS = { H: '1', T: '0' } as const;

export function coinLabels(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i + 1);
}

/** A configuration for running text, shortened in the middle when long. */
export function shortConfig(c: string, max = 48): string {
  return c.length <= max
    ? c
    : `${c.slice(0, max / 2 - 2)}…${c.slice(-(max / 2 - 2))} (${groupDigits(c.length)} coins)`;
}

/** A decimal string (any size) with thousands separators. */
export function bigText(decimal: string): string {
  return groupDigits(decimal);
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${groupDigits(n)} ${n === 1 ? one : many}`;
}
