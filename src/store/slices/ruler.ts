/**
 * Ruler: the user's row of coins (H/T, coin 1 at the left) and its game on the shared play
 * loop (playSlice.ts: moves for take back and redo, two people or against the computer,
 * perfect or making a random move with a chosen probability). Player 0 moves first.
 */
import { rulerRules } from '../../engine/games/ruler/gameRules';
import { parsePosition, type Move } from '../../engine/games/ruler/rules';
import type { ImpartialSide } from '../../engine/games/gameRules';
import { isArrayOf, isIntIn, isNotation, readSlice, sliceAccess, type SliceSpec } from '../slice';
import { clampInt } from '../gameHistory';
import { definePlay, type Opponent, type PlayRecord, type PlayState } from '../playSlice';

/** The longest row the board draws and saves (the engine itself takes 1,000,000 coins). */
export const RULER_BOARD_MAX = 200;
/** Hoey's example position (papers/ruler-game.txt). */
export const RULER_HOEY_EXAMPLE = 'TTTTHTTHTHHTHTT';

export type RulerOpponent = Opponent;
export type RulerMoveRecord = PlayRecord<string, Move, ImpartialSide>;
export type RulerSlice = PlayState<string, Move, ImpartialSide>;

// The engine's notation, in its own spelling (capitals), as in the URL and the requests.
const isRow = isNotation(
  (text) => parsePosition(text, RULER_BOARD_MAX),
  (row) => row,
);

export const rulerPlay = definePlay(sliceAccess('ruler'), rulerRules, {
  isPosition: isRow,
  isMove: isArrayOf(isIntIn(1, RULER_BOARD_MAX), 2, 2),
  maxHistory: 1000,
  start: () => RULER_HOEY_EXAMPLE,
});

export const rulerSlice: SliceSpec<RulerSlice> = {
  defaults: () => rulerPlay.defaults({ opponent: 'computer' }),
  saved: rulerPlay.saved,
};

/** A new row (typed, edited, from a link or an example): a new game, so the move list starts again. */
export const setRulerPosition = rulerPlay.newGame;

/** Turn one coin over in edit mode (0-based index): a new game. */
export const toggleRulerCoin = (index: number) => {
  const p = readSlice('ruler').position;
  if (index < 0 || index >= p.length) return;
  rulerPlay.newGame(p.slice(0, index) + (p[index] === 'H' ? 'T' : 'H') + p.slice(index + 1));
};

/** Lengthen with tails or shorten from the right (1..RULER_BOARD_MAX coins): a new game. */
export const setRulerLength = (length: number) => {
  const p = readSlice('ruler').position;
  const n = clampInt(length, 1, RULER_BOARD_MAX);
  if (n !== p.length) rulerPlay.newGame(n < p.length ? p.slice(0, n) : p + 'T'.repeat(n - p.length));
};

/** For tests and commands: the slice as it is now. */
export const readRuler = () => readSlice('ruler');
