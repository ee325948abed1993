/**
 * Sums of blue and red heaps for a set S: the value (red heaps negated), the outcome, every
 * winning first move of each player, and the paper's reduced-form warning (the sum of the
 * heaps' reduced forms is a number while the real sum is not). As goldennugget/sums.ts, with
 * the set as a parameter.
 */
import { sumFacts, type ComponentMove } from '../../cgt/formFacts';
import { neg, sumAll } from '../../cgt/arithmetic';
import { leq } from '../../cgt/compare';
import { outcome } from '../../cgt/properties';
import type { GameId } from '../../cgt/store';
import type { Work } from '../../progress';
import type { Heap, Player } from '../goldennugget/rules';
import type { SetSpec } from './rules';
import { mayRemove, movesFrom } from './moves';
import { heapId } from './tables';

export interface HeapMove {
  component: number;
  take: number;
  after: number;
}

export { mayRemove, movesFrom };

export function heapGame(spec: SetSpec, heap: Heap, work?: Work): GameId {
  const v = heapId(spec, heap.size, work);
  return heap.color === 'blue' ? v : neg(v);
}

export function analyzeSum(spec: SetSpec, heaps: readonly Heap[], work?: Work) {
  const games = heaps.map((h) => heapGame(spec, h, work));
  const value = sumAll(games);
  const moves = (player: Player): HeapMove[] => {
    const out: HeapMove[] = [];
    heaps.forEach((heap, i) => {
      const others = neg(sumAll(games.filter((_, j) => j !== i)));
      for (const after of movesFrom(spec, heap, player)) {
        const moved = heapGame(spec, { size: after, color: heap.color });
        // Left wins iff moved + others ≥ 0 iff −others ≤ moved; Right wins iff moved ≤ −others
        if (player === 'L' ? leq(others, moved) : leq(moved, others))
          out.push({ component: i, take: heap.size - after, after });
      }
    });
    return out;
  };
  return { value, outcome: outcome(value), winningMoves: { left: moves('L'), right: moves('R') } };
}

/** Every move of each player in the sum, with the moved heap's game (for the reduced-form warning). */
function allMoves(
  spec: SetSpec,
  heaps: readonly Heap[],
  work?: Work,
): Record<'left' | 'right', ComponentMove[]> {
  const of = (player: Player) =>
    heaps.flatMap((heap, component) =>
      movesFrom(spec, heap, player).map((after) => ({
        component,
        take: heap.size - after,
        after,
        game: heapGame(spec, { size: after, color: heap.color }, work),
      })),
    );
  return { left: of('L'), right: of('R') };
}

/** The sum's forms and the paper's reduced-form warning, here or after a move (as Golden Nugget's). */
export function sumFactsOf(spec: SetSpec, heaps: readonly Heap[], value: GameId, work?: Work) {
  return sumFacts(
    heaps.map((h) => heapGame(spec, h, work)),
    value,
    allMoves(spec, heaps, work),
  );
}
