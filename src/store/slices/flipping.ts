/**
 * Flipping Coins: the user's lines (the paper's 0/1 strings, coin d1 first; a sum of lines),
 * whose turn it is, the moves made since the lines were set (for take back), and who plays:
 * two people, or a person against the computer (perfect, or with a chosen error rate).
 * A line may keep trailing heads while being edited; a move deletes them (§1 of the paper),
 * and a line with no tails left is the empty string.
 */
import { isArrayOf, isIntIn, oneOf, readSlice, updateSlice, type Check, type SliceSpec } from '../slice';
import { clampInt, movesKeptAfterTakeBack, newSeed } from '../gameHistory';

/** The longest line the board draws and saves (the engine values up to 1,000,000 coins). */
export const FLIPPING_BOARD_MAX = 500;
/** At most this many lines in a sum on the board. */
export const FLIPPING_MAX_LINES = 12;
/** The opening question of the paper (§1, answered in §4.1). */
export const FLIPPING_OPENING_QUESTION = ['0101011111', '1101100111', '0110110110111'];

export type FlippingPlayer = 'L' | 'R';
export type FlippingOpponent = 'computer' | 'two';

export interface FlippingMoveRecord {
  /** every line before the move */
  before: string[];
  player: FlippingPlayer;
  component: number;
  /** [i, j], 1-based */
  move: [number, number];
}

const isLine: Check = (v) => typeof v === 'string' && v.length <= FLIPPING_BOARD_MAX && /^[01]*$/.test(v);
const isLines = isArrayOf(isLine, FLIPPING_MAX_LINES, 1);
const isMoveRecord: Check = (v) => {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return isLines(r.before) && oneOf('L', 'R')(r.player) && isIntIn(0, FLIPPING_MAX_LINES - 1)(r.component) && isArrayOf(isIntIn(1, FLIPPING_BOARD_MAX), 2, 2)(r.move);
};

export interface FlippingSlice {
  lines: string[];
  /** the player to move */
  toMove: FlippingPlayer;
  /** who moved first in this game (a take back to the start restores it) */
  firstMover: FlippingPlayer;
  history: FlippingMoveRecord[];
  opponent: FlippingOpponent;
  /** against the computer: the side it plays */
  computerPlays: FlippingPlayer;
  /** the computer's chance (percent) of a random move instead of the best one */
  errorPercent: number;
  /** seeds the computer's choices for this game */
  seed: number;
  /** the line the walkthrough, the editor and the verification panel are about */
  selected: number;
}

export const flippingSlice: SliceSpec<FlippingSlice> = {
  defaults: () => ({ lines: ['0101011111'], toMove: 'L', firstMover: 'L', history: [], opponent: 'two', computerPlays: 'R', errorPercent: 0, seed: 1, selected: 0 }),
  saved: {
    lines: isLines,
    toMove: oneOf('L', 'R'),
    firstMover: oneOf('L', 'R'),
    history: isArrayOf(isMoveRecord, 2000),
    opponent: oneOf('computer', 'two'),
    computerPlays: oneOf('L', 'R'),
    errorPercent: isIntIn(0, 100),
    seed: isIntIn(0, 0xffffffff),
    selected: isIntIn(0, FLIPPING_MAX_LINES - 1),
  },
};

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** New lines (typed, from a link or an example): a new game. */
export const setFlippingLines = (lines: string[]) =>
  updateSlice('flipping', (s) => (same(s.lines, lines) ? {} : { lines, history: [], toMove: s.firstMover, seed: newSeed(), selected: Math.min(s.selected, lines.length - 1) }));

/** Replace one line (typed or edited): a new game. */
export const setFlippingLine = (index: number, line: string) =>
  updateSlice('flipping', (s) => (s.lines[index] === line ? {} : { lines: s.lines.map((l, i) => (i === index ? line : l)), history: [], toMove: s.firstMover }));

export const addFlippingLine = (line: string) =>
  updateSlice('flipping', (s) => (s.lines.length >= FLIPPING_MAX_LINES ? {} : { lines: [...s.lines, line], history: [], toMove: s.firstMover, selected: s.lines.length }));

export const removeFlippingLine = (index: number) =>
  updateSlice('flipping', (s) => {
    if (s.lines.length <= 1 || index < 0 || index >= s.lines.length) return {};
    const lines = s.lines.filter((_, i) => i !== index);
    return { lines, history: [], toMove: s.firstMover, selected: Math.min(s.selected > index ? s.selected - 1 : s.selected, lines.length - 1) };
  });

/** Turn one coin over in edit mode (0-based): a new game. Trailing heads stay while editing. */
export const toggleFlippingCoin = (line: number, coin: number) =>
  updateSlice('flipping', (s) => {
    const l = s.lines[line];
    if (l === undefined || coin < 0 || coin >= l.length) return {};
    const flipped = l.slice(0, coin) + (l[coin] === '1' ? '0' : '1') + l.slice(coin + 1);
    return { lines: s.lines.map((x, i) => (i === line ? flipped : x)), history: [], toMove: s.firstMover };
  });

/** Lengthen a line with heads (to toggle) or shorten it from the right, in edit mode. */
export const setFlippingLineLength = (line: number, length: number) =>
  updateSlice('flipping', (s) => {
    const l = s.lines[line];
    const n = clampInt(length, 0, FLIPPING_BOARD_MAX);
    if (l === undefined || n === l.length) return {};
    const next = n < l.length ? l.slice(0, n) : l + '0'.repeat(n - l.length);
    return { lines: s.lines.map((x, i) => (i === line ? next : x)), history: [], toMove: s.firstMover };
  });

/** Record a move; the caller checked it with the engine's rules and computed `after` (normalised). */
export const playFlippingMove = (component: number, move: [number, number], after: string) =>
  updateSlice('flipping', (s): Partial<FlippingSlice> => ({
    lines: s.lines.map((l, i) => (i === component ? after : l)),
    history: [...s.history, { before: s.lines, player: s.toMove, component, move }],
    toMove: s.toMove === 'L' ? 'R' : 'L',
  }));

/** Undo the last move; against the computer, back to the person's turn. */
export const takeBackFlipping = () =>
  updateSlice('flipping', (s) => {
    if (s.history.length === 0) return {};
    const kept = movesKeptAfterTakeBack(s.history.length, s.opponent === 'computer', (k) => s.history[k].player === s.computerPlays);
    const first = s.history[kept];
    return { lines: first.before, history: s.history.slice(0, kept), toMove: first.player };
  });

/** Back to the lines before the first move. */
export const restartFlipping = () =>
  updateSlice('flipping', (s) => (s.history.length ? { lines: s.history[0].before, history: [], toMove: s.firstMover, seed: newSeed() } : {}));

/** Who moves first (also who is to move now, when no move has been made). */
export const setFlippingFirstMover = (p: FlippingPlayer) => updateSlice('flipping', (s) => (s.history.length ? { firstMover: p } : { firstMover: p, toMove: p }));
export const setFlippingOpponent = (opponent: FlippingOpponent) => updateSlice('flipping', { opponent });
export const setFlippingComputerPlays = (computerPlays: FlippingPlayer) => updateSlice('flipping', { computerPlays });
export const setFlippingErrorPercent = (errorPercent: number) => updateSlice('flipping', { errorPercent: clampInt(errorPercent, 0, 100) });
export const selectFlippingLine = (selected: number) => updateSlice('flipping', (s) => ({ selected: Math.max(0, Math.min(s.lines.length - 1, selected)) }));

/** For tests and commands: the slice as it is now. */
export const readFlipping = () => readSlice('flipping');
