import { describe, expect, it } from 'vitest';
import { mex } from '../../arith/nim';
import { grundyTable, optionMasks } from './bruteForce';
import { applyMove, fromMask, legalMoves, toMask } from './rules';
import { nimValue, ruler } from './rulerFunction';

describe('brute force', () => {
  const table = grundyTable(12);

  it('options are exactly the legal moves of the rules', () => {
    for (let m = 0; m < 1 << 8; m++) {
      const p = fromMask(m, 8);
      const byRules = legalMoves(p)
        .map((mv) => toMask(applyMove(p, mv)))
        .sort((a, b) => a - b);
      expect(optionMasks(m).sort((a, b) => a - b)).toEqual(byRules);
    }
  });

  it('every value is the mex of its options', () => {
    for (let m = 0; m < table.length; m++) expect(table[m]).toBe(mex(optionMasks(m).map((o) => table[o])));
  });

  it('formula = brute force for every position of 1 to 12 coins', () => {
    let checked = 0;
    for (let n = 1; n <= 12; n++) {
      for (let m = 0; m < 1 << n; m++) {
        const p = fromMask(m, n);
        if (nimValue(p) !== table[m])
          throw new Error(`${p}: brute force ${table[m]}, formula ${nimValue(p)}`);
        checked++;
      }
    }
    expect(checked).toBe(2 ** 13 - 2);
  });

  it('a single head at i is worth r(i) (i ≤ 12)', () => {
    for (let i = 1; i <= 12; i++) expect(table[1 << (i - 1)]).toBe(ruler(i));
  });

  it('reports progress and refuses sizes over the limit', () => {
    const ticks: number[] = [];
    grundyTable(11, (d) => ticks.push(d));
    expect(ticks.at(-1)).toBe(2048);
    expect(() => grundyTable(16)).toThrow(RangeError);
  });
});
