/**
 * Sums of lines (Section 4.1's closing question): the value of a sum of numbers is the sum
 * of the values; who wins follows from its sign; a winning move is one that leaves a
 * position the mover wins moving second (Left: a sum ≥ 0, Right: ≤ 0).
 *
 * Winning moves are found by valuing every option of every line with the Algorithm, not by
 * Theorem 4.2 (that theorem says which move is best in a line, but other moves may win
 * too, and we list them all). When that would cost too much (long lines with many moves)
 * only Theorem 4.2's best move of each line is valued, and the answer says so.
 */
import { Dyadic } from '../../arith/dyadic';
import type { Work } from '../../progress';
import { algorithmValue } from './algorithm';
import { outcomeOf, type Outcome } from './outcome';
import { countMoves, flip, isTails, type Move, type Player } from './rules';
import { bestMove } from './theorems';

export interface SumMove {
  component: number;
  move: Move;
  after: string;
  /** The value of the line after the move, and of the whole sum after it. */
  value: Dyadic;
  total: Dyadic;
}

export interface SumAnalysis {
  values: Dyadic[];
  total: Dyadic;
  outcome: Outcome;
}

/** Σ (coins × moves) over the lines above which only Theorem 4.2's moves are valued. */
export const EXHAUSTIVE_BUDGET = 4_000_000;

export function analyzeSum(
  lines: readonly string[],
  valueOf: (line: string) => Dyadic = algorithmValue,
): SumAnalysis {
  const values = lines.map(valueOf);
  const total = values.reduce((a, b) => a.add(b), Dyadic.ZERO);
  return { values, total, outcome: outcomeOf(total) };
}

/** Every legal move of `player` in `line`, lazily. */
export function* movesOf(line: string, player: Player): Generator<Move> {
  const n = line.length;
  for (let i = 1; i <= n; i++) {
    const ti = isTails(line, i);
    if (player === 'L' ? !ti : ti) continue;
    for (let j = i + 1; j <= n; j++) if (isTails(line, j)) yield [i, j];
  }
}

export interface MoveTable {
  moves: SumMove[];
  /** true when every legal move was valued; false when only Theorem 4.2's best moves were. */
  exhaustive: boolean;
}

/** Can every option of every line be valued within the budget? */
export function fitsBudget(lines: readonly string[], budget = EXHAUSTIVE_BUDGET): boolean {
  let cost = 0;
  for (const line of lines)
    cost += (countMoves(line, 'L') + countMoves(line, 'R')) * Math.max(1, line.length);
  return cost <= budget;
}

/** The moves of `player` in the sum, each with the values after it. */
export function valueMoves(
  lines: readonly string[],
  analysis: SumAnalysis,
  player: Player,
  exhaustive: boolean,
  work?: Work,
): MoveTable {
  const moves: SumMove[] = [];
  const total = lines.length;
  lines.forEach((line, c) => {
    work?.tick(c, total, `valuing ${player === 'L' ? 'Left' : 'Right'}'s moves`);
    const candidates: Iterable<Move> = exhaustive
      ? movesOf(line, player)
      : [bestMove(line, player)].filter((m): m is Move => m !== null);
    for (const move of candidates) {
      const after = flip(line, move[0], move[1]);
      const value = algorithmValue(after);
      moves.push({
        component: c,
        move,
        after,
        value,
        total: analysis.total.sub(analysis.values[c]).add(value),
      });
    }
  });
  return { moves, exhaustive };
}

export function isWinning(m: SumMove, player: Player): boolean {
  return player === 'L' ? m.total.sign() >= 0 : m.total.sign() <= 0;
}

/** The move best for `player` (largest sum after for Left, smallest for Right), or null. */
export function bestOf(moves: readonly SumMove[], player: Player): SumMove | null {
  let best: SumMove | null = null;
  for (const m of moves) {
    if (!best || (player === 'L' ? best.total.lt(m.total) : m.total.lt(best.total))) best = m;
  }
  return best;
}

export interface WinningMoves {
  left: SumMove[];
  right: SumMove[];
  exhaustive: boolean;
  /** Each player's best move whether or not it wins (null if the player has no move). */
  bestLeft: SumMove | null;
  bestRight: SumMove | null;
}

export function winningMoves(lines: readonly string[], analysis: SumAnalysis, work?: Work): WinningMoves {
  const exhaustive = fitsBudget(lines);
  const left = valueMoves(lines, analysis, 'L', exhaustive, work).moves;
  const right = valueMoves(lines, analysis, 'R', exhaustive, work).moves;
  return {
    left: left.filter((m) => isWinning(m, 'L')),
    right: right.filter((m) => isWinning(m, 'R')),
    exhaustive,
    bestLeft: bestOf(left, 'L'),
    bestRight: bestOf(right, 'R'),
  };
}
