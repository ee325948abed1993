/**
 * The comparisons behind Theorem 4.2 (best moves): for a line G and a player, the claimed best
 * move against every other move of that player, as the proof sets them up, with the values
 * that decide each comparison (the Algorithm's, exact).
 *
 *   Left:  best (k, n), the two rightmost 1s; other (i, j). Show G(1,1,0,0) − G(0,0,1,1) ≥ 0:
 *          four distinct coins by Corollary 4.1 twice, three (j = k or j = n) by it once.
 *   Right: best (k, k+1), the rightmost 0 and the 1 after it; other (i, j). Show
 *          D = G(1,0,0,1) − G(0,1,1,0) ≥ 0, in cases j < k, j = k + 1, j > k + 1.
 */
import { algorithmValue } from '../algorithm';
import { flip, legalMoves, type Move, type Player } from '../rules';
import { bestMove } from '../theorems';

export interface Comparison {
  move: Move;
  after: string;
  value: string;
  /** the option of the best move minus this option (Left), or this option minus the best (Right): ≥ 0 */
  difference: string;
  holds: boolean;
  /** the proof's case for this pair of moves */
  proofCase: string;
}

export interface Theorem42 {
  player: Player;
  best: Move | null;
  bestAfter: string | null;
  bestValue: string | null;
  comparisons: Comparison[];
  /** moves left out past the limit */
  more: number;
  holds: boolean;
}

export const MAX_COMPARISONS = 200;

function leftCase([i, j]: Move, [k, n]: Move): string {
  if (new Set([i, j, k, n]).size === 4)
    return 'four distinct coins: Corollary 4.1 twice, G(1,1,0,0) > G(1,0,0,1) > G(0,0,1,1)';
  return j === k ? 'j = k: Corollary 4.1, G(1,0,0) > G(0,0,1)' : 'j = n: Corollary 4.1, G(1,0,0) > G(0,1,0)';
}

function rightCase([, j]: Move, [k]: Move): string {
  if (j < k)
    return "case (1), j < k: Right's best reply in the first summand is a Right option of the second (Corollary 4.1)";
  if (j === k + 1)
    return 'case (2), j = k + 1: three coins, G(1,0,0) is a Right option of G(0,1,0) (Corollary 4.1)';
  return "case (3), j > k + 1: Right's best reply G(1,1,0,0) is answered by copying it";
}

export function theorem42(line: string, player: Player): Theorem42 {
  const best = bestMove(line, player);
  if (best === null)
    return { player, best: null, bestAfter: null, bestValue: null, comparisons: [], more: 0, holds: true };
  const bestAfter = flip(line, best[0], best[1]);
  const bestValue = algorithmValue(bestAfter);
  const others = legalMoves(line, player).filter(([i, j]) => i !== best[0] || j !== best[1]);
  const comparisons = others.slice(0, MAX_COMPARISONS).map((move): Comparison => {
    const after = flip(line, move[0], move[1]);
    const value = algorithmValue(after);
    const difference = player === 'L' ? bestValue.sub(value) : value.sub(bestValue);
    return {
      move,
      after,
      value: value.toString(),
      difference: difference.toString(),
      holds: difference.sign() >= 0,
      proofCase: player === 'L' ? leftCase(move, best) : rightCase(move, best),
    };
  });
  return {
    player,
    best,
    bestAfter,
    bestValue: bestValue.toString(),
    comparisons,
    more: Math.max(0, others.length - MAX_COMPARISONS),
    holds: comparisons.every((c) => c.holds),
  };
}
