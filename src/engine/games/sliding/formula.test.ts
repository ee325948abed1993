import { describe, expect, it } from 'vitest';
import { bruteGrundy } from './bruteForce';
import { formulaGrundy, inSet, memberships, membershipTex, setMembers, type SetIndex } from './formula';
import type { Position } from './rules';

describe('Definition 3.1 and Theorem 2', () => {
  it('the formula equals brute force for every position with y <= 120', () => {
    const bad: string[] = [];
    for (let y = 1; y <= 120; y++)
      for (let x = 0; x < y; x++) {
        const f = formulaGrundy([x, y]);
        if (f.grundy !== bruteGrundy([x, y])) bad.push(`(${x}, ${y})`);
      }
    expect(bad).toEqual([]);
  });

  it.each([
    // [position, first set it falls in] — the note's worked checks, labelled by the formula
    [[0, 1], 'G(1,3)'],
    [[1, 2], 'G(3,3)'],
    [[1, 3], 'G(2,1)'],
    [[2, 3], 'G(4,3)'],
    [[0, 2], 'G(2,1)'], // also in G(2,2): the sets of one n overlap
  ] as [Position, string][])('%j falls in %s', (p, label) => {
    expect(formulaGrundy(p).formula).toBe(label);
  });

  it('the terminal position has value 0 and lies in no set', () => {
    expect(formulaGrundy([0, 0])).toMatchObject({
      grundy: 0,
      formula: null,
      terminal: true,
      memberships: [],
    });
  });

  it('memberships agree with enumerating each set', () => {
    const maxY = 80;
    for (let n = 1; n <= 60; n++)
      for (const k of [1, 2, 3] as SetIndex[])
        for (const p of setMembers(n, k, maxY)) {
          expect(inSet(p, n, k)).toBe(true);
          expect(memberships(p).some((m) => m.n === n && m.set === k)).toBe(true);
        }
    let count = 0;
    for (let y = 1; y <= maxY; y++)
      for (let x = 0; x < y; x++) count += memberships([x, y]).filter((m) => m.n <= 60).length;
    let listed = 0;
    for (let n = 1; n <= 60; n++)
      for (const k of [1, 2, 3] as SetIndex[]) listed += setMembers(n, k, maxY).length;
    expect(count).toBe(listed);
  });

  it('works far beyond brute force in O(1) and shows its working', () => {
    const big: Position = [999_999, 1_000_000_000];
    const f = formulaGrundy(big);
    expect(f.grundy).toBe(1_000_000_000 + 500_000); // G(n,3): n = y + ⌊(x+1)/2⌋
    expect(f.formula).toBe('G(1000500000,3)');
    expect(membershipTex(formulaGrundy([2, 3]).memberships[0], [2, 3])).toContain('(2,\\ 4 - 1) = (2, 3)');
  });
});
