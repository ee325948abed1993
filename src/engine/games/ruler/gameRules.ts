/**
 * Ruler for the play framework: a row of H/T (coin 1 at the left), players 0 and 1; a move
 * flips a run of coins whose right end is heads (rules.ts). Text: the row ("TTHT"); a move
 * "from-to" (1-based, inclusive).
 */
import { fail, ok } from '../../result';
import { IMPARTIAL_SIDES, type GameRules, type ImpartialSide } from '../gameRules';
import {
  applyMove,
  countLegalMoves,
  legalMoves,
  MAX_COINS,
  parsePosition,
  whyIllegal,
  type Move,
} from './rules';

export const rulerRules: GameRules<string, Move, ImpartialSide, 'ruler'> = {
  game: 'ruler',
  kind: 'impartial',
  sides: IMPARTIAL_SIDES,
  legalMoves: (position) => legalMoves(position),
  play(position, move) {
    const why = whyIllegal(position, move);
    return why === null ? ok(applyMove(position, move)) : fail('bad_field', why, { field: 'move' });
  },
  isOver: (position) => countLegalMoves(position) === 0,
  sameMove: (a, b) => a[0] === b[0] && a[1] === b[1],
  parsePosition(text) {
    const r = parsePosition(text, MAX_COINS);
    return r.ok ? r : fail('bad_field', r.error.message, { field: 'position', at: r.error.at });
  },
  makePosition: (position) => position,
  parseMove(text) {
    const m = /^\s*(\d+)\s*[-–]\s*(\d+)\s*$/.exec(text);
    return m
      ? ok([Number(m[1]), Number(m[2])] as const)
      : fail('bad_field', `write a run as from-to, e.g. 7-11 (got "${text}")`, { field: 'move' });
  },
  makeMove: (m) => `${m[0]}-${m[1]}`,
  describeMove: (_position, m) => (m[0] === m[1] ? `coin ${m[0]}` : `coins ${m[0]}–${m[1]}`),
  computerRequest: (position) => ({ position }),
  computerAnswerMove: ({ move }) => move,
};
