import { describe, expect, it } from 'vitest';
import { makeConfiguration } from './configuration';
import { candidates, ck, maximumDecay, slowestBySearch, slowestConfiguration } from './slowest';
import { decayTime } from './statistics';

describe('the slowest configurations (§4)', () => {
  it('n.c_k = k(2N + 1 − 2k) for N ≤ 60', () => {
    for (let N = 1; N <= 60; N++) for (const row of candidates(N)) expect(row.n).toBe(row.formula);
  });

  it('exhaustive search finds one slowest configuration, c_{(N+1) div 2}, with N(N+1)/2 moves (N ≤ 14)', () => {
    for (let N = 1; N <= 14; N++) {
      const s = slowestBySearch(N);
      expect(s.maximum).toBe((N * (N + 1)) / 2);
      expect(s.slowest).toEqual([makeConfiguration(slowestConfiguration(N))]);
    }
  });

  it('the slowest configuration of 1000 coins takes 500,500 moves', () => {
    expect(decayTime(slowestConfiguration(1000))).toBe(500_500);
    expect(maximumDecay(1000)).toBe(500_500);
    expect(makeConfiguration(ck(7, 4))).toBe('0001111');
  });
});
