/**
 * Complementary Subtraction: a set S (Left takes numbers in S from blue heaps, Right the
 * rest; red heaps swap the roles) and a sum of heaps on the shared play loop. The position is
 * kept as the engine's text, "b7,r4@mod:5:1,3", so it saves as plain JSON (a Beatty set's
 * α is exact BigInt arithmetic inside the engine's SetSpec); the play rules are the engine's
 * `subtractionRules` read through that text.
 */
import {
  subtractionRules,
  type SubtractionMove,
  type SubtractionPosition,
} from '../../engine/games/subtraction/gameRules';
import { makeSet, parseSet } from '../../engine/games/subtraction/rules';
import type { GameRules, PartizanSide } from '../../engine/games/gameRules';
import { makeHeaps, type Heap } from '../../engine/games/goldennugget/rules';
import { fail, ok, type Result } from '../../engine/result';
import { isIntIn, readSlice, sliceAccess, type Check, type SliceSpec } from '../slice';
import { definePlay, type PlayState } from '../playSlice';

/** The largest heap the board draws and at most this many heaps. */
export const CS_BOARD_MAX_HEAP = 60;
export const CS_MAX_HEAPS = 8;

export type SubtractionSlice = PlayState<string, SubtractionMove, PartizanSide>;

const cache = new Map<string, SubtractionPosition>();
/** The position read from its text (null: not a position). */
export function readSubtractionPosition(text: string): SubtractionPosition | null {
  const hit = cache.get(text);
  if (hit) return hit;
  const r = subtractionRules.parsePosition(text);
  if (!r.ok) return null;
  if (cache.size > 500) cache.clear();
  cache.set(text, r.value);
  return r.value;
}
const pos = (text: string) =>
  readSubtractionPosition(text) ?? { set: { kind: 'wythoff' as const }, heaps: [] };

/** The set as the engine writes it, or the engine's message (with `at`). */
export function parseSetText(text: string): Result<string> {
  const r = parseSet(text);
  return r.ok ? ok(makeSet(r.value)) : r;
}

/** The engine's rules over the position's text. */
const textRules: GameRules<string, SubtractionMove, PartizanSide, 'subtraction'> = {
  ...subtractionRules,
  legalMoves: (p, side) => subtractionRules.legalMoves(pos(p), side),
  play(p, m, side) {
    const r = subtractionRules.play(pos(p), m, side);
    return r.ok ? ok(subtractionRules.makePosition(r.value)) : r;
  },
  isOver: (p, side) => subtractionRules.isOver(pos(p), side),
  parsePosition(text) {
    const r = subtractionRules.parsePosition(text);
    return r.ok ? ok(subtractionRules.makePosition(r.value)) : r;
  },
  makePosition: (p) => p,
  describeMove: (p, m) => subtractionRules.describeMove(pos(p), m),
  computerRequest: (p, side) => subtractionRules.computerRequest(pos(p), side),
};

const isPosition: Check = (v) => {
  if (typeof v !== 'string') return false;
  const p = readSubtractionPosition(v);
  return (
    p !== null &&
    p.heaps.length >= 1 &&
    p.heaps.length <= CS_MAX_HEAPS &&
    p.heaps.every((h) => h.size <= CS_BOARD_MAX_HEAP)
  );
};
const isMove: Check = (v) => {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  return isIntIn(0, CS_MAX_HEAPS - 1)(m.component) && isIntIn(1, CS_BOARD_MAX_HEAP)(m.take);
};

export const subtractionPlay = definePlay(sliceAccess('subtraction'), textRules, {
  isPosition,
  isMove,
  maxHistory: 1000,
  // Odd numbers for Left on blue heaps (Example 6.2's set), a blue 7 and a red 4.
  start: () => 'b7,r4@mod:2:1',
});

export const subtractionSlice: SliceSpec<SubtractionSlice> = {
  defaults: () => subtractionPlay.defaults({ opponent: 'computer', computerPlays: 'R' }),
  saved: subtractionPlay.saved,
};

const current = () => pos(readSlice('subtraction').position);

/** The chosen set, as the engine writes it. */
export const subtractionSetOf = (position: string) => {
  const at = position.indexOf('@');
  return at < 0 ? 'wythoff' : position.slice(at + 1);
};
/** The heaps of a position. */
export const subtractionHeapsOf = (position: string): readonly Heap[] => pos(position).heaps;

/** A new set (notation already read): a new game on the same heaps. */
export function setSubtractionSet(setText: string): Result<string> {
  const r = parseSetText(setText);
  if (!r.ok) return r;
  const heaps = current().heaps;
  subtractionPlay.newGame(`${makeHeaps(heaps.length ? heaps : [{ size: 7, color: 'blue' }])}@${r.value}`);
  return r;
}

/** New heaps on the same set: a new game. */
export function setSubtractionHeaps(heaps: readonly Heap[]): Result<string> {
  if (heaps.length < 1 || heaps.length > CS_MAX_HEAPS)
    return fail('bad_field', `the board holds 1 to ${CS_MAX_HEAPS} heaps`);
  const big = heaps.find((h) => h.size > CS_BOARD_MAX_HEAP);
  if (big) return fail('too_large', `the board draws heaps of up to ${CS_BOARD_MAX_HEAP} counters`);
  const text = `${makeHeaps(heaps)}@${subtractionSetOf(readSlice('subtraction').position)}`;
  subtractionPlay.newGame(text);
  return ok(text);
}

export const readSubtraction = () => readSlice('subtraction');
