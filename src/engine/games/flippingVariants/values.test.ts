/**
 * Values against an independent brute force: game trees built from strings by listing every
 * set of k coin indices (no bitmasks, no boards, no canonical forms), compared by the
 * definition of ≤ (cgt/bruteForce.ts). And the paper's own game (11/01) against its Algorithm.
 */
import { describe, expect, it } from 'vitest';
import { rawEqual, treeOf, type RawGame } from '../../cgt/bruteForce';
import { allLines, bruteTree } from './bruteForce';
import { numberValue } from '../../cgt/store';
import { Work } from '../../progress';
import { runAlgorithm } from '../flipping/algorithm';
import { lineMask } from './moves';
import { lineValues } from './values';
import { familyOf, makeVariant } from './variant';

describe('variant values equal brute force', () => {
  const { partizan, impartial } = familyOf(3);
  it.each([...partizan, ...impartial].map((v) => [makeVariant(v), v] as const))('%s, every line up to 5 coins, any coins and adjacent coins', (_, v) => {
    for (const adjacent of [false, true]) {
      const ids = lineValues(v, 5, adjacent ? 'adjacent' : 'any', { work: new Work() });
      const memo = new Map<string, RawGame>();
      for (const line of allLines(5)) {
        expect(rawEqual(treeOf(ids[lineMask(line)]), bruteTree(line, v, adjacent, memo)), `${makeVariant(v)} ${line}`).toBe(true);
      }
    }
  });

  it('the paper’s game 11/01 agrees with its Algorithm on every line up to 9 coins', () => {
    const ids = lineValues({ left: '11', right: '01' }, 9, 'any', { work: new Work() });
    for (const line of allLines(9)) expect(numberValue(ids[lineMask(line)])?.toString(), line).toBe(runAlgorithm(line).value.toString());
  });
});
