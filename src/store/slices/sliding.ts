/**
 * Sliding Coins: the straps in play (one position [x, y] each, notes/sliding-coins-rules.md;
 * two straps are the paper's Definition 1.2) and their game on the shared play loop
 * (playSlice.ts), and the size of the G(x, y) table. Player 0 moves first.
 */
import type { ImpartialSide } from '../../engine/games/gameRules';
import { slidingRules, type SlidingMove, type SlidingStraps } from '../../engine/games/sliding/gameRules';
import { readPosition } from '../../engine/games/sliding/input';
import {
  isArrayOf,
  isIntIn,
  readSlice,
  sliceAccess,
  updateSlice,
  type Check,
  type SliceSpec,
} from '../slice';
import { clampInt } from '../gameHistory';
import { definePlay, type PlayState } from '../playSlice';

export type SlidingPosition = [x: number, y: number];

/** Straps on the board, and the largest y the board draws (bigger positions: look them up). */
export const SLIDING_MAX_STRAPS = 6;
export const SLIDING_PLAY_MAX_Y = 100;
export const SLIDING_TABLE_MAX = 200;

// 0 <= x < y (x = 0: the near coin is gone), or (0, 0): both gone. Read by the engine's own
// position reader (as in the requests), and y within the board.
export const isSlidingPosition: Check = (v) => {
  const r = readPosition(v, 'position');
  return r.ok && r.value[1] <= SLIDING_PLAY_MAX_Y;
};

const isMove: Check = (v) => {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return isIntIn(0, SLIDING_MAX_STRAPS - 1)(r.component) && isSlidingPosition(r.after);
};

export interface SlidingSlice extends PlayState<SlidingStraps, SlidingMove, ImpartialSide> {
  /** rows of the G(x, y) table */
  tableSize: number;
}

export const slidingPlay = definePlay(sliceAccess('sliding'), slidingRules, {
  isPosition: isArrayOf(isSlidingPosition, SLIDING_MAX_STRAPS, 1),
  isMove,
  maxHistory: 1000,
  // Definition 1.2: two straps.
  start: (): SlidingStraps => [
    [3, 7],
    [2, 5],
  ],
});

export const slidingSlice: SliceSpec<SlidingSlice> = {
  defaults: () => ({ ...slidingPlay.defaults({ opponent: 'computer' }), tableSize: 16 }),
  saved: { ...slidingPlay.saved, tableSize: isIntIn(1, SLIDING_TABLE_MAX) },
};

/** New straps (typed, from a link, added or removed): a new game, so the move list starts again. */
export const setSlidingPositions = (positions: SlidingStraps) => slidingPlay.newGame(positions);

export const setSlidingTableSize = (tableSize: number) =>
  updateSlice('sliding', { tableSize: clampInt(tableSize, 1, SLIDING_TABLE_MAX) });

/** For tests and commands: the slice as it is now. */
export const readSliding = () => readSlice('sliding');
