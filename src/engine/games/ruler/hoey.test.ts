import { describe, expect, it } from 'vitest';
import { checkHoeyClaims, HOEY_EXAMPLE, rowPictures } from './hoey';
import { applyMove } from './rules';
import { nimValue } from './rulerFunction';
import { winningMoves } from './winningMoves';

// Hoey, sci.math, 1997-02-22 (papers/ruler-game.txt): his printed facts as expectations.
describe("Hoey's post, checked", () => {
  it.each([
    ['row 0 of the example', 0, 'TTHTTHHT', 3],
    ['row 1', 1, 'TTHT', 1],
    ['row 2', 2, 'TT', 0],
    ['row 3', 3, 'H', 1],
  ])('%s: %s', (_name, k, faces, heads) => expect(rowPictures(HOEY_EXAMPLE)[k]).toEqual({ faces, heads }));

  it('"flip coins 7-11 to form TTTTHTHTHTTTHTT": value 0, rows 4, 0, 0, 0 heads', () => {
    const after = applyMove(HOEY_EXAMPLE, [7, 11]);
    expect(after).toBe('TTTTHTHTHTTTHTT');
    expect(nimValue(after)).toBe(0);
    expect(rowPictures(after)).toEqual([
      { faces: 'TTHHHTHT', heads: 4 },
      { faces: 'TTTT', heads: 0 },
      { faces: 'TT', heads: 0 },
      { faces: 'T', heads: 0 },
    ]);
  });

  it('"Or you could flip coins 1-13": also wins; and 6–8, 8–10 win too (Hoey does not name them)', () => {
    expect(nimValue(applyMove(HOEY_EXAMPLE, [1, 13]))).toBe(0);
    expect(winningMoves(HOEY_EXAMPLE)).toEqual([
      [6, 8],
      [8, 10],
      [7, 11],
      [1, 13],
    ]);
  });

  // Regression of the text itself: Hoey writes "units, twos, and fours rows"; the odd rows are
  // the units, twos and eights (value 11 = 8 + 2 + 1), as his own diagram shows.
  it('"odd ... in the units, twos, and fours rows" disagrees with the computation: eights, not fours', () => {
    expect(nimValue(HOEY_EXAMPLE)).toBe(0b1011);
  });

  const claims = checkHoeyClaims();
  it.each([
    ['rows-before', 'agrees'],
    ['odd-rows', 'disagrees'],
    ['move-7-11', 'agrees'],
    ['rows-after', 'agrees'],
    ['move-1-13', 'agrees'],
    ['all-winning-moves', 'incomplete'],
    ['ends-all-tails', 'agrees'],
    ['lost-iff-even', 'agrees'],
    ['win-by-moving', 'agrees'],
    ['parity-is-bit', 'agrees'],
    ['row-rule', 'agrees'],
  ])('claims table: %s %s', (id, verdict) => {
    const c = claims.find((x) => x.id === id);
    expect(c?.verdict).toBe(verdict);
    if (verdict !== 'agrees') expect(c?.note).toBeTruthy();
  });

  it('says where the text and the computation differ', () => {
    expect(claims.find((c) => c.id === 'odd-rows')!.note).toContain('units, twos and eights');
    expect(claims.find((c) => c.id === 'all-winning-moves')!.note).toContain('6–8 and 8–10');
    expect(claims.find((c) => c.id === 'lost-iff-even')!.computed).toContain(
      '65,534 of all 65,534 positions',
    );
  });
});
