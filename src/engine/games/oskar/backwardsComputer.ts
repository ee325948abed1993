/**
 * The computer player of the backwards game: a winning move when there is one (to a
 * P-position), otherwise the first move; with probability `errorRate` a uniformly random move
 * instead. Seeded, so a game can be replayed and tested. Values as the backwards op finds them.
 */
import type { Work } from '../../progress';
import { makesMistake, randomIndex, seededRandom } from '../computerChoice';
import { analyseBackwards } from './backwardsAnalysis';
import type { Configuration } from './configuration';

export interface BackwardsChoice {
  /** the coin turned and the configuration it leaves; null when there is no move */
  move: { coin: number; configuration: string } | null;
  kind: 'best' | 'random' | 'none';
  winning: boolean;
}

export function backwardsComputerMove(
  c: Configuration,
  errorRate: number,
  seed: number,
  work?: Work,
): BackwardsChoice {
  const { moves } = analyseBackwards(c, work);
  if (moves.length === 0) return { move: null, kind: 'none', winning: false };
  const random = seededRandom(seed);
  const mistake = makesMistake(random, errorRate);
  const m = mistake ? moves[randomIndex(random, moves.length)] : (moves.find((x) => x.winning) ?? moves[0]);
  return {
    move: { coin: m.coin, configuration: m.configuration },
    kind: mistake ? 'random' : 'best',
    winning: m.winning,
  };
}
