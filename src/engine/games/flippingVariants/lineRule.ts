/**
 * Which coins of a line a move may flip together. "any": any subsequence, as the paper's game
 * (1011 → 0001 flips coins 1 and 3). "adjacent": a run of neighbouring coins only, the stricter
 * reading of "a subsequence" some readers take; on lines it is the DAG rule "along edges" of
 * the path 1 → 2 → … → n.
 */
import { lineBoard, type Board } from './moves';

export const LINE_RULES = ['any', 'adjacent'] as const;
export type LineRule = (typeof LINE_RULES)[number];

export function ruleBoard(n: number, rule: LineRule): Board {
  if (rule === 'any') return lineBoard(n);
  return { n, before: Array.from({ length: n }, (_, v) => (v === 0 ? 0 : 1 << (v - 1))) };
}

/** The key of a line table (values.ts keeps one table a variant and key). */
export const lineBoardKey = (rule: LineRule) => `line-${rule}`;
