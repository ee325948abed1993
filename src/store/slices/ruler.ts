/**
 * Ruler: the user's row of coins (H/T, coin 1 at the left) and its game on the shared play
 * loop (playSlice.ts: moves for take back and redo, two people or against the computer,
 * perfect or making a random move with a chosen probability). Player 0 moves first.
 */
import { rulerRules } from '../../engine/games/ruler/gameRules';
import type { Move } from '../../engine/games/ruler/rules';
import type { ImpartialSide } from '../../engine/games/gameRules';
import { isArrayOf, isIntIn, isWord, readSlice, type SliceSpec } from '../slice';
import { clampInt } from '../gameHistory';
import { definePlay, type Opponent, type PlayRecord, type PlayState } from '../playSlice';

/** The longest row the board draws and saves (the engine itself takes 1,000,000 coins). */
export const RULER_BOARD_MAX = 200;
/** Hoey's example position (papers/ruler-game.txt). */
export const RULER_HOEY_EXAMPLE = 'TTTTHTTHTHHTHTT';

export type RulerOpponent = Opponent;
export type RulerMoveRecord = PlayRecord<string, Move, ImpartialSide>;
export type RulerSlice = PlayState<string, Move, ImpartialSide>;

const isRow = isWord('HT', RULER_BOARD_MAX);

export const rulerPlay = definePlay('ruler', rulerRules, {
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

/** Play a run for the player to move (the rules check it; an illegal run changes nothing and says why). */
export const playRulerMove = rulerPlay.play;

/** The player to move: 0 or 1 (player 0 moved first). */
export const rulerTurn = (s: RulerSlice): ImpartialSide => rulerPlay.toMove(s);

/** Undo the last move; against the computer, back to the person's turn. */
export const takeBackRuler = rulerPlay.takeBack;
export const redoRuler = rulerPlay.redo;
/** Start again from the row as it was before the first move. */
export const restartRuler = rulerPlay.restart;

export const setRulerOpponent = rulerPlay.setOpponent;
export const setRulerComputerPlays = rulerPlay.setComputerPlays;
export const setRulerErrorPercent = rulerPlay.setErrorPercent;

/** For tests and commands: the slice as it is now. */
export const readRuler = () => readSlice('ruler');
