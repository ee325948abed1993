import { describe, expect, it } from 'vitest';
import { mex } from '../../arith/nim';
import { Work } from '../../progress';
import { BRUTE_MAX_Y, bruteGrundy, ensureBruteForce } from './bruteForce';
import { options, type Position } from './rules';

describe('brute-force Grundy numbers', () => {
  it.each([
    // the note's worked checks (notes/sliding-coins-rules.md)
    [[0, 1], 1],
    [[1, 2], 3],
    [[1, 3], 2],
    [[2, 3], 4],
    [[0, 0], 0],
  ] as [Position, number][])('G%j = %i', (p, g) => {
    expect(bruteGrundy(p)).toBe(g);
  });

  it('the table is mex over rules.ts options (the hot loop reads the same moves)', () => {
    for (let y = 1; y <= 40; y++)
      for (let x = 0; x < y; x++)
        expect(bruteGrundy([x, y])).toBe(mex(options([x, y]).map((q) => bruteGrundy(q))));
  });

  it('a lone coin is a nim heap', () => {
    for (let y = 0; y <= 50; y++) expect(bruteGrundy([0, y])).toBe(y);
  });

  it('reports progress and refuses sizes beyond its bound', () => {
    const seen: number[] = [];
    ensureBruteForce(70, new Work({ onProgress: (p) => seen.push(p.done / p.total) }));
    expect(seen.at(-1)).toBe(1);
    expect(() => ensureBruteForce(BRUTE_MAX_Y + 1)).toThrow(/brute force runs up to/);
  });
});
