/**
 * Sliding Coins: the straps in play (one position [x, y] each, notes/sliding-coins-rules.md;
 * two straps are the paper's Definition 1.2), the moves made (for take back), and who plays.
 */
import { isArrayOf, isIntIn, oneOf, type Check, readSlice, updateSlice, type SliceSpec } from '../slice';
import { clampInt, movesKeptAfterTakeBack } from '../gameHistory';

export type SlidingPosition = [x: number, y: number];

/** Straps on the board, and the largest y the board draws (bigger positions: look them up). */
export const SLIDING_MAX_STRAPS = 6;
export const SLIDING_PLAY_MAX_Y = 100;
export const SLIDING_TABLE_MAX = 200;

// 0 <= x < y (x = 0: the near coin is gone), or (0, 0): both gone.
export const isSlidingPosition: Check = (v) => {
  if (!Array.isArray(v) || v.length !== 2) return false;
  const [x, y] = v as unknown[];
  if (!Number.isInteger(x) || !Number.isInteger(y)) return false;
  return (x as number) >= 0 && (y as number) <= SLIDING_PLAY_MAX_Y && ((x as number) < (y as number) || (x === 0 && y === 0));
};

export interface SlidingMoveRecord {
  /** the straps before the move */
  before: SlidingPosition[];
  strap: number;
  after: SlidingPosition;
}

const isMoveRecord: Check = (v) => {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return isArrayOf(isSlidingPosition, SLIDING_MAX_STRAPS, 1)(r.before) && isIntIn(0, SLIDING_MAX_STRAPS - 1)(r.strap) && isSlidingPosition(r.after);
};

export type SlidingMode = 'computer' | 'two';

export interface SlidingSlice {
  positions: SlidingPosition[];
  /** moves since the straps were set, oldest first; player 0 made the first */
  history: SlidingMoveRecord[];
  mode: SlidingMode;
  /** against the computer: which player it is (0 moves first) */
  computerPlays: 0 | 1;
  /** rows of the G(x, y) table */
  tableSize: number;
}

export const slidingSlice: SliceSpec<SlidingSlice> = {
  // Definition 1.2: two straps.
  defaults: () => ({
    positions: [
      [3, 7],
      [2, 5],
    ],
    history: [],
    mode: 'computer',
    computerPlays: 1,
    tableSize: 16,
  }),
  saved: {
    positions: isArrayOf(isSlidingPosition, SLIDING_MAX_STRAPS, 1),
    history: isArrayOf(isMoveRecord, 1000),
    mode: oneOf('computer', 'two'),
    computerPlays: oneOf(0, 1),
    tableSize: isIntIn(1, SLIDING_TABLE_MAX),
  },
};

const same = (a: readonly SlidingPosition[], b: readonly SlidingPosition[]) => a.length === b.length && a.every((p, i) => p[0] === b[i][0] && p[1] === b[i][1]);

/** New straps (typed, from a link, added or removed): a new game, so the move list starts again. */
export const setSlidingPositions = (positions: SlidingPosition[]) =>
  updateSlice('sliding', (s) => (same(s.positions, positions) ? {} : { positions, history: [] }));

/** Make a move on one strap (the caller has checked it is legal). */
export const playSlidingMove = (strap: number, after: SlidingPosition) =>
  updateSlice('sliding', (s) => ({
    positions: s.positions.map((p, i) => (i === strap ? after : p)),
    history: [...s.history, { before: s.positions, strap, after }],
  }));

/** The player to move: 0 or 1 (player 0 moved first). */
export const slidingTurn = (s: Pick<SlidingSlice, 'history'>): 0 | 1 => (s.history.length % 2) as 0 | 1;

/**
 * Undo the last move; against the computer, undo back to the person's turn (their move and
 * the computer's reply), so a take back never hands the move to the computer.
 */
export const takeBackSliding = () =>
  updateSlice('sliding', (s) => {
    if (s.history.length === 0) return {};
    const kept = movesKeptAfterTakeBack(s.history.length, s.mode === 'computer', (k) => k % 2 === s.computerPlays);
    return { positions: s.history[kept].before, history: s.history.slice(0, kept) };
  });

export const setSlidingMode = (mode: SlidingMode) => updateSlice('sliding', { mode });
export const setSlidingComputerPlays = (computerPlays: 0 | 1) => updateSlice('sliding', { computerPlays });
export const setSlidingTableSize = (tableSize: number) => updateSlice('sliding', { tableSize: clampInt(tableSize, 1, SLIDING_TABLE_MAX) });

/** For tests and commands: the slice as it is now. */
export const readSliding = () => readSlice('sliding');
