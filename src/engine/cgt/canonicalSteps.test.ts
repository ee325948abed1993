/**
 * The canonical-form walkthrough ends where canonical.ts does: for random games born by day 3
 * (typed as option lists, and as sums and ordinal sums of two), the last form shown is the
 * canonical form's options and the last frame names the canonical form.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RawGame } from './bruteForce';
import { canonicalSteps } from './canonicalSteps';
import { makeTex } from './display';
import { evaluate } from './evaluate';
import { parseExpression } from './parse';
import { leftOptions, rightOptions, type GameId } from './store';
import { rawGameArb } from './testArbitraries';

const typed = (g: RawGame): string => `{${g.left.map(typed).join(',')}|${g.right.map(typed).join(',')}}`;

function steps(text: string) {
  const p = parseExpression(text);
  if (!p.ok) throw new Error(p.error.message);
  return { g: evaluate(p.value), ...canonicalSteps(text, p.value) };
}

const texOf = (ids: readonly GameId[]) => ids.map((id) => makeTex(id, 400)).sort();

function endsAtCanonical(text: string): void {
  const { g, derivation } = steps(text);
  const last = derivation.steps.at(-1)!;
  expect(last.state.result).toBe(makeTex(g, 400));
  const forms = derivation.steps.filter((s) => s.state.form);
  if (forms.length === 0) return; // a literal: nothing to simplify
  const form = forms.at(-1)!.state.form!;
  expect(form.left.map((o) => o.tex).sort()).toEqual(texOf(leftOptions(g)));
  expect(form.right.map((o) => o.tex).sort()).toEqual(texOf(rightOptions(g)));
}

describe('canonicalSteps', () => {
  it('ends at the canonical form for typed games, sums and ordinal sums born by day 3', () => {
    fc.assert(
      fc.property(rawGameArb(3), rawGameArb(2), (a, b) => {
        endsAtCanonical(typed(a));
        endsAtCanonical(`${typed(a)} + ${typed(b)}`);
        endsAtCanonical(`${typed(b)} : ${typed(a)}`);
        endsAtCanonical(`±${typed(b)}`);
        endsAtCanonical(`${typed(b)} - ${typed(a)} + ${typed(b)}`);
      }),
      { numRuns: 150 },
    );
  });

  it('shows a dominated option with its comparison and a reversible one with its reversing option', () => {
    const dominated = steps('{0,1|*}').derivation.steps.map((s) => s.caption);
    expect(dominated).toContain('Left never prefers a dominated option: $0 \\le 1$, so $0$ goes.');
    const reversible = steps('{{2|0}|1}').derivation.steps;
    expect(reversible.map((s) => s.caption)).toContain(
      "Left's option $\\{2 \\mid 0\\}$ is reversible: Right answers it with $0$, and $0 \\le G$. So it is replaced by nothing (it has none).",
    );
    expect(reversible.find((s) => s.state.form?.left.some((o) => o.mark === 'reversible'))).toBeTruthy();
    expect(reversible.at(-1)!.state.result).toBe('0');
  });

  it('recognises numbers by the simplicity rule and nimbers by their form; literals need no steps', () => {
    expect(steps('1/2:1/2').derivation.steps.at(-2)!.caption).toContain(
      'simplest number between them, $\\frac{5}{8}$',
    );
    expect(steps('{0,*|0,*}').derivation.steps.at(-2)!.caption).toContain('known form of $\\ast2$');
    expect(steps('*4095').derivation.steps).toHaveLength(1);
  });

  it('treats a sum of three terms as three terms, a term after − negated', () => {
    const first = steps('{1|0} + {2|1} - *').derivation.steps[0];
    expect(first.caption).toContain('each of the 3 terms');
    expect(first.state.components).toEqual([
      { typed: '{1|0}', canonical: '\\{1 \\mid 0\\}' },
      { typed: '{2|1}', canonical: '\\{2 \\mid 1\\}' },
      { typed: '−(*)', canonical: '\\ast' },
    ]);
  });

  it('quotes a side split off by a stronger bar in braces, as typed', () => {
    expect(steps('{3||2|1}').derivation.steps[0].state.components).toEqual([
      { typed: '3', canonical: '3' },
      { typed: '{2|1}', canonical: '\\{2 \\mid 1\\}' },
    ]);
    expect(steps('{3|2||1}').derivation.steps[0].state.components?.[0].typed).toBe('{3|2}');
  });
});
