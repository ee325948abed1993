/**
 * Flipping Coins: the user's lines (the paper's 0/1 strings, coin d1 first; a sum of lines)
 * and their game on the shared play loop (playSlice.ts: moves for take back and redo, who moves
 * first, two people or a person against the computer, perfect or with a chosen error rate),
 * and the line the walkthroughs are about. A line may keep trailing heads while being edited;
 * a move deletes them (§1 of the paper), and a line with no tails left is the empty string.
 */
import { flippingRules, type FlippingMove } from '../../engine/games/flipping/gameRules';
import type { PartizanSide } from '../../engine/games/gameRules';
import { parseLine } from '../../engine/games/flipping/rules';
import {
  isArrayOf,
  isIntIn,
  isNotation,
  readSlice,
  sliceAccess,
  updateSlice,
  type Check,
  type SliceSpec,
} from '../slice';
import { clampInt } from '../gameHistory';
import { definePlay, type Opponent, type PlayRecord, type PlayState } from '../playSlice';

/** The longest line the board draws and saves (the engine values up to 1,000,000 coins). */
export const FLIPPING_BOARD_MAX = 500;
/** At most this many lines in a sum on the board. */
export const FLIPPING_MAX_LINES = 12;
/** The opening question of the paper (§1, answered in §4.1). */
export const FLIPPING_OPENING_QUESTION = ['0101011111', '1101100111', '0110110110111'];

export type FlippingPlayer = PartizanSide;
export type FlippingOpponent = Opponent;
export type FlippingMoveRecord = PlayRecord<readonly string[], FlippingMove, FlippingPlayer>;

// The engine's line notation as typed (trailing heads kept while editing, no spaces); '' is a line with no coins left.
const isTypedLine = isNotation((text) => parseLine(text, FLIPPING_BOARD_MAX));
const isLine: Check = (v) => v === '' || (isTypedLine(v) && !/\s/.test(v as string));
const isLines = isArrayOf(isLine, FLIPPING_MAX_LINES, 1);
const isMove: Check = (v) => {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    isIntIn(0, FLIPPING_MAX_LINES - 1)(r.component) && isArrayOf(isIntIn(1, FLIPPING_BOARD_MAX), 2, 2)(r.move)
  );
};

export interface FlippingSlice extends PlayState<readonly string[], FlippingMove, FlippingPlayer> {
  /** the line the walkthrough, the editor and the verification panel are about */
  selected: number;
}

export const flippingPlay = definePlay(sliceAccess('flipping'), flippingRules, {
  isPosition: isLines,
  isMove,
  maxHistory: 2000,
  start: () => ['0101011111'],
});

export const flippingSlice: SliceSpec<FlippingSlice> = {
  defaults: () => ({ ...flippingPlay.defaults({ computerPlays: 'R' }), selected: 0 }),
  saved: { ...flippingPlay.saved, selected: isIntIn(0, FLIPPING_MAX_LINES - 1) },
};

const lines = () => readSlice('flipping').position;
/** New lines: a new game; the selection stays on a line that exists. */
function newLines(next: readonly string[], selected?: number) {
  flippingPlay.newGame(next);
  updateSlice('flipping', (s) => ({
    selected: Math.max(0, Math.min(selected ?? s.selected, next.length - 1)),
  }));
}

/** New lines (typed, from a link or an example): a new game. */
export const setFlippingLines = (next: readonly string[]) => newLines(next);

/** Replace one line (typed or edited): a new game. */
export const setFlippingLine = (index: number, line: string) =>
  newLines(lines().map((l, i) => (i === index ? line : l)));

export const addFlippingLine = (line: string) => {
  const ls = lines();
  if (ls.length < FLIPPING_MAX_LINES) newLines([...ls, line], ls.length);
};

export const removeFlippingLine = (index: number) => {
  const ls = lines();
  if (ls.length <= 1 || index < 0 || index >= ls.length) return;
  const selected = readSlice('flipping').selected;
  newLines(
    ls.filter((_, i) => i !== index),
    selected > index ? selected - 1 : selected,
  );
};

/** Turn one coin over in edit mode (0-based): a new game. Trailing heads stay while editing. */
export const toggleFlippingCoin = (line: number, coin: number) => {
  const l = lines()[line];
  if (l === undefined || coin < 0 || coin >= l.length) return;
  setFlippingLine(line, l.slice(0, coin) + (l[coin] === '1' ? '0' : '1') + l.slice(coin + 1));
};

/** Lengthen a line with heads (to toggle) or shorten it from the right, in edit mode. */
export const setFlippingLineLength = (line: number, length: number) => {
  const l = lines()[line];
  const n = clampInt(length, 0, FLIPPING_BOARD_MAX);
  if (l === undefined || n === l.length) return;
  setFlippingLine(line, n < l.length ? l.slice(0, n) : l + '0'.repeat(n - l.length));
};

export const selectFlippingLine = (selected: number) =>
  updateSlice('flipping', (s) => ({ selected: Math.max(0, Math.min(s.position.length - 1, selected)) }));

/** For tests and commands: the slice as it is now. */
export const readFlipping = () => readSlice('flipping');
