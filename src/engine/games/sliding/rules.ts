/**
 * Sliding Coins (Miyadera, Manabe, Lee, Definition 1.1) with the exact rules of
 * shared/notes/sliding-coins-rules.md — the one reading under which Definition 3.1 agrees
 * with brute force.
 *
 * A position is the paper's (x, y): x = near coin's square + 1, y = far coin's square + 1,
 * the number of unit steps each coin is from falling over the edge. 0 <= x < y; x = 0 means
 * the near coin is gone (a lone coin: a nim heap of size y); (0, 0) is the terminal position.
 *
 * These functions are cheap (O(x + y) at most) so the views may call them on the main thread.
 */

export type Position = readonly [x: number, y: number];

/**
 * How a move is made:
 * - `near`: the near coin slides to a lower square or over the edge;
 * - `far`: the far coin slides to an empty square strictly between the coins;
 * - `push`: the far coin slides to or below the near coin's square and pushes it ahead
 *   (over the edge if there is no room; to the edge square -1 it takes both coins off);
 * - `lone`: the near coin is gone and the far coin slides to a lower square or off.
 */
export type MoveKind = 'near' | 'far' | 'push' | 'lone';
export type Coin = 'near' | 'far';

export interface Move {
  kind: MoveKind;
  /** the coin the player touches */
  coin: Coin;
  /** the square it goes to; -1 is over the edge */
  to: number;
  after: Position;
}

export const TERMINAL: Position = [0, 0];

/** Is [x, y] a position of the game (integers with 0 <= x < y, or the terminal (0, 0))? */
export function isPosition(p: readonly number[]): p is Position {
  if (p.length !== 2) return false;
  const [x, y] = p;
  if (!Number.isSafeInteger(x) || !Number.isSafeInteger(y) || x < 0) return false;
  return x < y || (x === 0 && y === 0);
}

export function isTerminal([x, y]: Position): boolean {
  return x === 0 && y === 0;
}

/** Board squares of the coins: null for a coin that is gone. */
export function coinSquares([x, y]: Position): { near: number | null; far: number | null } {
  return { near: x > 0 ? x - 1 : null, far: y > 0 ? y - 1 : null };
}

/** The position with the coins on these squares (null = gone). Null if that is no position. */
export function positionFromSquares(near: number | null, far: number | null): Position | null {
  const p: Position = [near === null ? 0 : near + 1, far === null ? 0 : far + 1];
  if (near !== null && far === null) return null;
  return isPosition(p) ? p : null;
}

/** The move that takes `coin` to square `to` (-1 = over the edge), or null if illegal. */
export function moveTo(p: Position, coin: Coin, to: number): Move | null {
  const [x, y] = p;
  if (!Number.isSafeInteger(to) || to < -1) return null;
  if (x === 0) {
    // Lone coin: the far coin is all that is left.
    if (coin !== 'far' || y === 0 || to >= y - 1) return null;
    return { kind: 'lone', coin, to, after: [0, to + 1] };
  }
  const nearSq = x - 1;
  const farSq = y - 1;
  if (coin === 'near') {
    if (to >= nearSq) return null;
    return { kind: 'near', coin, to, after: [to + 1, y] };
  }
  if (to >= farSq) return null;
  if (to > nearSq) return { kind: 'far', coin, to, after: [x, to + 1] };
  // Push: far coin on square `to`, near coin on to - 1 (gone if that is below 0).
  return { kind: 'push', coin, to, after: [Math.max(to, 0), to + 1] };
}

/**
 * Every legal move, in board order: near coin moves (edge first), then the far coin's
 * (edge first: pushes, then slides between the coins).
 */
export function legalMoves(p: Position): Move[] {
  const [x, y] = p;
  const moves: Move[] = [];
  if (x > 0) for (let to = -1; to < x - 1; to++) moves.push(moveTo(p, 'near', to)!);
  for (let to = -1; to < y - 1; to++) moves.push(moveTo(p, 'far', to)!);
  return moves;
}

/** The positions one move away (each reached by exactly one move). */
export function options(p: Position): Position[] {
  return legalMoves(p).map((m) => m.after);
}

/** Where a coin may go from p: its legal target squares (-1 = over the edge). */
export function targetsOf(p: Position, coin: Coin): number[] {
  return legalMoves(p)
    .filter((m) => m.coin === coin)
    .map((m) => m.to);
}

export function samePosition(a: Position, b: Position): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

export function formatPosition([x, y]: Position): string {
  return `(${x}, ${y})`;
}

/** A move in words, e.g. "far coin to square 2, pushing the near coin to square 1". */
export function describeMove(m: Move): string {
  const where = (sq: number) => (sq < 0 ? 'over the edge' : `to square ${sq}`);
  switch (m.kind) {
    case 'near':
      return `near coin ${where(m.to)}`;
    case 'far':
      return `far coin ${where(m.to)}`;
    case 'lone':
      return `coin ${where(m.to)}`;
    case 'push':
      if (m.to < 0) return 'far coin over the edge, pushing both coins off';
      return `far coin ${where(m.to)}, pushing the near coin ${where(m.to - 1)}`;
  }
}
