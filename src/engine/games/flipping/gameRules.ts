/**
 * Flipping Coins for the play framework: a sum of lines (the paper's 0/1 strings, coin 1
 * first), Left and Right; a move flips two coins of one line (rules.ts says which).
 * Text: lines joined by commas ("0101,11"); a move "line:i-j" (line and coins 1-based).
 */
import { fail, ok } from '../../result';
import { PARTIZAN_SIDES, type GameRules, type PartizanSide } from '../gameRules';
import { checkMove, countMoves, legalMoves, MAX_LINE, normalize, parseLine } from './rules';

export type FlippingPosition = readonly string[];
export interface FlippingMove {
  /** the line (0-based) */
  component: number;
  /** the two coins (1-based), i < j */
  move: readonly [number, number];
}

export const flippingRules: GameRules<FlippingPosition, FlippingMove, PartizanSide, 'flipping'> = {
  game: 'flipping',
  kind: 'partizan',
  sides: PARTIZAN_SIDES,
  legalMoves: (lines, side) =>
    lines.flatMap((line, component) =>
      legalMoves(normalize(line), side).map((move) => ({ component, move })),
    ),
  play(lines, m, side) {
    const line = lines[m.component];
    if (line === undefined)
      return fail('bad_field', `there is no line ${m.component + 1}`, { field: 'move' });
    const r = checkMove(normalize(line), side, m.move[0], m.move[1]);
    if (!r.ok) return fail('bad_field', r.reason, { field: 'move' });
    return ok(lines.map((l, i) => (i === m.component ? r.after : l)));
  },
  isOver: (lines, side) => lines.every((line) => countMoves(normalize(line), side) === 0),
  sameMove: (a, b) => a.component === b.component && a.move[0] === b.move[0] && a.move[1] === b.move[1],
  parsePosition(text) {
    const lines: string[] = [];
    for (const [k, part] of text.split(',').entries()) {
      if (part.trim() === '') {
        lines.push('');
        continue;
      }
      const r = parseLine(part, MAX_LINE);
      if (!r.ok) return fail('bad_field', `line ${k + 1}: ${r.error.message}`, { field: 'position' });
      lines.push(r.value);
    }
    return ok(lines);
  },
  makePosition: (lines) => lines.join(','),
  parseMove(text) {
    const m = /^\s*(\d+)\s*:\s*(\d+)\s*-\s*(\d+)\s*$/.exec(text);
    if (!m)
      return fail('bad_field', `write a move as line:i-j, e.g. 1:9-10 (got "${text}")`, { field: 'move' });
    const [line, i, j] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (line < 1) return fail('bad_field', 'lines are numbered from 1', { field: 'move' });
    return ok({ component: line - 1, move: i < j ? [i, j] : [j, i] });
  },
  makeMove: (m) => `${m.component + 1}:${m.move[0]}-${m.move[1]}`,
  describeMove: (_lines, m) => `line ${m.component + 1}, coins ${m.move[0]} and ${m.move[1]}`,
  computerRequest: (lines, side) => ({ positions: lines.map(normalize), player: side }),
  computerAnswerMove: ({ move: m }) => m && { component: m.component, move: [m.move[0], m.move[1]] },
};
