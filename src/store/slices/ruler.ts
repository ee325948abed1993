/**
 * Ruler: the user's row of coins (H/T, coin 1 at the left), the moves made since it was set
 * (for take back), and who plays: two people, or a person against the computer (perfect,
 * or making a random move with a chosen probability).
 */
import { isArrayOf, isIntIn, isWord, oneOf, readSlice, updateSlice, type Check, type SliceSpec } from '../slice';
import { clampInt, movesKeptAfterTakeBack, newSeed } from '../gameHistory';

/** The longest row the board draws and saves (the engine itself takes 1,000,000 coins). */
export const RULER_BOARD_MAX = 200;
/** Hoey's example position (papers/ruler-game.txt). */
export const RULER_HOEY_EXAMPLE = 'TTTTHTTHTHHTHTT';

export type RulerOpponent = 'computer' | 'two';

export interface RulerMoveRecord {
  /** the row before the move */
  before: string;
  /** [from, to], 1-based, inclusive */
  move: [number, number];
}

const isRow = isWord('HT', RULER_BOARD_MAX);
const isMoveRecord: Check = (v) => {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return isRow(r.before) && isArrayOf(isIntIn(1, RULER_BOARD_MAX), 2, 2)(r.move);
};

export interface RulerSlice {
  position: string;
  /** moves since the row was set, oldest first; player 0 made the first */
  history: RulerMoveRecord[];
  opponent: RulerOpponent;
  /** against the computer: which player it is (0 moves first) */
  computerPlays: 0 | 1;
  /** the computer's chance (percent) of playing a random run instead of a winning one */
  errorPercent: number;
  /** seeds the computer's choices for this game (a new game draws a new one) */
  seed: number;
}

export const rulerSlice: SliceSpec<RulerSlice> = {
  defaults: () => ({ position: RULER_HOEY_EXAMPLE, history: [], opponent: 'computer', computerPlays: 1, errorPercent: 0, seed: 1 }),
  saved: {
    position: isRow,
    history: isArrayOf(isMoveRecord, 1000),
    opponent: oneOf('computer', 'two'),
    computerPlays: oneOf(0, 1),
    errorPercent: isIntIn(0, 100),
    seed: isIntIn(0, 0xffffffff),
  },
};

/** A new row (typed, edited, from a link or an example): a new game, so the move list starts again. */
export const setRulerPosition = (position: string) =>
  updateSlice('ruler', (s) => (s.position === position ? {} : { position, history: [], seed: newSeed() }));

/** Turn one coin over in edit mode (0-based index): a new game. */
export const toggleRulerCoin = (index: number) =>
  updateSlice('ruler', (s) => {
    if (index < 0 || index >= s.position.length) return {};
    const flipped = s.position[index] === 'H' ? 'T' : 'H';
    return { position: s.position.slice(0, index) + flipped + s.position.slice(index + 1), history: [] };
  });

/** Lengthen with tails or shorten from the right (1..RULER_BOARD_MAX coins): a new game. */
export const setRulerLength = (length: number) =>
  updateSlice('ruler', (s) => {
    const n = clampInt(length, 1, RULER_BOARD_MAX);
    if (n === s.position.length) return {};
    return { position: n < s.position.length ? s.position.slice(0, n) : s.position + 'T'.repeat(n - s.position.length), history: [] };
  });

/** Record a move; the caller checked it with the engine's rules and computed `after`. */
export const playRulerMove = (move: [number, number], after: string) =>
  updateSlice('ruler', (s) => ({ position: after, history: [...s.history, { before: s.position, move }] }));

/** The player to move: 0 or 1 (player 0 moved first). */
export const rulerTurn = (s: Pick<RulerSlice, 'history'>): 0 | 1 => (s.history.length % 2) as 0 | 1;

/**
 * Undo the last move; against the computer, undo back to the person's turn (their move and the
 * computer's reply), so a take back never hands the move to the computer.
 */
export const takeBackRuler = () =>
  updateSlice('ruler', (s) => {
    if (s.history.length === 0) return {};
    const kept = movesKeptAfterTakeBack(s.history.length, s.opponent === 'computer', (k) => k % 2 === s.computerPlays);
    return { position: s.history[kept].before, history: s.history.slice(0, kept) };
  });

/** Start again from the row as it was before the first move. */
export const restartRuler = () =>
  updateSlice('ruler', (s) => (s.history.length ? { position: s.history[0].before, history: [], seed: newSeed() } : {}));

export const setRulerOpponent = (opponent: RulerOpponent) => updateSlice('ruler', { opponent });
export const setRulerComputerPlays = (computerPlays: 0 | 1) => updateSlice('ruler', { computerPlays });
export const setRulerErrorPercent = (errorPercent: number) => updateSlice('ruler', { errorPercent: clampInt(errorPercent, 0, 100) });

/** For tests and commands: the slice as it is now. */
export const readRuler = () => readSlice('ruler');
