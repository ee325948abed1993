import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseDyadic, type Dyadic } from '../../arith/dyadic';
import { ordinalSum } from '../../arith/ordinalSum';
import { blockCoins, blockRight } from './blockRight';
import { BruteForceTable } from './bruteForce';
import { algorithmDerivation } from './derivation';
import { flip, normalize, options, whyIllegal } from './rules';
import type { TreeNode } from './walkState';

const table = new BruteForceTable();
const bf = (line: string) => table.value(line);
const d = (s: string): Dyadic => {
  const r = parseDyadic(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
/** Right's best option of a line by brute force: the least value over his options. */
const bestRight = (line: string) =>
  options(line, 'R').reduce((m, o) => (bf(o.after).lt(m) ? bf(o.after) : m), bf(options(line, 'R')[0].after));

function exponents(n: TreeNode): Extract<TreeNode, { kind: 'exponent' }>[] {
  return n.kind === 'sum'
    ? [...exponents(n.base), ...exponents(n.exponent)]
    : n.kind === 'exponent'
      ? [n]
      : [];
}

describe('Q^R, Right’s best move in a block 0^p 1 0^q 1', () => {
  it('is a best Right option of the block, worth 1/2^(2p+q−1), the block itself 1/2^(2p+q) (brute force)', () => {
    for (let p = 0; p <= 6; p++) {
      for (let q = 0; p + q + 2 <= 12; q++) {
        if (p + q < 1) continue;
        const block = blockCoins(p, q);
        const r = blockRight(p, q);
        expect(whyIllegal(block, 'R', r.move[0], r.move[1])).toBeNull();
        expect(flip(block, r.move[0], r.move[1])).toBe(r.after);
        expect(bf(r.after).toString()).toBe(r.value.toString());
        expect(bestRight(block).toString()).toBe(r.value.toString());
        expect(bf(block).toString()).toBe(r.own.toString());
      }
    }
  });

  it('§3 example G: the leaf of Q0 = 0011 is Q0^R = 0101, worth 1/8 (0011 itself is 1/16)', () => {
    const g = algorithmDerivation('10011110110110111011110011');
    const leaves = exponents(g.steps.at(-1)!.state.tree!);
    expect(leaves.map((e) => [e.label, e.block, e.coins, e.value])).toEqual([
      ['Q2', '011', '101', '1/2'],
      ['Q1', '000101', '00011', '1/64'],
      ['Q0', '0011', '0101', '1/8'],
    ]);
    expect(bf('0011').toString()).toBe('1/16');
  });

  it('every tree leaf on random lines: Q_j^R is Right’s move in Q_j, and the exponent is the value of Q_j^R (brute force)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[01]{3,16}$/).map(normalize), (line) => {
        const steps = algorithmDerivation(line).steps;
        const tree = steps.at(-1)!.state.tree;
        if (!tree) return;
        for (const e of exponents(tree)) {
          expect(options(e.block, 'R').map((o) => o.after)).toContain(e.coins);
          expect(flip(e.block, e.move[0], e.move[1])).toBe(e.coins);
          expect(bf(e.coins).toString()).toBe(e.value);
          expect(bestRight(e.block).toString()).toBe(e.value);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('“what if we used Q’s own value?”: H : Q^R is the brute-force value, H : Q never is', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[01]{4,16}$/).map(normalize), (line) => {
        const steps = algorithmDerivation(line).steps;
        const sums = steps.filter((s) => s.state.phase === 'ordinalSum');
        for (const s of sums) {
          const w = s.state.wrong!;
          const base = d(s.state.signs!.base);
          // the block whose step this is: its leaf in the tree is the focused sum's exponent
          const focus = findFocus(s.state.tree!)!;
          expect(w.step!.exponent).toBe(
            bf(focus.exponent.kind === 'exponent' ? focus.exponent.block : '').toString(),
          );
          expect(w.step!.value).toBe(ordinalSum(base, d(w.step!.exponent)).toString());
          expect(w.step!.value).not.toBe(s.state.value);
          expect(d(w.right).sub(d(w.chain)).toString()).toBe(w.diff);
        }
        const last = steps.at(-1)!.state;
        if (sums.length > 0) {
          expect(last.wrong!.right).toBe(bf(line).toString());
          expect(last.wrong!.chain).not.toBe(bf(line).toString());
        } else expect(last.wrong).toBeNull();
      }),
      { numRuns: 150 },
    );
  });
});

function findFocus(n: TreeNode): Extract<TreeNode, { kind: 'sum' }> | null {
  if (n.kind !== 'sum') return null;
  return n.focus ? n : findFocus(n.base);
}
