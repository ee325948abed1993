import { describe, expect, it } from 'vitest';
import { fromMask, fromText, makeConfiguration, toMask } from './configuration';
import { fromSubset, lowerSmallest, mirrorPartner, peel, toSubset } from './closedForm';
import { decayTime } from './statistics';
import { successor } from './process';
import { slowestConfiguration } from './slowest';

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

describe('φ: configurations ↔ subsets of {1..N} with Σφ(c) = n.c (the closed form)', () => {
  it('maps 1001101 to {7, 5, 3, 2, 1}, whose sum is 18', () => {
    expect(toSubset(fromText('1001101'))).toEqual([7, 5, 3, 2, 1]);
  });

  it('is a bijection with Σφ(c) = n.c for every configuration with N ≤ 14', () => {
    for (let N = 1; N <= 14; N++) {
      const seen = new Set<string>();
      for (let mask = 0; mask < 2 ** N; mask++) {
        const c = fromMask(mask, N);
        const S = toSubset(c);
        if (sum(S) !== decayTime(c)) throw new Error(`sum ${makeConfiguration(c)}`);
        if (toMask(fromSubset(S, N)) !== mask) throw new Error(`inverse ${makeConfiguration(c)}`);
        seen.add(S.join(','));
      }
      expect(seen.size).toBe(2 ** N);
    }
  });

  it('the O(N) φ agrees with the peel of the walkthrough on long random configurations', () => {
    for (let t = 0; t < 20; t++) {
      const c = new Uint8Array(30 + 9 * t).map(() => (Math.random() < 0.5 ? 1 : 0));
      expect(
        peel(c)
          .filter((p) => p.head)
          .map((p) => p.k),
      ).toEqual(toSubset(c));
      expect(sum(toSubset(c))).toBe(decayTime(c));
    }
  });

  it('conjugates the process: φ(s.c) = φ(c) with its smallest element lowered (N ≤ 14)', () => {
    for (let N = 1; N <= 14; N++) {
      for (let mask = 0; mask < 2 ** N; mask++) {
        const c = fromMask(mask, N);
        if (toSubset(successor(c)).join() !== lowerSmallest(toSubset(c)).join())
          throw new Error(makeConfiguration(c));
      }
    }
    expect(lowerSmallest([7, 5, 1])).toEqual([7, 5]);
    expect(lowerSmallest([7, 5])).toEqual([7, 4]);
    expect(lowerSmallest([])).toEqual([]);
  });

  it('the mirror partner σ is an involution with n.σ(c) = N(N+1)/2 − n.c (N ≤ 12)', () => {
    const bad: string[] = [];
    for (let N = 1; N <= 12; N++) {
      for (let mask = 0; mask < 2 ** N; mask++) {
        const c = fromMask(mask, N);
        const p = mirrorPartner(c);
        if (decayTime(p) !== (N * (N + 1)) / 2 - decayTime(c) || toMask(mirrorPartner(p)) !== mask)
          bad.push(makeConfiguration(c));
      }
    }
    expect(bad).toEqual([]);
  });

  it('φ⁻¹({1..N}) is the slowest configuration', () => {
    for (let N = 1; N <= 40; N++) {
      const full = Array.from({ length: N }, (_, i) => N - i);
      expect(makeConfiguration(fromSubset(full, N))).toBe(makeConfiguration(slowestConfiguration(N)));
    }
  });
});
