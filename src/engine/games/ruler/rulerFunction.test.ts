import { describe, expect, it } from 'vitest';
import {
  coinsInRow,
  nimValue,
  prefixParity,
  prefixParityInverse,
  rowCount,
  rowOf,
  rowSummaries,
  ruler,
  runValue,
  valueFromRows,
} from './rulerFunction';

describe('ruler function and rows', () => {
  it('r(i) is the largest power of two dividing i, and row k holds i ≡ 2^k mod 2^(k+1)', () => {
    for (let i = 1; i <= 5000; i++) {
      let p = 1;
      while (i % (p * 2) === 0) p *= 2;
      expect(ruler(i)).toBe(p);
      expect(1 << rowOf(i)).toBe(p);
      expect(i % (2 * p)).toBe(p);
    }
  });

  it('P(n) has bit k = parity of row k among coins 1..n, and is one-to-one', () => {
    const parity = new Array<number>(20).fill(0);
    const seen = new Set<number>([prefixParity(0)]);
    for (let n = 1; n <= 4096; n++) {
      parity[rowOf(n)] ^= 1;
      const expected = parity.reduce((v, b, k) => v | (b << k), 0);
      expect(prefixParity(n)).toBe(expected);
      expect(prefixParityInverse(prefixParity(n))).toBe(n);
      seen.add(prefixParity(n));
    }
    expect(seen.size).toBe(4097);
  });

  it('runValue(a, b) is the XOR of r(a..b)', () => {
    for (let a = 1; a <= 64; a++) {
      let x = 0;
      for (let b = a; b <= 64; b++) {
        x ^= ruler(b);
        expect(runValue(a, b)).toBe(x);
      }
    }
  });

  it('counts rows of Hoey example (3, 1, 0, 1 heads) and reads the value from the parities', () => {
    const rows = rowSummaries('TTTTHTTHTHHTHTT');
    expect(rows.map((r) => [r.coins, r.heads, r.odd])).toEqual([
      [8, 3, true],
      [4, 1, true],
      [2, 0, false],
      [1, 1, true],
    ]);
    expect(valueFromRows(rows)).toBe(11);
    expect(nimValue('TTTTHTTHTHHTHTT')).toBe(11);
  });

  it('row coin lists and counts agree', () => {
    for (let n = 1; n <= 100; n++) {
      expect(rowCount(n)).toBe(Math.floor(Math.log2(n)) + 1);
      const all = rowSummaries('T'.repeat(n));
      expect(all.reduce((s, r) => s + r.coins, 0)).toBe(n);
      for (const r of all) expect(coinsInRow(r.row, n).length).toBe(r.coins);
    }
  });

  it('is exact on a 1,000,000-coin row', () => {
    const p = 'H'.repeat(1_000_000);
    expect(nimValue(p)).toBe(prefixParity(1_000_000));
    expect(valueFromRows(rowSummaries(p))).toBe(nimValue(p));
  });
});
