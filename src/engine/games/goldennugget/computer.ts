/**
 * The computer player of Golden Nugget: with probability `errorRate` a uniformly random legal
 * move; otherwise a winning move from the sum's analysis (sums.ts), one of them at random, or a
 * random legal move when there is none (every move loses). Seeded, so a game can be replayed.
 */
import type { Work } from '../../progress';
import { makesMistake, randomIndex, seededRandom } from '../computerChoice';
import { goldenNuggetRules, type GoldenNuggetMove } from './gameRules';
import type { Heap, Player } from './rules';
import { analyzeSum } from './sums';

export interface GoldenNuggetChoice {
  move: (GoldenNuggetMove & { after: number }) | null;
  kind: 'best' | 'random' | 'none';
  winning: boolean;
}

export function computerMove(
  heaps: readonly Heap[],
  player: Player,
  errorRate: number,
  seed: number,
  work?: Work,
): GoldenNuggetChoice {
  const legal = goldenNuggetRules.legalMoves(heaps, player);
  if (legal.length === 0) return { move: null, kind: 'none', winning: false };
  const random = seededRandom(seed);
  const mistake = makesMistake(random, errorRate);
  const wins = analyzeSum(heaps, work).winningMoves[player === 'L' ? 'left' : 'right'].map((w) => ({
    component: w.component,
    take: heaps[w.component].size - w.after,
  }));
  const pool = mistake || wins.length === 0 ? legal : wins;
  const m = pool[randomIndex(random, pool.length)];
  const winning = wins.some((w) => goldenNuggetRules.sameMove(w, m));
  return {
    move: { ...m, after: heaps[m.component].size - m.take },
    kind: mistake ? 'random' : 'best',
    winning,
  };
}
