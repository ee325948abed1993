/**
 * A line's options as the paper writes them (Section 1): G = {G^L | G^R}, each option the
 * line after the move with its trailing heads deleted, in the order of the moves, e.g.
 * 1011 = {0001, 001, 1 | 1101, 111}. Each with its move and its value (the Algorithm).
 */
import type { Work } from '../../progress';
import { runAlgorithm } from './algorithm';
import { countMoves, options, type Move, type Player } from './rules';

/** Lines up to this many coins have their options listed (at most 40·39/2 = 780 a side). */
export const MAX_OPTIONS_LINE = 40;

export interface ListedOption {
  move: [number, number];
  after: string;
  value: string;
}

function side(line: string, player: Player, work?: Work, done = 0, total = 1): ListedOption[] {
  return options(line, player).map((o: { move: Move; after: string }, k) => {
    if (k % 64 === 0) work?.tick(done + k, total, 'valuing the options');
    return { move: [o.move[0], o.move[1]], after: o.after, value: runAlgorithm(o.after).value.toString() };
  });
}

export function optionsOf(
  line: string,
  work?: Work,
): { value: string; left: ListedOption[]; right: ListedOption[] } {
  const nl = countMoves(line, 'L');
  const total = nl + countMoves(line, 'R');
  return {
    value: runAlgorithm(line).value.toString(),
    left: side(line, 'L', work, 0, total),
    right: side(line, 'R', work, nl, total),
  };
}
