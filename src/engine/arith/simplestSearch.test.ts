import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Dyadic, simplestBetween } from './dyadic';
import { fractionLevel, integerLevel, simplestSearch } from './simplestSearch';
import { dyadicArb } from './testArbitraries';

const n = (k: number) => Dyadic.int(k);

describe('simplestSearch', () => {
  it('lists integers closest to 0 first', () => {
    expect(integerLevel(null, null)).toMatchObject({ inside: ['0', '-1', '1'], more: true });
    expect(integerLevel(Dyadic.of(-1n, 1), Dyadic.of(7n, 2))).toMatchObject({
      inside: ['0', '1'],
      more: false,
    });
    expect(integerLevel(n(2), null)).toMatchObject({ inside: ['3', '4', '5'], more: true });
    expect(integerLevel(null, Dyadic.of(-5n, 1))).toMatchObject({ inside: ['-3', '-4', '-5'], more: true });
    expect(integerLevel(Dyadic.of(1n, 1), Dyadic.of(3n, 1))).toMatchObject({ inside: ['1'], more: false });
    expect(integerLevel(Dyadic.of(1n, 2), n(1))).toMatchObject({ inside: [], more: false });
  });

  it('at a level that fails, names the multiples flanking the interval', () => {
    expect(fractionLevel(Dyadic.of(1n, 1), n(1), 1)).toMatchObject({
      level: 1,
      inside: [],
      below: '1/2',
      above: '1',
    });
    expect(fractionLevel(Dyadic.of(1n, 1), n(1), 2)).toMatchObject({
      level: 2,
      inside: ['3/4'],
      below: '1/2',
      above: '1',
    });
  });

  it('chooses the same number as simplestBetween, as the first candidate of the deciding level', () => {
    const end = fc.option(dyadicArb(30, 4), { nil: null });
    fc.assert(
      fc.property(end, end, (lo, hi) => {
        const s = simplestSearch(lo, hi);
        const v = simplestBetween(lo, hi);
        expect(s.chosen).toBe(v === null ? null : v.toString());
        if (v && s.level && s.level.level !== 'integer') {
          expect(s.level.inside).toEqual([v.toString()]); // exactly one fits at the least q
          expect(s.level.level).toBe(v.exp);
          // and nothing fits one level down
          if (v.exp > 1) expect(fractionLevel(lo!, hi!, v.exp - 1).inside).toEqual([]);
          else expect(integerLevel(lo, hi).inside).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });
});
