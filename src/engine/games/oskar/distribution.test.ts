import { describe, expect, it } from 'vitest';
import { byEnumeration, byProduct, byStatistics, firstAsymmetry, maxMoves, total } from './distribution';
import { TABLE3 } from './paper';
import { fromMask } from './configuration';
import { simulateDecayMask } from './process';

describe('the distribution of decay times (§5, Table 3)', () => {
  it('reproduces Table 3 (rows N = 1..5 and their totals, as printed)', () => {
    for (const row of TABLE3) {
      const counts = byStatistics(row.coins);
      expect(counts.map(Number)).toEqual(row.counts);
      expect(total(counts)).toBe(BigInt(row.total));
    }
  });

  it('enumeration by simulation equals enumeration by the formula (N ≤ 12)', () => {
    for (let N = 1; N <= 12; N++) {
      const counts = new Array(maxMoves(N) + 1).fill(0n);
      for (let mask = 0; mask < 2 ** N; mask++) counts[simulateDecayMask(mask)]++;
      expect(byEnumeration(N)).toEqual(counts);
    }
    expect(fromMask(5, 3)).toEqual(new Uint8Array([1, 0, 1]));
  });

  it('the statistics DP and the closed form Π(1 + q^k) both equal enumeration for N ≤ 20', () => {
    for (let N = 1; N <= 20; N++) {
      const e = byEnumeration(N);
      expect(byStatistics(N)).toEqual(e);
      expect(byProduct(N)).toEqual(e);
    }
  });

  it('every row is symmetric and sums to 2^N for N ≤ 200: statistics DP for N ≤ 60 and every 20th N, the closed form for every N', () => {
    for (let N = 1; N <= 200; N += N < 60 ? 1 : 20) {
      const counts = byStatistics(N);
      expect(firstAsymmetry(counts)).toBe(-1);
      expect(total(counts)).toBe(1n << BigInt(N));
    }
    const asymmetric: number[] = [];
    byProduct(200, undefined, (k, a) => {
      if (firstAsymmetry(a, maxMoves(k)) >= 0) asymmetric.push(k);
    });
    expect(asymmetric).toEqual([]);
  });

  it('the closed form equals the statistics DP exactly at N = 150 and 200 (numbers of ~190 bits)', () => {
    for (const N of [150, 200]) {
      const a = byStatistics(N);
      expect(byProduct(N)).toEqual(a);
      if (N === 200) expect(a[maxMoves(200) >> 1].toString(2).length).toBeGreaterThan(180);
    }
  });
});
