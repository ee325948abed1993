/**
 * The temperature toolkit (toolkit.ts) and comparisons (comparison.ts), issue 24: CGSuite's own
 * facts (lib/core/src/test/scala/org/cgsuite/lang/GameTest.scala, "implement >=2-ary methods
 * correctly", written here in the calculator's syntax), and the laws on random games born by
 * day 4.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Dyadic } from '../arith/dyadic';
import { analyze } from '../api';
import { add, neg, sub, sumAll } from './arithmetic';
import { isAllSmall } from './atomicWeight';
import { compare } from './compare';
import { compareGames } from './comparison';
import { evaluate } from './evaluate';
import { parseExpression } from './parse';
import { outcome } from './properties';
import { numberId, ZERO, type GameId } from './store';
import { idOf, rawGameArb } from './testArbitraries';
import { coolBy, heatBy, norton } from './toolkit';

const game = (text: string): GameId => {
  const p = parseExpression(text);
  if (!p.ok) throw new Error(p.error.message);
  return evaluate(p.value);
};
const canonical = (expression: string) =>
  analyze({ game: 'cgt', op: 'canonical', expression }) as Record<string, any>;

const G = '{3||2+*|1+*}';
// [CGSuite's input, ours, CGSuite's answer in our syntax]
const CGSUITE: [string, string, string][] = [
  ['{3||2+*|1+*}.Cool(0)', `cool(${G}, 0)`, '{3||2*|1*}'],
  ['{3||2+*|1+*}.Cool(1/4)', `cool(${G}, 1/4)`, '{11/4||2|3/2}'],
  ['{3||2+*|1+*}.Cool(1/2)', `cool(${G}, 1/2)`, '{5/2|2*}'],
  ['{3||2+*|1+*}.Cool(5/8)', `cool(${G}, 5/8)`, '{19/8|17/8}'],
  ['{3||2+*|1+*}.Cool(3/4)', `cool(${G}, 3/4)`, '9/4*'],
  ['{3||2+*|1+*}.Cool(70)', `cool(${G}, 70)`, '9/4'],
  ['{3||2+*|1+*}.Cool(-1/2)', `cool(${G}, -1/2)`, '{7/2|||5/2|3/2||±1/2}'],
  ['(1/4).Cool(-1/8)', 'cool(1/4, -1/8)', '1/4'],
  ['(1/4).Cool(-1/4)', 'cool(1/4, -1/4)', '1/4*'],
  ['(1/4).Cool(-3/8)', 'cool(1/4, -3/8)', '{3/8|1/8}'],
  ['{3||2+*|1+*}.Heat(0)', `heat(${G}, 0)`, '{3||2*|1*}'],
  ['{3||2+*|1+*}.Heat(1/2)', `heat(${G}, 1/2)`, '{7/2|||5/2|3/2||±1/2}'],
  ['{3||2+*|1+*}.Heat(1)', `heat(${G}, 1)`, '{4|||3|1||0|-2}'],
  ['{3||2+*|1+*}.Heat(-3/4)', `heat(${G}, -3/4)`, '9/4*'],
  ['{3||2+*|1+*}.Heat(-1)', `heat(${G}, -1)`, '9/4'],
  ['{3||2+*|1+*}.Heat(-2)', `heat(${G}, -2)`, '3/2'],
  ['{3||2+*|1+*}.Heat(-4)', `heat(${G}, -4)`, '0'],
  ['{3||2+*|1+*}.Heat(*)', `heat(${G}, *)`, '{3*||2|1}'],
  ['0.NortonProduct(^)', 'norton(0, ^)', '0'],
  ['6.NortonProduct(^)', 'norton(6, ^)', '↑6'],
  ['(-4).NortonProduct(^)', 'norton(-4, ^)', '↓4'],
  ['(1/2).NortonProduct(^)', 'norton(1/2, ^)', '{⇑*|↓*}'],
  ['^.NortonProduct(^)', 'norton(^, ^)', '{⇑*||0|↓4}'],
  ['Tiny(2).NortonProduct(^)', 'norton({0||0|-2}, ^)', '{⇑*||0|↓6}'],
  ['{3||2+*|1+*}.Overheat(*,1+*)', `overheat(${G}, *, 1+*)`, '{1||{1*|-1*}|-1,{-1|-3}}'],
  ['{3||2+*|1+*}.Freeze', `freeze(${G})`, '9/4*'],
];

describe('the toolkit agrees with CGSuite', () => {
  it.each(CGSUITE)('%s', (_cgsuite, ours, want) => {
    expect(game(ours)).toBe(game(want));
  });

  it.each([
    ['cool(^, -1)', 8, 'needs t > −1'],
    ['cool(^, -3/2)', 8, 'needs t > −1'],
    ['cool(^, *)', 8, 'needs a number t'],
    ['norton(1, -1)', 10, 'needs U > 0; this U is negative'],
    ['norton(1, *)', 10, 'confused with 0'],
    ['norton(1, 0)', 10, 'zero'],
    ['overheat(*, 1)', 0, 'overheat(G, S, T) takes 3 arguments, not 2'],
    ['foo(1, 2)', 0, "unknown function 'foo' at position 1"],
    ['freeze(1, 2)', 0, 'takes 1 argument, not 2'],
  ])('%j → bad_field at %i (%s)', (expression, at, words) => {
    const r = canonical(expression);
    expect(r.ok).toBe(false);
    expect(r.error).toMatchObject({ code: 'bad_field', field: 'expression', at });
    expect(r.error.message).toContain(words);
  });

  it('gives each function and relation used its definition beside the answer', () => {
    const r = canonical('freeze({1|-1}) + norton(1/2, ^) >= 0');
    expect(r.definitions.map((d: any) => d.signature)).toEqual(['G ≥ H', 'freeze(G)', 'norton(G, U)']);
    expect(r.definitions[2].definition).toContain('Norton multiplication');
  });
});

describe('comparisons as expressions', () => {
  it.each([
    ['{1|-1} || 0', 'G ‖ H: G is confused with H', true],
    ['{1|-1} ‖ 0', 'G ‖ H: G is confused with H', true],
    ['1 >= *', 'G ≥ H: G is greater than H', true],
    ['1 ≥ *', 'G ≥ H: G is greater than H', true],
    ['^ <= *', 'G ≤ H is false: G is confused with H', false],
    ['* = {0|0}', 'G = H: G equals H', true],
    ['^ <| *', 'G ⧏ H: G is confused with H', true],
    ['^ > 0', 'G > H: G is greater than H', true],
    ['0 < v', 'G < H is false: G is greater than H', false],
  ])('%s: %s', (expression, words, holds) => {
    const r = canonical(expression);
    expect(r.ok).toBe(true);
    expect(r.comparison).toMatchObject({ words, holds });
  });

  it('refuses a comparison inside a game or a second one', () => {
    expect(canonical('{0 >= 1|0}').ok).toBe(false);
    expect(canonical('0 <= 1 <= 2').error.message).toContain('one comparison at a time');
  });

  it('agrees with the outcome of the difference, on games born by day 4', () => {
    const byOutcome = { L: '>', R: '<', P: '=', N: '‖' } as const;
    fc.assert(
      fc.property(rawGameArb(4, 2), rawGameArb(4, 2), (a, b) => {
        const g = idOf(a);
        const h = idOf(b);
        const c = compareGames(g, h, '≥');
        expect(c.actual).toBe(byOutcome[outcome(sub(g, h))]);
        expect(c.holds).toBe(c.actual === '>' || c.actual === '=');
      }),
      { numRuns: 60 },
    );
  });
});

describe('the laws, on random games born by day 4', () => {
  const day4 = rawGameArb(4, 2);
  const positive = rawGameArb(2).filter((u) => compare(idOf(u), ZERO) === '>');

  it('Norton multiplication by U > 0 is additive in G', () => {
    fc.assert(
      fc.property(day4, day4, positive, (a, b, u) => {
        const U = idOf(u);
        expect(norton(add(idOf(a), idOf(b)), U)).toBe(add(norton(idOf(a), U), norton(idOf(b), U)));
      }),
      { numRuns: 40 },
    );
  });

  it('n·U = U + … + U for an integer n (and −n·U its negative)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), positive, (n, u) => {
        const U = idOf(u);
        const copies = sumAll(Array.from({ length: n }, () => U));
        expect(norton(numberId(Dyadic.int(BigInt(n))), U)).toBe(copies);
        expect(norton(numberId(Dyadic.int(BigInt(-n))), U)).toBe(neg(copies));
      }),
      { numRuns: 40 },
    );
  });

  it('heating by any game is additive on all-small games', () => {
    const small = day4.filter((a) => isAllSmall(idOf(a)));
    fc.assert(
      fc.property(small, small, rawGameArb(2), (a, b, t) => {
        const T = idOf(t);
        expect(heatBy(add(idOf(a), idOf(b)), T)).toBe(add(heatBy(idOf(a), T), heatBy(idOf(b), T)));
      }),
      { numRuns: 40 },
    );
  });

  it('heating is not additive in general: numbers do not heat (a counterexample)', () => {
    const g = game('{0|-1*}');
    const t = game('2');
    expect(heatBy(add(g, game('*')), t)).not.toBe(add(heatBy(g, t), heatBy(game('*'), t)));
  });

  it('cooling by t > −1 (below 0 too) is additive in G', () => {
    const temperatures = fc.constantFrom(
      Dyadic.of(-3, 2),
      Dyadic.of(-1, 1),
      Dyadic.of(-1, 3),
      Dyadic.ZERO,
      Dyadic.of(1, 1),
      Dyadic.int(2n),
    );
    fc.assert(
      fc.property(day4, day4, temperatures, (a, b, t) => {
        expect(coolBy(add(idOf(a), idOf(b)), t)).toBe(add(coolBy(idOf(a), t), coolBy(idOf(b), t)));
      }),
      { numRuns: 60 },
    );
  });
});
