/** The play rules' own membership of S (moves.ts) agrees with the heap tables' (tables.ts), and with A and B. */
import { describe, expect, it } from 'vitest';
import { inA, inB } from '../goldennugget/wythoffSets';
import { wythoffA, wythoffB } from '../goldennugget/wythoff';
import { inS, movesFrom } from './moves';
import { parseSet } from './rules';
import { inS as tableInS } from './tables';

const set = (text: string) => {
  const r = parseSet(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('membership for the play rules', () => {
  it('agrees with the heap tables for each kind of set, across a growth of its table', () => {
    for (const text of ['wythoff', 'beatty:sqrt2', 'mod:5:1,3', 'finite:1,2,5', 'cf:[1;(2)]'])
      for (const k of [0, 1, 2, 3, 5, 8, 1000, 1023, 1024, 5000, 100_000, 100_001])
        expect(inS(set(text), k), `${text} ${k}`).toBe(tableInS(set(text), k));
  });

  it('Left takes S from a blue heap, the rest from a red one', () => {
    const odd = set('mod:2:1');
    expect(movesFrom(odd, { size: 5, color: 'blue' }, 'L')).toEqual([4, 2, 0]);
    expect(movesFrom(odd, { size: 5, color: 'red' }, 'L')).toEqual([3, 1]);
  });

  it("Golden Nugget's A and B", () => {
    for (let n = 1n; n < 2000n; n++) {
      expect(inA(Number(wythoffA(n)))).toBe(true);
      expect(inB(Number(wythoffB(n)))).toBe(true);
    }
    expect(inA(1) && !inB(1) && inB(2) && !inA(2)).toBe(true);
  });
});
