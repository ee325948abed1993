/**
 * Golden Nugget: the user's sum of heaps (blue heaps are Left's, red ones their negatives) and
 * its game on the shared play loop (playSlice.ts: moves for take back and redo, who moves
 * first, two people or a person against the computer, perfect or with a chosen error rate).
 * The board draws every counter, so its heaps are smaller than the engine's (the table and
 * the classifier reach further).
 */
import {
  goldenNuggetRules,
  type GoldenNuggetMove,
  type GoldenNuggetPosition,
} from '../../engine/games/goldennugget/gameRules';
import { readHeaps, type Color, type Heap } from '../../engine/games/goldennugget/rules';
import type { PartizanSide } from '../../engine/games/gameRules';
import { isIntIn, readSlice, sliceAccess, type Check, type SliceSpec } from '../slice';
import { clampInt } from '../gameHistory';
import { definePlay, type PlayRecord, type PlayState } from '../playSlice';

export type { Heap };

/** The largest heap the board draws (counter by counter) and saves. */
export const GN_BOARD_MAX_HEAP = 100;
/** At most this many heaps in a sum on the board. */
export const GN_MAX_HEAPS = 12;
/** The paper's Question 1.2: (i) blue 3 + blue 20 + red 18, (ii) blue 20 + red 17. */
export const GN_QUESTION_1_2: Record<'i' | 'ii', readonly Heap[]> = {
  i: [
    { size: 3, color: 'blue' },
    { size: 20, color: 'blue' },
    { size: 18, color: 'red' },
  ],
  ii: [
    { size: 20, color: 'blue' },
    { size: 17, color: 'red' },
  ],
};

export type GoldenNuggetMoveRecord = PlayRecord<GoldenNuggetPosition, GoldenNuggetMove, PartizanSide>;
export type GoldenNuggetSlice = PlayState<GoldenNuggetPosition, GoldenNuggetMove, PartizanSide>;

// Read by the engine's own heaps reader (as in the requests), and sized for the board.
const isHeaps: Check = (v) => {
  if (!Array.isArray(v) || v.length < 1 || v.length > GN_MAX_HEAPS) return false;
  const r = readHeaps(v, 'position');
  return r.ok && r.value.every((h) => h.size <= GN_BOARD_MAX_HEAP);
};
const isMove: Check = (v) => {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  return isIntIn(0, GN_MAX_HEAPS - 1)(m.component) && isIntIn(1, GN_BOARD_MAX_HEAP)(m.take);
};

export const goldenNuggetPlay = definePlay(sliceAccess('goldennugget'), goldenNuggetRules, {
  isPosition: isHeaps,
  isMove,
  maxHistory: 2000,
  // The paper's first example (Section 1): a blue heap of 9 and a red heap of 5.
  start: (): Heap[] => [
    { size: 9, color: 'blue' },
    { size: 5, color: 'red' },
  ],
});

export const goldenNuggetSlice: SliceSpec<GoldenNuggetSlice> = {
  defaults: () => goldenNuggetPlay.defaults({ opponent: 'computer', computerPlays: 'R' }),
  saved: goldenNuggetPlay.saved,
};

const heaps = () => readSlice('goldennugget').position;

/** New heaps (typed, from a link, a preset or the editor): a new game. */
export const setGoldenNuggetHeaps = (next: readonly Heap[]) =>
  goldenNuggetPlay.newGame(next.map((h) => ({ size: h.size, color: h.color })));

export const addGoldenNuggetHeap = (color: Color, size = 5) => {
  const hs = heaps();
  if (hs.length < GN_MAX_HEAPS)
    setGoldenNuggetHeaps([...hs, { size: clampInt(size, 0, GN_BOARD_MAX_HEAP), color }]);
};

export const removeGoldenNuggetHeap = (index: number) => {
  const hs = heaps();
  if (hs.length > 1 && index >= 0 && index < hs.length)
    setGoldenNuggetHeaps(hs.filter((_, i) => i !== index));
};

export const resizeGoldenNuggetHeap = (index: number, size: number) =>
  setGoldenNuggetHeaps(
    heaps().map((h, i) => (i === index ? { size: clampInt(size, 0, GN_BOARD_MAX_HEAP), color: h.color } : h)),
  );

export const recolorGoldenNuggetHeap = (index: number) =>
  setGoldenNuggetHeaps(
    heaps().map((h, i) => (i === index ? { size: h.size, color: h.color === 'blue' ? 'red' : 'blue' } : h)),
  );

/** For tests and commands: the slice as it is now. */
export const readGoldenNugget = () => readSlice('goldennugget');
