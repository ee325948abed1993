/**
 * A sum of two straps whose winning moves include one that RAISES a strap's Grundy number,
 * found by search rather than written down: the smallest such sum (by the straps' total
 * length, then in table order) of two straps that both still hold two coins. Raising is
 * impossible in Nim (a heap only shrinks), so straps with one coin, which are Nim heaps,
 * are left out.
 */
import type { Work } from '../../progress';
import { grundyByFormula } from './formula';
import type { Position } from './rules';
import { winningMoves, type SumMove } from './sum';

/** Straps are searched up to this y (the first example is far below it). */
export const RAISE_SEARCH_MAX_Y = 24;

export interface RaiseExample {
  positions: [Position, Position];
  /** the winning move that raises, with the value before it */
  move: SumMove;
  before: number;
}

/** Two-coin straps (1 <= x < y <= maxY) in table order: y, then x. */
function straps(maxY: number): Position[] {
  const out: Position[] = [];
  for (let y = 2; y <= maxY; y++) for (let x = 1; x < y; x++) out.push([x, y]);
  return out;
}

export function findRaiseExample(work?: Work): RaiseExample | null {
  const all = straps(RAISE_SEARCH_MAX_Y);
  // Pairs by total length y1 + y2, so the first hit is the smallest board.
  for (let length = 4; length <= 2 * RAISE_SEARCH_MAX_Y; length++) {
    work?.tick(length, 2 * RAISE_SEARCH_MAX_Y, 'looking for a winning move that raises a value');
    for (const p of all) {
      for (const q of all) {
        if (p[1] + q[1] !== length) continue;
        const positions: [Position, Position] = [p, q];
        const values = positions.map(grundyByFormula);
        const raise = winningMoves(positions).find((m) => m.grundy > values[m.component]);
        if (raise) return { positions, move: raise, before: values[raise.component] };
      }
    }
  }
  return null;
}
