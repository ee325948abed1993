import { describe, expect, it } from 'vitest';
import { lineMask } from './moves';
import { lineRow, rowCount, rowLine, rowMasks } from './table';

describe('table rows', () => {
  it('lists lines by length, then in dictionary order, each ending in tails', () => {
    expect(Array.from({ length: 11 }, (_, r) => rowLine(r))).toEqual([
      '1',
      '01',
      '11',
      '001',
      '011',
      '101',
      '111',
      '0001',
      '0011',
      '0101',
      '0111',
    ]);
  });

  it('row ↔ line ↔ mask agree on every row up to 9 coins', () => {
    const masks = rowMasks(9);
    expect(masks.length).toBe(rowCount(9));
    for (let r = 0; r < masks.length; r++) {
      expect(lineRow(rowLine(r))).toBe(r);
      expect(masks[r]).toBe(lineMask(rowLine(r)));
    }
  });
});
