/**
 * Incentives of sums found through how the sum was made (incentives.ts, issue 24) against the
 * definition: the undominated G^L − G and G − G^R, each difference computed in full.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { add, sub } from './arithmetic';
import { sortUnique } from './canonical';
import { leq } from './compare';
import { leftIncentives, rightIncentives } from './incentives';
import { leftOptions, rightOptions, type GameId } from './store';
import { evaluate } from './evaluate';
import { parseExpression, type Ast } from './parse';
import { idOf, rawGameArb } from './testArbitraries';

function parsed(text: string): Ast {
  const p = parseExpression(text);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

function undominated(ids: GameId[]): GameId[] {
  const all = sortUnique(ids);
  return all.filter((g) => !all.some((h) => h !== g && leq(g, h)));
}

const byDefinition = (g: GameId) => ({
  left: undominated(leftOptions(g).map((o) => sub(o, g))),
  right: undominated(rightOptions(g).map((o) => sub(g, o))),
});

describe('incentives of sums', () => {
  it('agree with the definition on sums of two to four games born by day 3', () => {
    fc.assert(
      fc.property(fc.array(rawGameArb(3), { minLength: 2, maxLength: 4 }), (raws) => {
        const g = raws.map(idOf).reduce((a, b) => add(a, b));
        const want = byDefinition(g);
        expect(leftIncentives(g)).toEqual(want.left);
        expect(rightIncentives(g)).toEqual(want.right);
      }),
      { numRuns: 150 },
    );
  });

  it('agree with the definition on a sum of six hot games born by day 3 (the bench family)', () => {
    const parts = [
      '{*2|-1}',
      '{1,{1|0}|-2}',
      '{*,{0|*},{1|-1}|-2}',
      '{{0|*}|-1}',
      '{0|-1}',
      '{1,{1|0}|{*|-1}}',
    ];
    const g = parts.map((p) => evaluate(parsed(p))).reduce((a, b) => add(a, b));
    const want = byDefinition(g);
    expect(leftIncentives(g)).toEqual(want.left);
    expect(rightIncentives(g)).toEqual(want.right);
  });
});
