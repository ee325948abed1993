/**
 * The computer's move: perfect play (a random one of the winning runs), or with probability
 * `errorRate` a uniformly random legal run instead. Seeded, so a game can be replayed and tested.
 */
import { makesMistake, randomIndex, seededRandom } from '../computerChoice';
import { countLegalMoves, type Move } from './rules';
import { nimValue, runValue } from './rulerFunction';
import { winningMoves } from './winningMoves';

export type ComputerReason = 'winning' | 'mistake' | 'no-winning-move';

export interface ComputerChoice {
  move: Move;
  /** why this move: a winning run, a deliberate mistake (error rate), or any run from a lost position */
  reason: ComputerReason;
  /** the nim-value after the move (0 when it wins) */
  valueAfter: number;
}

/** The idx-th legal move (0-based) in the order of legalMoves(), without listing them all. */
function nthLegalMove(position: string, idx: number): Move {
  let r = idx;
  for (let i = 0; i < position.length; i++) {
    if (position.charCodeAt(i) !== 72) continue;
    const to = i + 1;
    if (r < to) return [r + 1, to];
    r -= to;
  }
  throw new RangeError(`there is no legal move number ${idx}`);
}

/** null when there is no move (all tails: the mover has lost). */
export function computerMove(position: string, errorRate: number, seed: number): ComputerChoice | null {
  const total = countLegalMoves(position);
  if (total === 0) return null;
  const random = seededRandom(seed);
  const v = nimValue(position);
  const pick = (): Move => nthLegalMove(position, randomIndex(random, total));
  const wins = v === 0 ? [] : winningMoves(position);
  let move: Move;
  let reason: ComputerReason;
  if (wins.length === 0) {
    move = pick();
    reason = 'no-winning-move';
  } else if (makesMistake(random, errorRate)) {
    move = pick();
    reason = 'mistake';
  } else {
    move = wins[randomIndex(random, wins.length)];
    reason = 'winning';
  }
  return { move, reason, valueAfter: v ^ runValue(move[0], move[1]) };
}
