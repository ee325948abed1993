import { describe, expect, it } from 'vitest';
import { fromMask, fromText, makeConfiguration, popcount, toMask } from './configuration';
import {
  configurationAt,
  Process,
  simulateDecay,
  simulateDecayMask,
  successor,
  successorMask,
  weight,
} from './process';
import { decayTime, decayTimeMask, statistics } from './statistics';
import { TABLE1, TABLE2_WEIGHTS } from './paper';

describe('the process (paper §2)', () => {
  it('reproduces Table 1: c = 1001101 and five successors with their weights', () => {
    const c = fromText('1001101');
    for (const [m, row] of TABLE1.entries()) {
      const x = configurationAt(c, m);
      expect([row.label, makeConfiguration(x), weight(x)]).toEqual([
        row.label,
        row.configuration,
        row.weight,
      ]);
    }
  });

  it('runs 1001101 to all tails in 18 moves with the weights of Table 2', () => {
    const p = new Process(fromText('1001101'));
    const weights = [p.w];
    while (p.step()) weights.push(p.w);
    expect(p.m).toBe(18);
    expect(weights).toEqual(TABLE2_WEIGHTS);
    expect(makeConfiguration(p.c)).toBe('0000000');
  });

  it('leaves all tails fixed and changes the weight by one otherwise', () => {
    expect(makeConfiguration(successor(fromText('0000')))).toBe('0000');
    expect(new Process(fromText('000')).step()).toBeNull();
    for (let mask = 1; mask < 2 ** 10; mask++) {
      expect(Math.abs(popcount(successorMask(mask)) - popcount(mask))).toBe(1);
      expect(toMask(successor(fromMask(mask, 10)))).toBe(successorMask(mask));
    }
  });

  it('formula n = 2v − w² equals the simulation for every configuration with N ≤ 16', () => {
    let checked = 0;
    for (let N = 1; N <= 16; N++) {
      for (let mask = 0; mask < 2 ** N; mask++) {
        if (simulateDecayMask(mask) !== decayTimeMask(mask, N))
          throw new Error(`N=${N} ${makeConfiguration(fromMask(mask, N))}`);
        checked++;
      }
    }
    expect(checked).toBe(2 ** 17 - 2);
  });

  it('array and bitmask routines agree on random long configurations', () => {
    for (let t = 0; t < 50; t++) {
      const N = 20 + t * 7;
      const c = new Uint8Array(N).map(() => (Math.random() < 0.5 ? 1 : 0));
      expect(simulateDecay(c)).toBe(decayTime(c));
      expect(statistics(c).n).toBe(decayTime(c));
    }
  });

  it('advance(k) equals k single steps and stops at all tails', () => {
    const c = fromText('0110100111');
    const a = new Process(c);
    const b = new Process(c);
    a.advance(17);
    for (let i = 0; i < 17; i++) b.step();
    expect(makeConfiguration(a.c)).toBe(makeConfiguration(b.c));
    expect(a.advance(10_000)).toBe(decayTime(c) - 17);
    expect(a.done).toBe(true);
  });
});
