/**
 * What a strap's board shows, without the DOM: the cells (the edge, then squares 0, 1, ...),
 * which coin sits where, where a selected coin may go, and the words for each cell and for
 * a refused move. Only the engine's cheap rule functions are used (legal moves, applying one).
 */
import {
  coinSquares,
  describeMove,
  moveTo,
  targetsOf,
  type Coin,
  type Move,
  type Position,
} from '../../engine/games/sliding/rules';

/** Cell indices: -1 is the edge (over it = off the board), 0.. are the squares. */
export const EDGE = -1;

export function coinAt(p: Position, cell: number): Coin | null {
  const { near, far } = coinSquares(p);
  if (cell === near) return 'near';
  if (cell === far) return 'far';
  return null;
}

export function coinName(p: Position, coin: Coin): string {
  if (coin === 'far' && p[0] === 0) return 'the coin';
  return coin === 'near' ? 'the near coin' : 'the far coin';
}

/** "squares 0–3 or over the edge" */
export function describeTargets(targets: readonly number[]): string {
  const squares = targets.filter((t) => t >= 0);
  const edge = targets.includes(EDGE) ? 'over the edge' : '';
  const run =
    squares.length === 0
      ? ''
      : squares.length === 1
        ? `square ${squares[0]}`
        : `squares ${squares[0]}–${squares[squares.length - 1]}`;
  return [run, edge].filter(Boolean).join(' or ');
}

export type Activation =
  | { kind: 'select'; coin: Coin }
  | { kind: 'deselect' }
  | { kind: 'move'; move: Move }
  | { kind: 'refuse'; message: string };

/** What a click (or Enter) on `cell` does, given the selected coin. */
export function activate(p: Position, selected: Coin | null, cell: number): Activation {
  const here = coinAt(p, cell);
  if (selected) {
    const move = moveTo(p, selected, cell);
    if (move) return { kind: 'move', move };
    if (here === selected) return { kind: 'deselect' };
    if (here) return { kind: 'select', coin: here };
    return {
      kind: 'refuse',
      message: `${cap(coinName(p, selected))} can only slide toward the edge: ${describeTargets(targetsOf(p, selected))}.`,
    };
  }
  if (here) return { kind: 'select', coin: here };
  if (p[1] === 0) return { kind: 'refuse', message: 'Both coins are gone: this strap has no moves.' };
  return {
    kind: 'refuse',
    message:
      p[0] === 0
        ? 'Choose the coin first, then the square it goes to.'
        : 'Choose a coin first (the near coin N or the far coin F), then the square it goes to.',
  };
}

/** The accessible name of a cell: it begins with the cell's visible text, "2 N" (WCAG 2.5.3). */
export function cellName(p: Position, cell: number, selected: Coin | null): string {
  const parts: string[] = [];
  const here = coinAt(p, cell);
  if (cell === EDGE) parts.push('Over the edge');
  else
    parts.push(
      `Square ${cell}: ${here ? `${here === 'near' ? 'N' : 'F'}, ${coinName(p, here).replace(/^the /, '')} (${here === 'near' ? `x = ${p[0]}` : `y = ${p[1]}`})` : 'empty'}`,
    );
  if (here && here === selected) parts.push('selected');
  const move = selected ? moveTo(p, selected, cell) : null;
  if (move) parts.push(`move: ${describeMove(move)}, giving (${move.after[0]}, ${move.after[1]})`);
  return parts.join(', ');
}

/** A sentence describing the strap. */
export function describeStrap(p: Position): string {
  const { near, far } = coinSquares(p);
  if (far === null) return 'both coins are gone';
  if (near === null) return `the near coin is gone; the far coin is on square ${far} (y = ${p[1]})`;
  return `near coin on square ${near} (x = ${p[0]}), far coin on square ${far} (y = ${p[1]})`;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
