import { describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { BruteForceTable } from '../../engine/games/flipping/bruteForce';
import { algorithmDerivation } from '../../engine/games/flipping/derivation';
import { normalize } from '../../engine/games/flipping/rules';
import { OrdinalTree } from './OrdinalTree';
import { valueTex } from './LongValue';

const table = new BruteForceTable();
const annotations = (el: HTMLElement) => [...el.querySelectorAll('annotation')].map((a) => a.textContent);

describe('OrdinalTree: the labels say G = H : Q^R, as the derivation data', () => {
  it('§3 example G: the leaf of Q0 = 0011 reads Q0^R 0101, exponent 1/8', () => {
    const tree = algorithmDerivation('10011110110110111011110011').steps.at(-1)!.state.tree!;
    render(<OrdinalTree tree={tree} tones={{}} />);
    const leaves = screen.getAllByTestId('flip-tree-exponent');
    const q0 = leaves.at(-1)!;
    expect(annotations(q0)).toEqual(['Q_{0}^R', '\\frac{1}{8}', 'Q_{0}']);
    expect(q0.textContent).toContain('0101');
    expect(q0.textContent).toContain('0011');
    expect(annotations(screen.getByRole('list', { name: 'Ordinal-sum tree' }))[0]).toBe(
      'G_{0} = G_{1} : Q_{0}^R',
    );
    cleanup();
  });

  it('on random lines every exponent leaf names Q_j^R, its coins, and the brute-force value of Q_j^R', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[01]{4,16}$/).map(normalize), (line) => {
        const tree = algorithmDerivation(line).steps.at(-1)!.state.tree;
        if (!tree) return;
        const { container } = render(<OrdinalTree tree={tree} tones={{}} />);
        const leaves = [...container.querySelectorAll<HTMLElement>('[data-testid="flip-tree-exponent"]')];
        const expected: { label: string; coins: string; block: string; value: string }[] = [];
        const walk = (n: typeof tree): void => {
          if (n.kind === 'sum') {
            walk(n.base);
            walk(n.exponent);
          } else if (n.kind === 'exponent')
            expected.push({ label: n.label, coins: n.coins, block: n.block, value: n.value });
        };
        walk(tree);
        expect(leaves).toHaveLength(expected.length);
        leaves.forEach((leaf, k) => {
          const e = expected[k];
          const [name, value] = annotations(leaf);
          expect(name).toBe(`Q_{${e.label.slice(1)}}^R`);
          expect(value).toBe(valueTex(table.value(e.coins).toString()));
          expect(leaf.querySelector('code')!.textContent).toBe(e.coins);
          expect(leaf.textContent).toContain(e.block);
        });
        cleanup();
      }),
      { numRuns: 10 },
    );
  });
});
