/** Golden Nugget's computer player (the goldennugget `computerMove` op the play framework asks), through analyze(). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ask } from '../../api';
import { goldenNuggetRules } from './gameRules';
import type { Heap } from './rules';
import { analyzeSum } from './sums';

const heap = fc.record({
  size: fc.integer({ min: 0, max: 40 }),
  color: fc.constantFrom<Heap['color']>('blue', 'red'),
});
const heaps = fc.array(heap, { minLength: 1, maxLength: 4 });
const side = fc.constantFrom<'L' | 'R'>('L', 'R');

function choose(hs: Heap[], player: 'L' | 'R', errorRate: number, seed: number) {
  const r = ask({ game: 'goldennugget', op: 'computerMove', heaps: hs, player, errorRate, seed });
  if (!r.ok) throw new Error(r.error.message);
  return r;
}

describe('goldennugget computerMove', () => {
  it('plays one of the sum analysis’s winning moves when there is one, otherwise a legal move', () => {
    fc.assert(
      fc.property(heaps, side, fc.nat(1000), (hs, player, seed) => {
        const r = choose(hs, player, 0, seed);
        const legal = goldenNuggetRules.legalMoves(hs, player);
        if (legal.length === 0) {
          expect(r).toMatchObject({ move: null, kind: 'none', winning: false });
          return;
        }
        const wins = analyzeSum(hs).winningMoves[player === 'L' ? 'left' : 'right'];
        const m = r.move!;
        expect(legal.some((l) => goldenNuggetRules.sameMove(l, m))).toBe(true);
        expect(m.after).toBe(hs[m.component].size - m.take);
        expect(r.winning).toBe(wins.length > 0);
        if (wins.length > 0) expect(wins).toContainEqual({ component: m.component, after: m.after });
      }),
      { numRuns: 60 },
    );
  });

  it('at error rate 1 plays a random legal move, the same one for the same seed', () => {
    fc.assert(
      fc.property(heaps, side, fc.nat(1000), (hs, player, seed) => {
        const r = choose(hs, player, 1, seed);
        if (r.move === null) {
          expect(goldenNuggetRules.legalMoves(hs, player)).toEqual([]);
          return;
        }
        expect(r.kind).toBe('random');
        expect(goldenNuggetRules.play(hs, r.move, player).ok).toBe(true);
        expect(choose(hs, player, 1, seed)).toEqual(r);
      }),
      { numRuns: 60 },
    );
  });

  it('is what GameRules reads: the answer’s move plays on the board', () => {
    const hs: Heap[] = [
      { size: 20, color: 'blue' },
      { size: 17, color: 'red' },
    ];
    const r = choose(hs, 'L', 0, 3);
    const move = goldenNuggetRules.computerAnswerMove(r);
    expect(move).not.toBeNull();
    expect(goldenNuggetRules.play(hs, move!, 'L').ok).toBe(true);
    expect(ask({ game: 'goldennugget', op: 'computerMove', heaps: hs, player: 'X' as 'L' })).toMatchObject({
      ok: false,
      error: { field: 'player' },
    });
  });
});
