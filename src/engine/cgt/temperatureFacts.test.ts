/** The temperature-theory fields of the "cgt" canonical answer, and cool/heat in expressions, through analyze(). */
import { describe, expect, it } from 'vitest';
import { analyze } from '../api';

const canonical = (expression: unknown) =>
  analyze({ game: 'cgt', op: 'canonical', expression }) as Record<string, any>;
/** The canonical answer with the extras (atomic weight, incentives), which are a request of their own. */
const withExtras = (expression: string) => ({
  ...canonical(expression),
  ...(analyze({ game: 'cgt', op: 'extras', expression }) as Record<string, any>),
});

describe('cgt canonical: temperature theory', () => {
  it('answers ±1: mean 0, temperature 1, walls meeting at (1, 0), incentives {2|0} (WW ch. 6)', () => {
    const r = withExtras('{1|-1}');
    expect(r).toMatchObject({
      ok: true,
      mean: '0',
      temperature: '1',
      thermograph: {
        left: [
          ['-1', '2'],
          ['1', '0'],
        ],
        right: [
          ['-1', '-2'],
          ['1', '0'],
        ],
      },
      atomicWeight: null,
      leftIncentives: ['{2|0}'],
      rightIncentives: ['{2|0}'],
      incentivesNote: null,
    });
    expect(r.atomicWeightNote).toContain('not infinitesimal');
  });

  it('answers {2|1}: mean 3/2, temperature 1/2', () => {
    expect(canonical('{2|1}')).toMatchObject({
      mean: '3/2',
      temperature: '1/2',
      thermograph: {
        left: [
          ['-1', '3'],
          ['1/2', '3/2'],
        ],
        right: [
          ['-1', '0'],
          ['1/2', '3/2'],
        ],
      },
    });
  });

  it('gives the atomic weight of an infinitesimal in plain form: aw(⇑*) = 2', () => {
    expect(withExtras('{0|^}')).toMatchObject({
      atomicWeight: '2',
      atomicWeightNote: null,
      mean: '0',
      temperature: '0',
    });
  });

  it("gives numbers CGSuite's negative temperatures: 3/8 has temperature −1/8", () => {
    expect(withExtras('3/8')).toMatchObject({
      mean: '3/8',
      temperature: '-1/8',
      leftIncentives: ['-1/8'],
      rightIncentives: ['-1/8'],
    });
  });

  it('reads cool(G, t) and heat(G, t)', () => {
    expect(canonical('cool({1|-1}, 1)').canonical).toBe('*');
    expect(canonical('heat(*, 1)').canonical).toBe('{1|-1}');
    expect(canonical('cool({2|1}+{1|-1}, 1/2)')).toMatchObject({ ok: true, mean: '3/2' });
  });

  it.each([
    // issue 24: cooling by any t > −1, heating by any game (toolkit.test.ts has the rest)
    ['cool(^, -1)', 8, 't > −1'],
    ['cool(^, 1/3)', 10, 'not a power of 2'],
    ['cool(*, *)', 8, 'needs a number t'],
    ['cool(^)', 0, 'takes 2 arguments, not 1'],
    ['cool(^, 1, 2)', 0, 'takes 2 arguments, not 3'],
  ])('%j → bad_field at %i', (expression, at, words) => {
    const r = canonical(expression);
    expect(r.ok).toBe(false);
    expect(r.error).toMatchObject({ code: 'bad_field', field: 'expression', at });
    expect(r.error.message).toContain(words);
  });

  it('gives a Golden Nugget heap its thermograph', () => {
    const r = canonical('gn(40)');
    expect(r.ok).toBe(true);
    expect(r.thermograph.left[0][0]).toBe('-1');
    expect(r.thermograph.right[0][0]).toBe('-1');
  });

  it("gives a sum's terms as typed, a difference's negated, with means that add to the sum's", () => {
    const r = canonical('{1|-1} + {2|-2} - {3|0}');
    expect(r.terms.map((t: any) => [t.expression, t.mean, t.temperature])).toEqual([
      ['{1|-1}', '0', '1'],
      ['{2|-2}', '0', '2'],
      ['−({3|0})', '-3/2', '3/2'],
    ]);
    expect(r.mean).toBe('-3/2');
    expect(canonical('{2|1}').terms).toEqual([]);
  });
});
