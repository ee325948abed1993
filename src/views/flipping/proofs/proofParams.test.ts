import { describe, expect, it } from 'vitest';
import { makeMoves, parseA, parseMoves } from './proofParams';

describe('proof params', () => {
  it('round-trips the user moves', () => {
    const moves = [
      { line: 'G' as const, move: [7, 8] as [number, number] },
      { line: 'H' as const, move: [1, 3] as [number, number] },
    ];
    expect(makeMoves(moves)).toBe('g7-8,h1-3');
    expect(parseMoves(makeMoves(moves))).toEqual(moves);
    expect(makeMoves([])).toBeUndefined();
  });
  it('keeps the moves before a broken one, and falls back for a bad a', () => {
    expect(parseMoves('g1-2,x,h3-4')).toEqual([{ line: 'G', move: [1, 2] }]);
    expect(parseA('-1')).toBe(2);
    expect(parseA('3')).toBe(3);
  });
});
