/**
 * Sums of rows: play in any one row per move. The sum's value is the nim-sum of the rows'
 * values; a winning move takes one row j from v_j to v_j ⊕ total, by the same forced-run
 * construction as for one row (the target need not be smaller: a ruler row can also go up).
 */
import { nimSumOf } from '../../arith/nim';
import type { Move } from './rules';
import { nimValue } from './rulerFunction';
import { movesChangingBy } from './winningMoves';

export interface SumMove {
  /** which row (0-based) */
  component: number;
  move: Move;
  /** that row's value after the move */
  valueAfter: number;
}

export interface SumAnalysis {
  values: number[];
  nimValue: number;
  outcome: 'N' | 'P';
  winningMoves: SumMove[];
}

export function analyzeSum(positions: readonly string[]): SumAnalysis {
  const values = positions.map(nimValue);
  const total = nimSumOf(values);
  const winning: SumMove[] = [];
  if (total !== 0) {
    positions.forEach((p, component) => {
      for (const move of movesChangingBy(p, total))
        winning.push({ component, move, valueAfter: values[component] ^ total });
    });
  }
  return { values, nimValue: total, outcome: total === 0 ? 'P' : 'N', winningMoves: winning };
}
