/**
 * Golden Nugget for the play framework: a sum of heaps (rules.ts), Left and Right; a move
 * takes `take` counters from one heap (Left takes A-amounts from blue heaps and B-amounts from
 * red ones, Right the reverse). Text: heaps as colour letter and size joined by commas
 * ("b3,b20,r18"); a move "heap:take" (heap 1-based, "3:1" takes one from the third heap).
 */
import { fail, ok, type Result } from '../../result';
import { PARTIZAN_SIDES, isWhole, type GameRules, type PartizanSide } from '../gameRules';
import { inA, MAX_HEAP } from './heapTable';
import { mayRemove, type Heap } from './rules';

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
  if (take > heap.size) return `the ${heap.color} heap has only ${heap.size} counter${heap.size === 1 ? '' : 's'}`;
  if (mayRemove(side, heap.color, take)) return null;
  const usesA = (side === 'L') === (heap.color === 'blue');
  return `${take} is in ${inA(take) ? 'A' : 'B'}: on a ${heap.color} heap ${NAME[side]} takes numbers in ${usesA ? 'A' : 'B'}`;
}

function readHeap(text: string, k: number): Result<Heap> {
  const m = /^\s*([brBR])\s*(\d+)\s*$/.exec(text);
  if (!m) return fail('bad_field', `heap ${k + 1}: write b or r and a size, e.g. b20 (got "${text}")`, { field: 'position' });
  const size = Number(m[2]);
  if (size > MAX_HEAP) return fail('too_large', `heap ${k + 1}: sizes go up to ${MAX_HEAP.toLocaleString('en')} here (got ${m[2]})`, { field: 'position' });
  return ok({ size, color: m[1].toLowerCase() === 'b' ? 'blue' : 'red' });
}

export const goldenNuggetRules: GameRules<GoldenNuggetPosition, GoldenNuggetMove, PartizanSide> = {
  game: 'goldennugget',
  kind: 'partizan',
  sides: PARTIZAN_SIDES,
  legalMoves(heaps, side) {
    const out: GoldenNuggetMove[] = [];
    heaps.forEach((h, component) => {
      for (let take = 1; take <= h.size; take++) if (mayRemove(side, h.color, take)) out.push({ component, take });
    });
    return out;
  },
  play(heaps, m, side) {
    const heap = heaps[m.component];
    if (heap === undefined) return fail('bad_field', `there is no heap ${m.component + 1}`, { field: 'move' });
    const why = whyNotTake(heap, m.take, side);
    return why === null ? ok(heaps.map((h, i) => (i === m.component ? { size: h.size - m.take, color: h.color } : h))) : fail('bad_field', why, { field: 'move' });
  },
  isOver: (heaps, side) => heaps.every((h) => !hasMove(h, side)),
  sameMove: (a, b) => a.component === b.component && a.take === b.take,
  parsePosition(text) {
    const heaps: Heap[] = [];
    for (const [k, part] of text.split(',').entries()) {
      const r = readHeap(part, k);
      if (!r.ok) return r;
      heaps.push(r.value);
    }
    return ok(heaps);
  },
  makePosition: (heaps) => heaps.map((h) => `${h.color === 'blue' ? 'b' : 'r'}${h.size}`).join(','),
  parseMove(text) {
    const m = /^\s*(\d+)\s*:\s*(\d+)\s*$/.exec(text);
    if (!m || Number(m[1]) < 1) return fail('bad_field', `write a move as heap:take, heaps numbered from 1, e.g. 2:3 (got "${text}")`, { field: 'move' });
    return ok({ component: Number(m[1]) - 1, take: Number(m[2]) });
  },
  makeMove: (m) => `${m.component + 1}:${m.take}`,
  describeMove(heaps, m) {
    const h = heaps[m.component];
    return h ? `${h.color} ${h.size}: take ${m.take}, leaving ${h.size - m.take}` : `heap ${m.component + 1}: take ${m.take}`;
  },
  computerRequest: (heaps, side) => ({ heaps: heaps.map((h) => ({ size: h.size, color: h.color })), player: side }),
  computerAnswerMove(answer) {
    const m = answer.move as { component?: unknown; take?: unknown } | null | undefined;
    return m && isWhole(m.component) && isWhole(m.take) ? { component: m.component, take: m.take } : null;
  },
};

/** Has `side` a move on this heap? (The loop stops at the first amount it may take.) */
function hasMove(h: Heap, side: PartizanSide): boolean {
  for (let take = 1; take <= h.size; take++) if (mayRemove(side, h.color, take)) return true;
  return false;
}
