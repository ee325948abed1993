import { describe, expect, it } from 'vitest';
import { fromMask, fromText, makeConfiguration, toMask } from './configuration';
import { grundyBySearch, grundyTable, loopyOutcome, predecessorMasks, predecessors } from './backwards';
import { grundyByTheorem } from './backwardsTheorem';
import { successorMask } from './process';
import { analyseBackwards, backwardsSummary } from './backwardsAnalysis';

describe('the backwards game (§6)', () => {
  it('predecessors are exactly the b ≠ c with s.b = c (N ≤ 12)', () => {
    for (let N = 1; N <= 12; N++) {
      const pre: number[][] = Array.from({ length: 2 ** N }, () => []);
      for (let b = 0; b < 2 ** N; b++) if (successorMask(b) !== b) pre[successorMask(b)].push(b);
      const bad: string[] = [];
      for (let c = 0; c < 2 ** N; c++) {
        const want = pre[c].join();
        if (
          predecessorMasks(c, N)
            .sort((x, y) => x - y)
            .join() !== want
        )
          bad.push(`mask ${c}`);
        if (
          predecessors(fromMask(c, N))
            .map((p) => toMask(p.configuration))
            .sort((x, y) => x - y)
            .join() !== want
        )
          bad.push(`array ${c}`);
      }
      expect(bad).toEqual([]);
    }
  });

  it('1001101 has no moves; 0000 moves only to 1000 (besides itself)', () => {
    expect(predecessors(fromText('1001101'))).toEqual([]);
    expect(predecessors(fromText('0000')).map((p) => makeConfiguration(p.configuration))).toEqual(['1000']);
  });

  it("the theorem's reason says 'no move' exactly at positions without moves (N ≤ 10)", () => {
    const bad: string[] = [];
    for (let N = 1; N <= 10; N++)
      for (let m = 0; m < 2 ** N; m++) {
        const c = fromMask(m, N);
        if (grundyByTheorem(c).reason.includes('no move') !== (predecessors(c).length === 0))
          bad.push(makeConfiguration(c));
      }
    expect(bad).toEqual([]);
  });

  it('the theorem (via φ) gives every Grundy value of the exhaustive table, N ≤ 16', () => {
    for (let N = 1; N <= 16; N++) {
      const t = grundyTable(N);
      let bad = 0;
      for (let mask = 0; mask < t.length; mask++)
        if (grundyByTheorem(fromMask(mask, N)).grundy !== t[mask]) bad++;
      expect(bad).toBe(0);
    }
  });

  it('exactly half the configurations are P-positions (N ≤ 16)', () => {
    for (let N = 1; N <= 16; N++) expect(grundyTable(N).filter((g) => g === 0).length).toBe(2 ** (N - 1));
  });

  it('search by depth agrees with the table', () => {
    const N = 12;
    const t = grundyTable(N);
    for (let mask = 0; mask < 2 ** N; mask += 37) expect(grundyBySearch(fromMask(mask, N))).toBe(t[mask]);
  });

  it('treats the fixed point: all tails has value 1, and wins with the self-move allowed too', () => {
    for (let N = 1; N <= 10; N++) {
      expect(grundyTable(N)[0]).toBe(1);
      expect(loopyOutcome(new Uint8Array(N))).toBe('N');
    }
    const a = analyseBackwards(fromText('000000'));
    expect(a.selfMove).toBe(true);
    expect(a.moves.map((m) => [m.configuration, m.winning])).toEqual([['100000', true]]);
  });

  it('beyond the table, search and the theorem agree on positions late in the game (N = 30)', () => {
    const c = fromText('000000000000000111111111111111'.replace(/^0/, '1'));
    const a = analyseBackwards(c);
    expect(a.method).toBe('search');
    expect(a.theorem.agrees).toBe(true);
  });

  it('summarises N = 10: 512 P-positions and the theorem right for all 1024', () => {
    const s = backwardsSummary(10);
    expect(s.counts).toEqual([512, 342, 170]);
    expect(s.theoremAgrees).toBe(1024);
  });
});
