/**
 * The computer player: with probability `errorRate` a uniformly random legal move, otherwise
 * the best move (the largest sum after for Left, the smallest for Right; a winning move
 * whenever one exists). Seeded, so a game can be replayed and tested.
 */
import type { Work } from '../../progress';
import { makesMistake, randomIndex, seededRandom } from '../computerChoice';
import { analyzeSum, bestOf, fitsBudget, valueMoves, isWinning, type SumMove } from './sums';
import { countMoves, flip, nthMove, type Player } from './rules';
import { algorithmValue } from './algorithm';

export interface ComputerMove {
  move: SumMove | null;
  kind: 'best' | 'random' | 'none';
  /** Whether the chosen move wins (leaves a sum the computer wins moving second). */
  winning: boolean;
}

export function computerMove(
  lines: readonly string[],
  player: Player,
  errorRate: number,
  seed: number,
  work?: Work,
): ComputerMove {
  const random = seededRandom(seed);
  const counts = lines.map((l) => countMoves(l, player));
  const all = counts.reduce((a, b) => a + b, 0);
  if (all === 0) return { move: null, kind: 'none', winning: false };
  const analysis = analyzeSum(lines);
  if (makesMistake(random, errorRate)) {
    let pick = randomIndex(random, all);
    let c = 0;
    while (pick >= counts[c]) pick -= counts[c++];
    const move = nthMove(lines[c], player, pick);
    const after = flip(lines[c], move[0], move[1]);
    const value = algorithmValue(after);
    const m: SumMove = {
      component: c,
      move,
      after,
      value,
      total: analysis.total.sub(analysis.values[c]).add(value),
    };
    return { move: m, kind: 'random', winning: isWinning(m, player) };
  }
  const table = valueMoves(lines, analysis, player, fitsBudget(lines), work);
  const best = bestOf(table.moves, player);
  return { move: best, kind: 'best', winning: best !== null && isWinning(best, player) };
}
