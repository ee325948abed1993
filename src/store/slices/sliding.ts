/**
 * Sliding Coins: the straps in play (one position [x, y] each, notes/sliding-coins-rules.md;
 * two straps are the paper's Definition 1.2) and their game on the shared play loop
 * (playSlice.ts), and the size of the G(x, y) table. Player 0 moves first.
 */
import type { ImpartialSide } from '../../engine/games/gameRules';
import { slidingRules, type SlidingMove, type SlidingStraps } from '../../engine/games/sliding/gameRules';
import { isArrayOf, isIntIn, readSlice, updateSlice, type Check, type SliceSpec } from '../slice';
import { clampInt } from '../gameHistory';
import { definePlay, type Opponent, type PlayRecord, type PlayState } from '../playSlice';

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

const isMove: Check = (v) => {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return isIntIn(0, SLIDING_MAX_STRAPS - 1)(r.component) && isSlidingPosition(r.after);
};

export type SlidingMode = Opponent;
export type SlidingMoveRecord = PlayRecord<SlidingStraps, SlidingMove, ImpartialSide>;

export interface SlidingSlice extends PlayState<SlidingStraps, SlidingMove, ImpartialSide> {
  /** rows of the G(x, y) table */
  tableSize: number;
}

export const slidingPlay = definePlay('sliding', slidingRules, {
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

/** Play a move for the player to move (the rules check it; an illegal move changes nothing and says why). */
export const playSlidingMove = slidingPlay.play;

/** The player to move: 0 or 1 (player 0 moved first). */
export const slidingTurn = (s: SlidingSlice): ImpartialSide => slidingPlay.toMove(s);

/** Undo the last move; against the computer, back to the person's turn. */
export const takeBackSliding = slidingPlay.takeBack;
export const redoSliding = slidingPlay.redo;
export const restartSliding = slidingPlay.restart;

export const setSlidingOpponent = slidingPlay.setOpponent;
export const setSlidingComputerPlays = slidingPlay.setComputerPlays;
export const setSlidingErrorPercent = slidingPlay.setErrorPercent;
export const setSlidingTableSize = (tableSize: number) => updateSlice('sliding', { tableSize: clampInt(tableSize, 1, SLIDING_TABLE_MAX) });

/** For tests and commands: the slice as it is now. */
export const readSliding = () => readSlice('sliding');
