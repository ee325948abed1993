/**
 * The computer player of Sliding Coins: with probability `errorRate` a uniformly random legal
 * move, otherwise the perfect player's (sum.ts bestMove: a winning move whenever there is
 * one). Seeded, so a game can be replayed and tested.
 */
import { makesMistake, randomIndex, seededRandom } from '../computerChoice';
import { grundyByFormula } from './formula';
import { moveTo, type Move, type Position } from './rules';
import { bestMove, sumGrundy, type SumMove } from './sum';

export interface ComputerChoice {
  move: SumMove | null;
  kind: 'best' | 'random' | 'none';
  /** the move leaves a sum of Grundy number 0 */
  winning: boolean;
}

/** How many legal moves a strap has: the near coin to x squares (edge included), the far coin to y. */
const moveCount = ([x, y]: Position) => x + y;

/** The k-th legal move of a strap in rules.ts legalMoves order, without listing them (straps may be huge). */
function nthMove(p: Position, k: number): Move {
  return (k < p[0] ? moveTo(p, 'near', k - 1) : moveTo(p, 'far', k - p[0] - 1))!;
}

export function computerMove(
  positions: readonly Position[],
  errorRate: number,
  seed: number,
): ComputerChoice {
  const counts = positions.map(moveCount);
  const all = counts.reduce((a, b) => a + b, 0);
  if (all === 0) return { move: null, kind: 'none', winning: false };
  const random = seededRandom(seed);
  let move: SumMove;
  let kind: ComputerChoice['kind'];
  if (makesMistake(random, errorRate)) {
    let pick = randomIndex(random, all);
    let c = 0;
    while (pick >= counts[c]) pick -= counts[c++];
    const m = nthMove(positions[c], pick);
    move = { component: c, move: m, after: m.after, grundy: grundyByFormula(m.after) };
    kind = 'random';
  } else {
    move = bestMove(positions)!;
    kind = 'best';
  }
  const after = positions.map((p, i) => (i === move.component ? move.after : p));
  return { move, kind, winning: sumGrundy(after) === 0 };
}
