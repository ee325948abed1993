/**
 * Golden Nugget for the play framework: a sum of heaps (rules.ts), Left and Right; a move
 * takes `take` counters from one heap (Left takes A-amounts from blue heaps and B-amounts from
 * red ones, Right the reverse). Text: heaps as colour letter and size joined by commas
 * ("b3,b20,r18"); a move "heap:take" (heap 1-based, "3:1" takes one from the third heap).
 */
import { fail, ok } from '../../result';
import { inField } from '../../read';
import { PARTIZAN_SIDES, type GameRules, type PartizanSide } from '../gameRules';
import { inA } from './wythoffSets';
import { makeHeaps, mayRemove, movesFrom, parseHeaps, type Heap } from './rules';

export type GoldenNuggetPosition = readonly Heap[];
export interface GoldenNuggetMove {
  /** the heap (0-based) */
  component: number;
  /** how many counters are taken */
  take: number;
}

const NAME = { L: 'Left', R: 'Right' } as const;

/** Why `side` may not take `take` from this heap, in words (null: it may). */
export function whyNotTake(heap: Heap, take: number, side: PartizanSide): string | null {
  if (!Number.isSafeInteger(take) || take < 1) return 'a move takes at least one counter';
  if (take > heap.size)
    return `the ${heap.color} heap has only ${heap.size} counter${heap.size === 1 ? '' : 's'}`;
  if (mayRemove(side, heap.color, take)) return null;
  const usesA = (side === 'L') === (heap.color === 'blue');
  return `${take} is in ${inA(take) ? 'A' : 'B'}: on a ${heap.color} heap ${NAME[side]} takes numbers in ${usesA ? 'A' : 'B'}`;
}

export const goldenNuggetRules: GameRules<
  GoldenNuggetPosition,
  GoldenNuggetMove,
  PartizanSide,
  'goldennugget'
> = {
  game: 'goldennugget',
  kind: 'partizan',
  sides: PARTIZAN_SIDES,
  legalMoves: (heaps, side) =>
    heaps.flatMap((h, component) => movesFrom(h, side).map((after) => ({ component, take: h.size - after }))),
  play(heaps, m, side) {
    const heap = heaps[m.component];
    if (heap === undefined)
      return fail('bad_field', `there is no heap ${m.component + 1}`, { field: 'move' });
    const why = whyNotTake(heap, m.take, side);
    return why === null
      ? ok(heaps.map((h, i) => (i === m.component ? { size: h.size - m.take, color: h.color } : h)))
      : fail('bad_field', why, { field: 'move' });
  },
  isOver: (heaps, side) => heaps.every((h) => movesFrom(h, side).length === 0),
  sameMove: (a, b) => a.component === b.component && a.take === b.take,
  parsePosition: (text) => inField(parseHeaps(text), 'position'),
  makePosition: makeHeaps,
  parseMove(text) {
    const m = /^\s*(\d+)\s*:\s*(\d+)\s*$/.exec(text);
    if (!m || Number(m[1]) < 1)
      return fail('bad_field', `write a move as heap:take, heaps numbered from 1, e.g. 2:3 (got "${text}")`, {
        field: 'move',
      });
    return ok({ component: Number(m[1]) - 1, take: Number(m[2]) });
  },
  makeMove: (m) => `${m.component + 1}:${m.take}`,
  describeMove(heaps, m) {
    const h = heaps[m.component];
    return h
      ? `${h.color} ${h.size}: take ${m.take}, leaving ${h.size - m.take}`
      : `heap ${m.component + 1}: take ${m.take}`;
  },
  computerRequest: (heaps, side) => ({
    heaps: heaps.map((h) => ({ size: h.size, color: h.color })),
    player: side,
  }),
  computerAnswerMove: ({ move: m }) => m && { component: m.component, take: m.take },
};
