import { describe, expect, it } from 'vitest';
import { mexDerivation, mexTable } from './mexDerivation';
import { nimValue } from './rulerFunction';

describe('why a head at i is worth r(i)', () => {
  const table = mexTable(16);

  it('the brute-force mex equals r(i) for i = 1..16', () => {
    expect(table.map((r) => r.mex)).toEqual([1, 2, 1, 4, 1, 2, 1, 8, 1, 2, 1, 4, 1, 2, 1, 16]);
    for (const r of table) expect(r.mex).toBe(r.ruler);
  });

  it('the options of a head at i have i different values, the last 2^k of them 0..2^k−1', () => {
    for (const r of table) {
      expect(new Set(r.optionValues).size).toBe(r.coin);
      const last = r.optionValues.slice(r.coin - r.ruler).sort((a, b) => a - b);
      expect(last).toEqual([...Array(r.ruler).keys()]);
      expect(r.optionValues).not.toContain(r.ruler);
    }
  });

  it('the walkthrough shows each coin with its options and ends with the general argument', () => {
    const d = mexDerivation(16);
    expect(d.title).toBe('Why a head at i is worth r(i)');
    const coins = d.steps.filter((s) => s.state.phase === 'coin');
    expect(coins).toHaveLength(16);
    const eight = coins[7].state;
    expect(eight.coin).toBe(8);
    expect(eight.options!.map((o) => o.after)).toContain('TTTTTHH');
    for (const o of eight.options!) expect(o.value).toBe(nimValue(o.after));
    expect(coins[7].important).toBe(true);
    expect(d.steps.at(-2)!.state.phase).toBe('why');
    expect(d.steps.at(-1)!.state.phase).toBe('sum');
  });

  it('refuses coins past the brute-force limit', () => expect(() => mexTable(17)).toThrow(RangeError));
});
