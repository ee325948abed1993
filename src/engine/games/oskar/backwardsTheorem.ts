/**
 * The backwards game solved through φ (closedForm.ts). Since φ(s.c) = lower(φ(c)), the moves
 * of the backwards game from S = φ(c) are the sets T with lower(T) = S, T ≠ S:
 *   - add the element 1 (when 1 ∉ S), and
 *   - raise the smallest element s to s + 1 (when s + 1 ∉ S and s + 1 ≤ N).
 * Hence: c is a P-position iff 1 ∈ φ(c). (If 1 ∈ S the only move raises 1 to 2, leaving a set
 * without 1; if 1 ∉ S, adding 1 is a move.) For 1 ∉ S the options are S ∪ {1} (value 0) and,
 * possibly, the raise; raising can be repeated t − 1 − s times, t being the next element of S
 * (or N + 1), and the values alternate 1, 2 back from the end of that chain, so
 *   g(c) = 0 if 1 ∈ S;  1 if S = ∅ or t − s − 1 is even;  2 otherwise.
 * All tails (S = ∅) has value 1 without its self-move; with it, it still wins (move to 10…0).
 * Tests check all of this against the exhaustive table for N ≤ 20.
 */
import type { Configuration } from './configuration';
import { toSubset } from './closedForm';

export interface TheoremGrundy {
  grundy: number;
  /** φ(c), largest first */
  subset: number[];
  /** why, in words */
  reason: string;
}

export function grundyByTheorem(c: Configuration): TheoremGrundy {
  const subset = toSubset(c);
  const N = c.length;
  const s = subset[subset.length - 1];
  if (s === undefined)
    return { grundy: 1, subset, reason: 'all tails: the only move adds a part 1, to a P-position' };
  const t = subset.length > 1 ? subset[subset.length - 2] : N + 1;
  if (s === 1)
    return {
      grundy: 0,
      subset,
      reason:
        t === 2
          ? `1 ∈ φ(c) and the 1 cannot be raised (${t <= N ? '2 ∈ φ(c)' : 'N = 1'}): this position has no move at all`
          : '1 ∈ φ(c): the only possible move raises the 1 to 2, and from there the opponent can add a 1 again',
    };
  const chain = t - s - 1;
  return {
    grundy: chain % 2 === 0 ? 1 : 2,
    subset,
    reason: `smallest element ${s}, next ${t <= N ? t : `N + 1 = ${t}`}: the smallest element can be raised ${chain} time${chain === 1 ? '' : 's'} (${chain % 2 === 0 ? 'even' : 'odd'})`,
  };
}
