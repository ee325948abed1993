/**
 * The computer player: with probability `errorRate` a uniformly random legal move, otherwise a
 * winning move (sums.ts), one at random, or a random legal move when every move loses. Seeded.
 */
import type { Work } from '../../progress';
import { makesMistake, randomIndex, seededRandom } from '../computerChoice';
import type { Heap, Player } from '../goldennugget/rules';
import type { SetSpec } from './rules';
import { analyzeSum, movesFrom } from './sums';

export interface SubtractionChoice {
  move: { component: number; take: number; after: number } | null;
  kind: 'best' | 'random' | 'none';
  winning: boolean;
}

export function computerMove(
  spec: SetSpec,
  heaps: readonly Heap[],
  player: Player,
  errorRate: number,
  seed: number,
  work?: Work,
): SubtractionChoice {
  const legal = heaps.flatMap((h, component) =>
    movesFrom(spec, h, player).map((after) => ({ component, take: h.size - after, after })),
  );
  if (legal.length === 0) return { move: null, kind: 'none', winning: false };
  const random = seededRandom(seed);
  const mistake = makesMistake(random, errorRate);
  const wins = analyzeSum(spec, heaps, work).winningMoves[player === 'L' ? 'left' : 'right'];
  const pool = mistake || wins.length === 0 ? legal : wins;
  const m = pool[randomIndex(random, pool.length)];
  return {
    move: m,
    kind: mistake ? 'random' : 'best',
    winning: wins.some((w) => w.component === m.component && w.take === m.take),
  };
}
