/** S = Wythoff's A is Golden Nugget: the same values, tables and sums through analyze() on both games. */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../api';

const ask = (req: Record<string, unknown>) => analyze(req) as Record<string, any>;

describe('subtraction with S = wythoff equals goldennugget', () => {
  it('table rows 0..400: canonical, reduced, stops, outcome, number', () => {
    for (const [from, to] of [
      [0, 199],
      [200, 400],
    ]) {
      const gn = ask({ game: 'goldennugget', op: 'table', from, to });
      const cs = ask({ game: 'subtraction', op: 'table', set: 'wythoff', from, to });
      expect(cs.ok).toBe(true);
      const pick = (r: Record<string, unknown>) => [
        r.canonicalShort,
        r.canonicalLength,
        r.reduced,
        r.leftStop,
        r.rightStop,
        r.outcome,
        r.isNumber,
        r.birthday,
      ];
      expect(cs.rows.map(pick)).toEqual(gn.rows.map(pick));
      expect(cs.rows.map((r: { inS: boolean }) => r.inS)).toEqual(
        gn.rows.map((r: { set: string }) => r.set === 'A'),
      );
    }
  });

  it('heaps by the heap op, including beatty:(1+sqrt5)/2 and cf:[1;(1)]', () => {
    for (const size of [0, 1, 8, 20, 99, 144, 500]) {
      const gn = ask({ game: 'goldennugget', op: 'heap', size });
      for (const set of ['wythoff', 'beatty:(1+sqrt5)/2', 'cf:[1;(1)]']) {
        const cs = ask({ game: 'subtraction', op: 'heap', set, size });
        expect([cs.canonical, cs.reduced, cs.outcome]).toEqual([gn.canonical, gn.reduced, gn.outcome]);
      }
    }
  });

  it('sums: Question 1.2 (i) and (ii), the same winning moves', () => {
    for (const heaps of [
      [
        { size: 3, color: 'blue' },
        { size: 20, color: 'blue' },
        { size: 18, color: 'red' },
      ],
      [
        { size: 20, color: 'blue' },
        { size: 17, color: 'red' },
      ],
    ]) {
      const gn = ask({ game: 'goldennugget', op: 'sum', heaps });
      const cs = ask({ game: 'subtraction', op: 'sum', set: 'wythoff', heaps });
      expect([cs.canonical, cs.outcome, cs.winningMoves]).toEqual([
        gn.canonical,
        gn.outcome,
        gn.winningMoves,
      ]);
      expect(cs.reducedWarning).toEqual(gn.reducedWarning);
    }
  });
});
