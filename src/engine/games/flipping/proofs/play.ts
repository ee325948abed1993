/**
 * A proof played out: the user makes the first move of G − H (as Left or as Right), the
 * engine answers each move with the copy strategy, to the end. The whole game is a function
 * of the instance, the user's side and the user's moves (so it lives in the URL and the
 * answer can be cached); going back is dropping the last move.
 */
import { EngineError } from '../../../errors';
import type { Player } from '../rules';
import {
  applyMove,
  differenceMoves,
  differenceValue,
  other,
  whyIllegalInDifference,
  type DiffMove,
  type DiffPosition,
} from './difference';
import { strategyReply, type RuleId } from './copyStrategy';
import { instanceLines, instanceWords, type LemmaInstance } from './lemmas';

export interface Turn {
  by: 'user' | 'engine';
  player: Player;
  move: DiffMove;
  /** the position after this move */
  after: DiffPosition;
  /** G − H after this move */
  value: string;
  rule: RuleId | null;
  proofCase: string | null;
  words: string;
}

export interface PlayedProof {
  start: DiffPosition;
  instance: string;
  /** v(G), v(H) and G − H at the start (the Algorithm's values) */
  values: { g: string; h: string; difference: string };
  turns: Turn[];
  position: DiffPosition;
  /** whose turn it is now (the user's, unless the game is over) */
  toMove: Player;
  over: boolean;
  /** who won, once over: the engine, always, if the strategy is right */
  winner: Player | null;
}

export function playProof(instance: LemmaInstance, user: Player, moves: readonly DiffMove[]): PlayedProof {
  const start = instanceLines(instance);
  const engine = other(user);
  let pos = start;
  const turns: Turn[] = [];
  let winner: Player | null = null;
  for (const [k, m] of moves.entries()) {
    if (winner !== null)
      throw new EngineError('bad_field', `move ${k + 1}: the game is already over`, { field: 'moves' });
    const why = whyIllegalInDifference(pos, user, m);
    if (why !== null)
      throw new EngineError('bad_field', `move ${k + 1} is not legal: ${why}`, { field: 'moves' });
    const r = strategyReply(pos, user, m);
    const after = applyMove(pos, m);
    turns.push({
      by: 'user',
      player: user,
      move: m,
      after,
      value: differenceValue(after).toString(),
      rule: null,
      proofCase: r?.proofCase ?? null,
      words: '',
    });
    if (r === null) {
      winner = user;
      pos = after;
      break;
    }
    turns.push({
      by: 'engine',
      player: engine,
      move: r.move,
      after: r.after,
      value: r.value,
      rule: r.rule,
      proofCase: null,
      words: r.words,
    });
    pos = r.after;
    if (differenceMoves(pos, user).length === 0) winner = engine;
  }
  if (moves.length === 0 && differenceMoves(pos, user).length === 0) winner = engine;
  const g = differenceValue({ g: start.g, h: '' });
  const h = differenceValue({ g: start.h, h: '' });
  return {
    start,
    instance: instanceWords(instance),
    values: { g: g.toString(), h: h.toString(), difference: g.sub(h).toString() },
    turns,
    position: pos,
    toMove: winner === null ? user : winner === user ? engine : user,
    over: winner !== null,
    winner,
  };
}
