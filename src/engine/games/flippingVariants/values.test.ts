/**
 * Values against an independent brute force: game trees built from strings by listing every
 * set of k coin indices (no bitmasks, no boards, no canonical forms), compared by the
 * definition of ≤ (cgt/bruteForce.ts); the same on small DAGs; and the paper's own game (11/01)
 * against its Algorithm.
 */
import { describe, expect, it } from 'vitest';
import { rawEqual, treeOf, type RawGame } from '../../cgt/bruteForce';
import { allLines, bruteTree, dagBruteTree } from './bruteForce';
import { makeDag, maskCoinsInVertexOrder, smallDags } from './dag';
import { dagValues } from './dagSearch';
import { numberValue } from '../../cgt/store';
import { Work } from '../../progress';
import { runAlgorithm } from '../flipping/algorithm';
import { lineMask } from './moves';
import { lineValues } from './values';
import { familyOf, makeVariant } from './variant';

describe('variant values equal brute force', () => {
  const { partizan, impartial } = familyOf(3);
  it.each([...partizan, ...impartial].map((v) => [makeVariant(v), v] as const))(
    '%s, every line up to 5 coins, any coins and adjacent coins',
    (_, v) => {
      for (const adjacent of [false, true]) {
        const ids = lineValues(v, 5, adjacent ? 'adjacent' : 'any', { work: new Work() });
        const memo = new Map<string, RawGame>();
        for (const line of allLines(5)) {
          expect(
            rawEqual(treeOf(ids[lineMask(line)]), bruteTree(line, v, adjacent, memo)),
            `${makeVariant(v)} ${line}`,
          ).toBe(true);
        }
      }
    },
  );

  it('the paper’s game 11/01 agrees with its Algorithm on every line up to 8 coins', () => {
    const ids = lineValues({ left: '11', right: '01' }, 8, 'any', { work: new Work() });
    for (const line of allLines(8))
      expect(numberValue(ids[lineMask(line)])?.toString(), line).toBe(runAlgorithm(line).value.toString());
  });
});

describe('DAG values equal brute force', () => {
  it.each([
    ['11/01', 'path'],
    ['11/01', 'edge'],
    ['111/001', 'path'],
  ] as const)(
    '%s, every DAG on 3 vertices and poset on 4 (rule %s), every coin configuration',
    (text, rule) => {
      const [left, right] = text.split('/');
      const v = { left, right };
      for (const n of rule === 'path' ? [3, 4] : [3]) {
        for (const d of smallDags(n, rule)) {
          const { ids, order } = dagValues(d, rule, v, new Work());
          const memo = new Map<string, RawGame>();
          for (let m = 0; m < ids.length; m++) {
            const coins = maskCoinsInVertexOrder(m, order);
            expect(
              rawEqual(treeOf(ids[m]), dagBruteTree(n, d.edges, rule, coins, v, memo)),
              `${makeDag(d)} ${coins}`,
            ).toBe(true);
          }
        }
      }
    },
  );
});
