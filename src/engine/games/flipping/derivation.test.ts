import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromSigns } from '../../arith/signExpansion';
import { runAlgorithm } from './algorithm';
import { algorithmDerivation } from './derivation';
import { applyReduction } from './reduce';
import { normalize } from './rules';
import { sumDerivation } from './sumDerivation';
import type { TreeNode } from './walkState';

const G = '10011110110110111011110011'; // §3 example G

function balancedDollars(caption: string): boolean {
  return (caption.replace(/\\\$/g, '').match(/\$/g)?.length ?? 0) % 2 === 0;
}

describe('the Algorithm walkthrough', () => {
  const d = algorithmDerivation(G);
  const phases = d.steps.map((s) => s.state.phase);

  it('§3 example G: the line, 5 reductions, the reduced line, 3 cuts, the blocks, Step 5, 3 ordinal sums, the value', () => {
    expect(phases).toEqual([
      'line',
      'reduce',
      'reduce',
      'reduce',
      'reduce',
      'reduce',
      'reduced',
      'split',
      'split',
      'split',
      'blocks',
      'base',
      'ordinalSum',
      'ordinalSum',
      'ordinalSum',
      'value',
    ]);
    expect(d.title).toMatch(/^The Algorithm on /);
  });

  it('underlines the paper’s 0111s, in the paper’s order, with the lemma', () => {
    const reduce = d.steps.filter((s) => s.state.phase === 'reduce');
    expect(reduce.map((s) => s.highlight!.find((h) => h.tone === 'accent')!.indices[0])).toEqual([
      17, 13, 10, 7, 2,
    ]);
    expect(reduce[0].caption).toContain('Step 2(a)');
    expect(reduce[0].caption).toContain('Lemma 4.4(a)');
    expect(reduce[2].caption).toContain('Step 2(b)');
    expect(reduce[2].caption).toContain('Lemma 4.4(b)');
    for (const s of reduce)
      expect(s.state.next).toBe(
        applyReduction(s.state.line, {
          at: s.highlight!.find((h) => h.tone === 'accent')!.indices[0],
          rule: '2a',
        }),
      );
  });

  it('colours the blocks Q0…Q2 and G3 as the paper partitions 101(011)(000101)(0011)', () => {
    const blocks = d.steps.find((s) => s.state.phase === 'blocks')!.state.blocks;
    expect(blocks.map((b) => [b.role + b.index, b.coins, b.value])).toEqual([
      ['Q0', '0011', '1/8'],
      ['Q1', '000101', '1/64'],
      ['Q2', '011', '1/2'],
      ['G3', '101', ''],
    ]);
    expect(new Set(blocks.map((b) => b.tone)).size).toBe(4);
    // v_3 is Step 5's finding, so it first shows on the next frame
    expect(d.steps.find((s) => s.state.phase === 'base')!.state.blocks.at(-1)!.value).toBe('1/2');
  });

  it('evaluates each ordinal sum by concatenating sign expansions, ending at 10257/16384', () => {
    const sums = d.steps.filter((s) => s.state.phase === 'ordinalSum').map((s) => s.state.signs!);
    for (const s of sums) {
      expect(s.signs).toBe(s.baseSigns + s.exponentSigns);
      expect(fromSigns(s.signs).toString()).toBe(s.value);
    }
    expect(sums.map((s) => s.value)).toEqual(['5/8', '641/1024', '10257/16384']);
    const last = d.steps[d.steps.length - 1];
    expect(last.state.value).toBe('10257/16384');
    expect(last.important).toBe(true);
  });

  it('the final tree is base : exponent all the way down, each node with its value', () => {
    const tree = d.steps[d.steps.length - 1].state.tree!;
    const walk = (n: TreeNode): string =>
      n.kind === 'sum' ? `(${walk(n.base)}:${walk(n.exponent)})=${n.value}` : `${n.label}=${n.value}`;
    expect(walk(tree)).toBe('(((G3=1/2:Q2=1/2)=5/8:Q1=1/64)=641/1024:Q0=1/8)=10257/16384');
  });

  it('every frame is plain JSON with balanced TeX, and the last value is the Algorithm’s', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[01]{1,40}$/).map(normalize), (line) => {
        const w = algorithmDerivation(line);
        expect(JSON.parse(JSON.stringify(w))).toEqual(w);
        for (const s of w.steps) expect(balancedDollars(s.caption), s.caption).toBe(true);
        expect(w.steps[w.steps.length - 1].state.value).toBe(runAlgorithm(line).value.toString());
      }),
      { numRuns: 200 },
    );
  });

  it('refuses lines over 200 coins, saying the value is still computed', () => {
    expect(() => algorithmDerivation('1'.repeat(201))).toThrow(/up to 200 coins.*still computed/);
  });
});

describe('the sums walkthrough', () => {
  const lines = ['0101011111', '1101100111', '0110110110111']; // §4.1
  const d = sumDerivation(lines);

  it('values each line, adds them, and finds Left’s only winning move', () => {
    const last = d.steps[d.steps.length - 1];
    expect(last.state.phase).toBe('winning');
    expect(last.state.total).toBe('1/16');
    expect(last.state.lines.map((l) => l.value)).toEqual(['-11/16', '3/4', '0']);
    expect(last.state.winning).toEqual([{ component: 0, move: [9, 10], after: '01010111', total: '0' }]);
    expect(last.caption).toContain('her only winning move');
  });

  it('shows Theorem 4.2’s best move in each line and the total after it (§4.1: 0, −1/16, −1/16)', () => {
    const best = d.steps[d.steps.length - 1].state.lines.map((l) => l.best!.total);
    expect(best).toEqual(['0', '-1/16', '-1/16']);
  });

  it('spells out the first six of many winning moves and counts the rest (example G has 153)', () => {
    const g = sumDerivation(['10011110110110111011110011']);
    const last = g.steps[g.steps.length - 1];
    expect(last.state.winning).toHaveLength(153);
    expect(last.caption).toContain('her 153 winning moves include');
    expect(last.caption.match(/\\to/g)).toHaveLength(6);
    expect(last.caption).toContain('and 147 more, marked on the lines.');
  });

  it('says when Left has no winning move', () => {
    const lose = sumDerivation(['01']);
    expect(lose.steps[lose.steps.length - 1].state.phase).toBe('none');
  });
});
