/**
 * Complementary Subtraction for the play framework: a set and a sum of blue and red heaps
 * (a blue heap: Left removes numbers in S, Right the others; red: the roles swap). Text:
 * the heaps as in Golden Nugget ("b3,b20,r18"), then "@" and the set ("b3,r7@mod:5:1,3");
 * a move is "heap:take" (heap 1-based).
 */
import { inField } from '../../read';
import { fail, ok } from '../../result';
import { PARTIZAN_SIDES, type GameRules, type PartizanSide } from '../gameRules';
import { makeHeaps, parseHeaps, type Heap } from '../goldennugget/rules';
import { makeSet, parseSet, type SetSpec } from './rules';
import { inS, mayRemove, movesFrom } from './moves';

export interface SubtractionPosition {
  set: SetSpec;
  heaps: readonly Heap[];
}
export interface SubtractionMove {
  component: number;
  take: number;
}

const NAME = { L: 'Left', R: 'Right' } as const;

/** Why `side` may not take `take` from this heap, in words (null: it may). */
export function whyNotTake(set: SetSpec, heap: Heap, take: number, side: PartizanSide): string | null {
  if (!Number.isSafeInteger(take) || take < 1) return 'a move takes at least one counter';
  if (take > heap.size)
    return `the ${heap.color} heap has only ${heap.size} counter${heap.size === 1 ? '' : 's'}`;
  if (mayRemove(set, side, heap, take)) return null;
  const usesS = (side === 'L') === (heap.color === 'blue');
  return `${take} is ${inS(set, take) ? '' : 'not '}in S: on a ${heap.color} heap ${NAME[side]} takes numbers ${usesS ? 'in S' : 'not in S'}`;
}

export const subtractionRules: GameRules<SubtractionPosition, SubtractionMove, PartizanSide, 'subtraction'> =
  {
    game: 'subtraction',
    kind: 'partizan',
    sides: PARTIZAN_SIDES,
    legalMoves: ({ set, heaps }, side) =>
      heaps.flatMap((h, component) =>
        movesFrom(set, h, side).map((after) => ({ component, take: h.size - after })),
      ),
    play({ set, heaps }, m, side) {
      const heap = heaps[m.component];
      if (heap === undefined)
        return fail('bad_field', `there is no heap ${m.component + 1}`, { field: 'move' });
      const why = whyNotTake(set, heap, m.take, side);
      return why === null
        ? ok({
            set,
            heaps: heaps.map((h, i) => (i === m.component ? { size: h.size - m.take, color: h.color } : h)),
          })
        : fail('bad_field', why, { field: 'move' });
    },
    isOver: ({ set, heaps }, side) => heaps.every((h) => movesFrom(set, h, side).length === 0),
    sameMove: (a, b) => a.component === b.component && a.take === b.take,
    parsePosition(text) {
      const at = text.indexOf('@');
      if (at < 0)
        return fail('bad_field', 'write the heaps, then @ and the set: b3,r7@mod:5:1,3', {
          field: 'position',
        });
      const heaps = parseHeaps(text.slice(0, at));
      if (!heaps.ok) return inField(heaps, 'position');
      const set = parseSet(text.slice(at + 1));
      if (!set.ok)
        return inField({ ok: false, error: { ...set.error, at: (set.error.at ?? 0) + at + 1 } }, 'position');
      return ok({ set: set.value, heaps: heaps.value });
    },
    makePosition: ({ set, heaps }) => `${makeHeaps(heaps)}@${makeSet(set)}`,
    parseMove(text) {
      const m = /^\s*(\d+)\s*:\s*(\d+)\s*$/.exec(text);
      if (!m || Number(m[1]) < 1)
        return fail(
          'bad_field',
          `write a move as heap:take, heaps numbered from 1, e.g. 2:3 (got "${text}")`,
          {
            field: 'move',
          },
        );
      return ok({ component: Number(m[1]) - 1, take: Number(m[2]) });
    },
    makeMove: (m) => `${m.component + 1}:${m.take}`,
    describeMove({ heaps }, m) {
      const h = heaps[m.component];
      return h
        ? `${h.color} ${h.size}: take ${m.take}, leaving ${h.size - m.take}`
        : `heap ${m.component + 1}: take ${m.take}`;
    },
    computerRequest: ({ set, heaps }, side) => ({
      set: makeSet(set),
      heaps: heaps.map((h) => ({ size: h.size, color: h.color })),
      player: side,
    }),
    computerAnswerMove: ({ move: m }) => m && { component: m.component, take: m.take },
  };
