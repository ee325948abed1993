import { describe, expect, it } from 'vitest';
import { fromMask, fromText } from './configuration';
import { statistics } from './statistics';
import { successor } from './process';

describe('the statistics of §3', () => {
  it("gives the paper's numbers for 1001101: w = 4, u = 7, v = 17, n = 18", () => {
    const s = statistics(fromText('1001101'));
    expect([s.w, s.u, s.v, s.n]).toEqual([4, 7, 17, 18]);
    // "u.c = 5 + 7 − 2 − 3 = 7"
    expect([s.sumOnesAbove, s.sumZerosAtOrBelow]).toEqual([12, 5]);
    expect([s.zerosAtOrBelow, s.onesAbove]).toEqual([2, 2]);
  });

  it('balance, both simplifications of u, and P1–P3 hold for every configuration with N ≤ 12', () => {
    const bad: string[] = [];
    for (let N = 1; N <= 12; N++) {
      for (let mask = 0; mask < 2 ** N; mask++) {
        const c = fromMask(mask, N);
        const s = statistics(c);
        const ok =
          s.zerosAtOrBelow === s.onesAbove &&
          s.sumOnesAbove - s.sumZerosAtOrBelow === s.u &&
          s.v - (s.w * (s.w + 1)) / 2 === s.u &&
          2 * s.u + s.w === s.n &&
          s.n >= 0 &&
          (s.n === 0) === (s.w === 0) &&
          (s.w === 0 || statistics(successor(c)).n === s.n - 1);
        if (!ok) bad.push(`${N}:${mask}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
