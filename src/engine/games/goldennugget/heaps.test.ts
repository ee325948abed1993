/** Golden Nugget heap values against an independent game-tree search, and the rules. */
import { describe, expect, it } from 'vitest';
import { raw, rawEqual, treeOf, type RawGame } from '../../cgt/bruteForce';
import { canonicalize } from '../../cgt/canonical';
import { makePlain } from '../../cgt/plain';
import { heapOptions, heapValue } from './heapTable';
import { movesFrom } from './rules';
import { wythoffA, wythoffB } from './wythoff';

/** A and B up to n from the integer-square-root formula (not the mex table the engine uses). */
function setsUpTo(n: number): { a: Set<number>; b: Set<number> } {
  const a = new Set<number>();
  const b = new Set<number>();
  for (let m = 1n; wythoffA(m) <= BigInt(n); m++) {
    a.add(Number(wythoffA(m)));
    b.add(Number(wythoffB(m)));
  }
  return { a, b };
}

describe('Golden Nugget rules (Definition 1.1)', () => {
  it('from a blue heap of 5 Left can leave 4, 2 or 1 and Right 3 or 0 (notation note)', () => {
    expect(movesFrom({ size: 5, color: 'blue' }, 'L')).toEqual([4, 2, 1]);
    expect(movesFrom({ size: 5, color: 'blue' }, 'R')).toEqual([3, 0]);
    // a red heap swaps the roles
    expect(movesFrom({ size: 5, color: 'red' }, 'R')).toEqual([4, 2, 1]);
  });

  it('the option lists hold the value of every heap reachable by the rules', () => {
    const { a, b } = setsUpTo(300);
    heapValue(300);
    for (let n = 0; n <= 300; n++) {
      const { left, right } = heapOptions(n);
      const want = (s: Set<number>) => new Set([...s].filter((k) => k <= n).map((k) => heapValue(n - k)));
      expect(new Set(left)).toEqual(want(a));
      expect(new Set(right)).toEqual(want(b));
    }
  });
});

describe('heap values', () => {
  it("heaps 0..25 equal the rules' game trees (brute force, no canonical forms)", () => {
    const { a, b } = setsUpTo(25);
    const trees: RawGame[] = [];
    for (let n = 0; n <= 25; n++) {
      trees.push(
        raw(
          [...a].filter((k) => k <= n).map((k) => trees[n - k]),
          [...b].filter((k) => k <= n).map((k) => trees[n - k]),
        ),
      );
    }
    for (let n = 0; n <= 25; n++) expect(rawEqual(trees[n], treeOf(heapValue(n))), `heap ${n}`).toBe(true);
  });

  it('the table drops only dominated options: every value equals the canonical form built from all options', () => {
    heapValue(2000);
    const wrong: number[] = [];
    for (let n = 0; n <= 2000; n++) {
      const { left, right } = heapOptions(n);
      if (canonicalize(left, right) !== heapValue(n)) wrong.push(n);
    }
    expect(wrong).toEqual([]);
  });

  it('first values (checked by the search above; regression table)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 8].map((n) => makePlain(heapValue(n)))).toEqual([
      '0',
      '1',
      '{1|0}',
      '1/2',
      '{1|{1|0}}',
      '{1,{1|0}|0}',
      '3/4',
      '{1|1/2}',
    ]);
  });
});
