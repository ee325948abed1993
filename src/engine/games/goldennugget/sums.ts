/**
 * Sums of Golden Nugget heaps: the value (a sum of canonical heap values, red ones negated),
 * the outcome, and every winning first move for each player. A move wins for Left when the
 * position after it is ≥ 0 (she then wins moving second), for Right when it is ≤ 0. The
 * test G' ≥ 0 is the comparison −(other heaps) ≤ (the moved heap), so no sum is formed per move.
 */
import { sumFacts, type ComponentMove } from '../../cgt/formFacts';
import { neg, sumAll } from '../../cgt/arithmetic';
import { leq } from '../../cgt/compare';
import { outcome, type Outcome } from '../../cgt/properties';
import type { GameId } from '../../cgt/store';
import type { Work } from '../../progress';
import { heapValue } from './heapTable';
import { movesFrom, type Heap, type Player } from './rules';

export interface HeapMove {
  component: number;
  /** the heap's size after the move */
  after: number;
}

export interface SumAnalysis {
  value: GameId;
  outcome: Outcome;
  winningMoves: { left: HeapMove[]; right: HeapMove[] };
}

export function heapGame(heap: Heap, work?: Work): GameId {
  const v = heapValue(heap.size, work);
  return heap.color === 'blue' ? v : neg(v);
}

export function analyzeSum(heaps: readonly Heap[], work?: Work): SumAnalysis {
  const games = heaps.map((h) => heapGame(h, work));
  const value = sumAll(games);
  const moves = (player: Player): HeapMove[] => {
    const out: HeapMove[] = [];
    heaps.forEach((heap, i) => {
      const others = neg(sumAll(games.filter((_, j) => j !== i)));
      for (const after of movesFrom(heap, player)) {
        const moved = heapGame({ size: after, color: heap.color });
        // Left wins iff moved + others ≥ 0 iff −others ≤ moved; Right wins iff moved ≤ −others.
        if (player === 'L' ? leq(others, moved) : leq(moved, others)) out.push({ component: i, after });
      }
    });
    return out;
  };
  return { value, outcome: outcome(value), winningMoves: { left: moves('L'), right: moves('R') } };
}

/** A winning move as the contract sends it: which heap, how many counters taken, the size left. */
export const withTake = (
  heaps: readonly Heap[],
  m: HeapMove,
): { component: number; take: number; after: number } => ({
  component: m.component,
  take: heaps[m.component].size - m.after,
  after: m.after,
});

/** Every move of each player in the sum, with the moved heap's game (for the reduced-form warning). */
export function allMoves(heaps: readonly Heap[], work?: Work): Record<'left' | 'right', ComponentMove[]> {
  const of = (player: Player) =>
    heaps.flatMap((heap, component) =>
      movesFrom(heap, player).map((after) => ({
        component,
        take: heap.size - after,
        after,
        game: heapGame({ size: after, color: heap.color }, work),
      })),
    );
  return { left: of('L'), right: of('R') };
}

/**
 * The sum's forms and the paper's warning about infinitesimals: adding the heaps' REDUCED
 * forms can give 0 or a number while the real sum is not that number, here or after a move.
 */
export function sumFactsOf(heaps: readonly Heap[], value: GameId, work?: Work) {
  return sumFacts(
    heaps.map((h) => heapGame(h, work)),
    value,
    allMoves(heaps, work),
  );
}
