/**
 * Heap values and outcomes against first principles, for small heaps of every kind of set:
 * explicit game trees built from the rules alone, compared with the table's canonical forms by
 * the definition of ≤ (cgt/bruteForce.ts, no canonical-form code), and outcomes by search.
 */
import { describe, expect, it } from 'vitest';
import { raw, rawEqual, rawLeq, treeOf, type RawGame } from '../../cgt/bruteForce';
import { outcome } from '../../cgt/properties';
import { canonicalize } from '../../cgt/canonical';
import { canonicalTable, extendCanonicalTable, newCanonicalTable, optionIds } from './canonicalTable';
import { outcomeOf, outcomeTable, residueOutcomes } from './outcomes';
import { inSet, membership, parseSet, type SetSpec } from './rules';

const parsed = (s: string): SetSpec => {
  const r = parseSet(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** Heap trees 0..n straight from the rules (inSet, not the membership table). */
function heapTrees(spec: SetSpec, n: number): RawGame[] {
  const trees: RawGame[] = [];
  for (let m = 0; m <= n; m++) {
    const left: RawGame[] = [];
    const right: RawGame[] = [];
    for (let k = 1; k <= m; k++) (inSet(spec, BigInt(k)) ? left : right).push(trees[m - k]);
    trees.push(raw(left, right));
  }
  return trees;
}

/** Outcome by search on the trees: does the mover win? */
function moverWins(g: RawGame, left: boolean, memo: Map<RawGame, boolean>[]): boolean {
  const m = memo[left ? 0 : 1];
  let r = m.get(g);
  if (r === undefined) {
    r = (left ? g.left : g.right).some((o) => !moverWins(o, !left, memo));
    m.set(g, r);
  }
  return r;
}

const SETS = [
  'wythoff',
  'beatty:sqrt2',
  'beatty:2+sqrt3',
  'cf:[1;2,(3)]',
  'mod:2:1',
  'mod:3:2',
  'mod:5:1,3',
  'mod:4:1,2,3',
  'finite:1,2,5',
  'finite:3',
];

describe('canonical forms against the rules (brute force, small heaps)', () => {
  it.each(SETS)('%s: heaps 0..14 equal their game trees by the definition of ≤', (s) => {
    const spec = parsed(s);
    const n = 14;
    const ids = canonicalTable(membership(spec, n), n);
    const trees = heapTrees(spec, n);
    for (let m = 0; m <= n; m++) {
      expect(rawEqual(treeOf(ids[m]), trees[m])).toBe(true);
      // and the table's values are distinct from a neighbour's exactly when the trees are
      if (m > 0)
        expect(ids[m] === ids[m - 1]).toBe(rawLeq(trees[m], trees[m - 1]) && rawLeq(trees[m - 1], trees[m]));
    }
  });

  it.each(SETS)(
    '%s: outcomes of heaps 0..200 by the recurrence equal a search and the canonical forms',
    (s) => {
      const spec = parsed(s);
      const n = 200;
      const member = membership(spec, n);
      const codes = outcomeTable(member, n);
      const ids = canonicalTable(member, n);
      const trees = heapTrees(spec, 40);
      const memo = [new Map<RawGame, boolean>(), new Map<RawGame, boolean>()];
      for (let m = 0; m <= n; m++) {
        expect(outcomeOf(codes[m])).toBe(outcome(ids[m]));
        if (m <= 40) {
          const lw = moverWins(trees[m], true, memo);
          const rw = moverWins(trees[m], false, memo);
          expect(outcomeOf((lw ? 1 : 0) | (rw ? 2 : 0))).toBe(outcomeOf(codes[m]));
        }
      }
    },
  );
});

describe('the pruned table (dominated options dropped before the lists are built)', () => {
  it.each([...SETS, 'finite:1,4,6,9'])(
    '%s: heaps 0..160 equal the canonical form of all their options',
    (s) => {
      const n = 160;
      const t = newCanonicalTable(membership(parsed(s), n));
      extendCanonicalTable(t, n);
      for (let m = 0; m <= n; m++)
        expect(t.values[m]).toBe(canonicalize(optionIds(t, m, 0), optionIds(t, m, 1)));
    },
  );
});

describe('the residue recurrence (O(p) a heap)', () => {
  it('equals the general recurrence for every T with p ≤ 7, heaps 0..300', () => {
    for (let p = 2; p <= 7; p++)
      for (let mask = 1; mask < 1 << (p - 1); mask++) {
        const t: number[] = [];
        for (let r = 1; r < p; r++) if ((mask >> (r - 1)) & 1) t.push(r);
        const general = outcomeTable(membership({ kind: 'mod', p, residues: t }, 300), 300);
        expect(residueOutcomes(p, t, 300)).toEqual(general);
      }
  });
});
