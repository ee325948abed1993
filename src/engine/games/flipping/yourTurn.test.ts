import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkAsk } from '../../ask';
import { fromSigns } from '../../arith/signExpansion';
import { BruteForceTable } from './bruteForce';
import { algorithmDerivation } from './derivation';
import { normalize } from './rules';
import { withFlippingAsks } from './yourTurn';
import type { AlgorithmState } from './walkState';

const G = '10011110110110111011110011'; // §3 example G
const asks = (line: string) =>
  withFlippingAsks(algorithmDerivation(line)).steps.flatMap((s) => (s.ask ? [{ step: s, ask: s.ask }] : []));
const table = new BruteForceTable();

describe('Flipping Coins "your turn" questions', () => {
  it('§3 example G: v_3, the three ordinal sums’ signs, who wins', () => {
    const qs = asks(G);
    expect(qs.map((q) => [q.step.state.phase, q.ask.form, q.ask.answer])).toEqual([
      ['base', 'fraction', '1/2'],
      ['ordinalSum', 'signs', '+-+-'],
      ['ordinalSum', 'signs', '+-+-+------'],
      ['ordinalSum', 'signs', '+-+-+------+---'],
      ['value', 'choice', 'Left'],
    ]);
    expect(qs[1].ask.prompt).toContain('v_{2} = \\frac{1}{2} : \\frac{1}{2}');
    expect(checkAsk(qs[0].ask, '2/4')).toEqual({ ok: true, value: true });
    expect(checkAsk(qs[0].ask, '0.5')).toEqual({ ok: true, value: true });
    expect(checkAsk(qs[1].ask, '+ − + −')).toEqual({ ok: true, value: true });
    expect(checkAsk(qs[1].ask, '+-+')).toEqual({ ok: true, value: false });
  });

  it('answers equal the frames they guard and brute force, over random lines', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[01]{1,12}$/).map(normalize), (line) => {
        const qs = asks(line);
        for (const { step, ask } of qs) {
          const s = step.state;
          if (ask.form === 'signs') {
            expect(ask.answer).toBe(s.signs!.baseSigns + s.signs!.exponentSigns);
            expect(fromSigns(ask.answer).toString()).toBe(s.value);
          }
          if (ask.form === 'fraction') expect(ask.answer).toBe(s.value);
          expect(checkAsk(ask, ask.answer)).toEqual({ ok: true, value: true });
        }
        const sign = table.value(line).sign();
        expect(qs[qs.length - 1].ask.answer).toBe(
          sign > 0 ? 'Left' : sign < 0 ? 'Right' : 'the second player',
        );
      }),
      { numRuns: 200 },
    );
  });

  it('the frame shown under a question (the one before it) does not give its answer away', () => {
    /** Every value a frame shows of G_i and the v_j: the legend's G block, the tree's nodes, the signs, the value. */
    const shown = (s: AlgorithmState): (string | null)[] => {
      const tree: (string | null)[] = [];
      for (let n = s.tree; n; n = n.kind === 'sum' ? n.base : null) tree.push(n.value);
      return [
        ...s.blocks.filter((b) => b.role === 'G').map((b) => b.value),
        ...tree,
        s.value,
        s.signs?.value ?? null,
        s.signs?.signs ?? null,
      ];
    };
    fc.assert(
      fc.property(fc.stringMatching(/^[01]{1,12}$/).map(normalize), (line) => {
        const steps = withFlippingAsks(algorithmDerivation(line)).steps;
        steps.forEach((step, k) => {
          if (!step.ask || k === 0) return;
          const before = steps[k - 1].state;
          if (step.ask.form === 'fraction')
            expect(shown(before).filter((v) => v !== '' && v !== null)).not.toContain(step.ask.answer);
          if (step.ask.form === 'signs') expect(shown(before)).not.toContain(step.ask.answer);
          if (step.ask.form === 'choice') expect(before.phase).not.toBe('value'); // who wins is said only on the value frame
          if (step.ask.form !== 'choice') expect(shown(before)).not.toContain(step.state.value);
        });
      }),
      { numRuns: 200 },
    );
  });
});
