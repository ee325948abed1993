/**
 * Sliding Coins for the play framework: a sum of straps, each a position (x, y)
 * (rules.ts), players 0 and 1. Each option of a strap is reached by exactly one move, so a
 * move is the strap and the position it leaves. Text: straps as "x,y" joined by ";"
 * ("3,7;2,5"); a move "strap:x,y" (strap 1-based).
 */
import { fail, ok, type Result } from '../../result';
import { IMPARTIAL_SIDES, type GameRules, type ImpartialSide } from '../gameRules';
import { inField } from '../../read';
import { makePositionText, parsePositionText } from './input';
import { describeMove, isTerminal, legalMoves, samePosition, type Move, type Position } from './rules';

/** One strap's (x, y) as the store and the views keep it (a plain pair). */
export type Strap = [x: number, y: number];
export type SlidingStraps = Strap[];
export interface SlidingMove {
  /** the strap (0-based) */
  component: number;
  after: Strap;
}

const pair = (p: Position): Strap => [p[0], p[1]];

/** The rules' move from `before` to `after`, if there is one. */
export function moveBetween(before: Position, after: Position): Move | undefined {
  return legalMoves(before).find((m) => samePosition(m.after, after));
}

function readStrap(text: string, field: string): Result<Position> {
  return inField(parsePositionText(text), field);
}

export const slidingRules: GameRules<SlidingStraps, SlidingMove, ImpartialSide, 'sliding'> = {
  game: 'sliding',
  kind: 'impartial',
  sides: IMPARTIAL_SIDES,
  legalMoves: (straps) =>
    straps.flatMap((p, component) => legalMoves(p).map((m) => ({ component, after: pair(m.after) }))),
  play(straps, m) {
    const before = straps[m.component];
    if (before === undefined)
      return fail('bad_field', `there is no strap ${m.component + 1}`, { field: 'move' });
    if (!moveBetween(before, m.after))
      return fail(
        'bad_field',
        `no move takes strap ${m.component + 1} from (${before[0]}, ${before[1]}) to (${m.after[0]}, ${m.after[1]})`,
        { field: 'move' },
      );
    return ok(straps.map((p, i) => (i === m.component ? pair(m.after) : p)));
  },
  isOver: (straps) => straps.every(isTerminal),
  sameMove: (a, b) => a.component === b.component && samePosition(a.after, b.after),
  parsePosition(text) {
    const straps: Strap[] = [];
    for (const part of text.split(';')) {
      const r = readStrap(part, 'position');
      if (!r.ok) return r;
      straps.push(pair(r.value));
    }
    return ok(straps);
  },
  makePosition: (straps) => straps.map(makePositionText).join(';'),
  parseMove(text) {
    const m = /^\s*(\d+)\s*:(.*)$/.exec(text);
    if (!m)
      return fail('bad_field', `write a move as strap:x,y, e.g. 1:3,5 (got "${text}")`, { field: 'move' });
    if (Number(m[1]) < 1) return fail('bad_field', 'straps are numbered from 1', { field: 'move' });
    const after = readStrap(m[2], 'move');
    return after.ok ? ok({ component: Number(m[1]) - 1, after: pair(after.value) }) : after;
  },
  makeMove: (m) => `${m.component + 1}:${makePositionText(m.after)}`,
  describeMove(straps, m) {
    const before = straps[m.component];
    const move = before && moveBetween(before, m.after);
    return `strap ${m.component + 1}, ${move ? describeMove(move) : `(${before?.[0]}, ${before?.[1]}) → (${m.after[0]}, ${m.after[1]})`}`;
  },
  computerRequest: (straps) => ({ positions: straps.map(([x, y]) => [x, y]) }),
  computerAnswerMove: ({ move: m }) => m && { component: m.component, after: pair(m.after) },
};
