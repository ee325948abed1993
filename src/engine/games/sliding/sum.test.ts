import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mex } from '../../arith/nim';
import { bruteGrundy } from './bruteForce';
import { legalMoves, options, type Position } from './rules';
import { bestMove, gentlestMove, movesToValue, sumGrundy, winningMoves } from './sum';

/** Grundy number of a sum by mex over the sum's own moves — no Sprague–Grundy assumed. */
const memo = new Map<string, number>();
function bruteSum(ps: Position[]): number {
  const k = ps
    .map((p) => p.join(','))
    .sort()
    .join('|');
  const hit = memo.get(k);
  if (hit !== undefined) return hit;
  const values: number[] = [];
  ps.forEach((p, i) => {
    for (const q of options(p)) values.push(bruteSum(ps.map((r, j) => (j === i ? q : r))));
  });
  const g = mex(values);
  memo.set(k, g);
  return g;
}

const position = (maxY: number) =>
  fc
    .integer({ min: 0, max: maxY })
    .chain((y) => fc.integer({ min: 0, max: Math.max(y - 1, 0) }).map((x) => [x, y] as Position));

describe('sums of straps (Definition 1.2)', () => {
  it('movesToValue finds exactly the moves to each value (vs enumeration, y <= 32)', () => {
    for (let y = 0; y <= 32; y++)
      for (let x = 0; x < Math.max(y, 1); x++) {
        const p: Position = [x, y];
        const g = bruteGrundy(p);
        for (let t = 0; t <= g + 2; t++) {
          const expected = legalMoves(p).filter((m) => bruteGrundy(m.after) === t);
          expect(movesToValue(p, t)).toEqual(expected);
        }
      }
  });

  it('the nim-sum is the Grundy number of the sum game, and winning moves leave P-positions (random small sums)', () => {
    fc.assert(
      fc.property(fc.array(position(6), { minLength: 1, maxLength: 3 }), (ps) => {
        const g = sumGrundy(ps);
        expect(g).toBe(bruteSum(ps));
        const wins = winningMoves(ps);
        // exactly the moves to a sum of value 0
        const expected: string[] = [];
        ps.forEach((p, i) => {
          for (const m of legalMoves(p))
            if (bruteSum(ps.map((r, j) => (j === i ? m.after : r))) === 0) expected.push(`${i}:${m.after}`);
        });
        expect(wins.map((w) => `${w.component}:${w.after}`).sort()).toEqual(expected.sort());
        expect(wins.length === 0).toBe(g === 0);
      }),
      { numRuns: 150, seed: 20240601 },
    );
  });

  it('two straps: winning moves for larger positions agree with brute force (y <= 60)', () => {
    fc.assert(
      fc.property(position(60), position(60), (a, b) => {
        const ga = bruteGrundy(a);
        const gb = bruteGrundy(b);
        expect(sumGrundy([a, b])).toBe(ga ^ gb);
        for (const w of winningMoves([a, b]))
          expect(bruteGrundy(w.after) ^ (w.component === 0 ? gb : ga)).toBe(0);
        if (ga !== gb) expect(winningMoves([a, b]).length).toBeGreaterThan(0);
      }),
      { numRuns: 300, seed: 7 },
    );
  });

  it('finds winning moves for huge straps without search', () => {
    const ps: Position[] = [
      [123_456, 987_654_321],
      [5, 10],
    ];
    const wins = winningMoves(ps);
    expect(wins.length).toBeGreaterThan(0);
    for (const w of wins) expect(sumGrundy(ps.map((p, i) => (i === w.component ? w.after : p)))).toBe(0);
  });

  it('the gentlest move is a legal move leaving the largest x + y', () => {
    for (let y = 0; y <= 30; y++)
      for (let x = 0; x < Math.max(y, 1); x++) {
        const ms = legalMoves([x, y]);
        const g = gentlestMove([x, y]);
        if (!ms.length) expect(g).toBeNull();
        else {
          expect(ms).toContainEqual(g);
          expect(g!.after[0] + g!.after[1]).toBe(Math.max(...ms.map((m) => m.after[0] + m.after[1])));
        }
      }
  });

  it('the perfect player wins when it can and otherwise still moves', () => {
    fc.assert(
      fc.property(fc.array(position(12), { minLength: 1, maxLength: 3 }), (ps) => {
        const best = bestMove(ps);
        if (ps.every((p) => p[1] === 0)) {
          expect(best).toBeNull();
          return;
        }
        expect(best).not.toBeNull();
        expect(legalMoves(ps[best!.component])).toContainEqual(best!.move);
        const after = ps.map((p, i) => (i === best!.component ? best!.after : p));
        if (sumGrundy(ps) !== 0) expect(sumGrundy(after)).toBe(0);
      }),
      { numRuns: 200, seed: 11 },
    );
  });
});
