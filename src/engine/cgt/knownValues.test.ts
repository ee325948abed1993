/**
 * Known values from the textbooks, each with its source, computed by the engine from
 * expressions. WW = Winning Ways (2nd ed.), LIP = Lessons in Play, CGT = Siegel's
 * Combinatorial Game Theory.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Dyadic } from '../arith/dyadic';
import { add } from './arithmetic';
import { leftWinsMovingSecond, rawEqual, rawNeg, raw, rawSum, treeOf, type RawGame } from './bruteForce';
import { fuzzy, leq } from './compare';
import { makePlain } from './plain';
import { makePretty } from './display';
import { evaluate } from './evaluate';
import { nusId } from './nus';
import { parseExpression } from './parse';
import { outcome } from './properties';
import { leftStop, rightStop } from './stops';
import { birthday, nusOf, ZERO } from './store';

function game(text: string): number {
  const p = parseExpression(text);
  if (!p.ok) throw new Error(`${text}: ${p.error.message}`);
  return evaluate(p.value);
}

describe('known values', () => {
  it.each([
    // [expression, equal to, source]
    ['{0|*}', '↑', 'WW ch. 3, "up"'],
    ['{0,*|0}', '↑+*', 'WW ch. 3, ↑* = {0,*|0}'],
    ['{0|↑}', '↑+↑+*', 'WW ch. 3, ⇑* = {0|↑}'],
    ['{0|↑*}', '↑+↑', 'WW ch. 3, ⇑ = {0|↑*}'],
    ['±1+±1', '0', 'LIP ch. 5: a switch ±x is its own negative'],
    ['*+*', '0', 'WW ch. 3: every nimber is its own negative'],
    ['*2+*3', '*', 'WW ch. 3: nimbers add by nim-sum, 2 ⊕ 3 = 1'],
    ['↑+↓', '0', 'WW ch. 3'],
    ['{1|0}+{1|0}', '1', 'CGT II.5: {1|0} = 1/2 ± 1/2, and ±1/2 ± 1/2 = 0'],
    ['1/2+1/2', '1', 'WW ch. 2 / LIP ch. 4: {0|1} + {0|1} = 1'],
    ['{0|1}', '1/2', 'LIP ch. 4, simplicity rule'],
    ['{1/2|1}', '3/4', 'LIP ch. 4, simplicity rule'],
    ['{-1|2}', '0', 'LIP ch. 4, simplicity rule (0 is simplest)'],
    ['{↑|↓}', '*', 'WW ch. 3: both options reverse… through 0'],
    ['{*|*}', '0', 'CGT II.2: a star option reverses through 0'],
    ['1:1', '2', 'WW ch. 6 (ordinal sums)'],
    ['1:-1', '1/2', 'WW ch. 6'],
    ['1/2:1/2', '5/8', 'WW ch. 6'],
    ['{1|0}:1', '{1,{1|0}|0}', 'by the definition G:H = {G^L, G:H^L | G^R, G:H^R}'],
  ])('%s = %s (%s)', (a, b) => {
    expect(game(a)).toBe(game(b));
  });

  it('↑ + ↑ + * is positive and ↑* is confused with 0 (WW ch. 3; LIP ch. 5)', () => {
    expect(outcome(game('↑+↑+*'))).toBe('L');
    expect(fuzzy(game('↑*'), ZERO)).toBe(true);
    expect(outcome(game('↑*'))).toBe('N');
  });

  it('tiny is positive and smaller than every positive up multiple (WW ch. 5; LIP ch. 5)', () => {
    const tiny = game('{0‖0|-1}');
    expect(outcome(tiny)).toBe('L');
    expect(leq(tiny, game('↑'))).toBe(true);
    expect(tiny).not.toBe(game('↑'));
  });

  it('↑*n is positive for n ≥ 2 (WW ch. 3)', () => {
    for (const n of [2, 3, 4, 7]) expect(outcome(game(`↑*${n}`))).toBe('L');
  });

  it('stops of {3|-1} are 3 and −1; of ↑ both 0; birthdays ↑ = 2, 3/8 = 4 (LIP ch. 6; CGT II.3)', () => {
    const s = game('{3|-1}');
    expect([leftStop(s).toString(), rightStop(s).toString()]).toEqual(['3', '-1']);
    expect([leftStop(game('↑')).toString(), rightStop(game('↑')).toString()]).toEqual(['0', '0']);
    expect(birthday(game('↑'))).toBe(2);
    expect(birthday(game('3/8'))).toBe(4);
  });

  it('prints known forms', () => {
    expect(makePlain(game('↑'))).toBe('{0|*}');
    expect(makePretty(game('{0|↑}'))).toBe('⇑*');
    expect(makePretty(game('{1|-1}'))).toBe('±1');
    expect(makePretty(game('{2‖1|0}'))).toBe('{2 ‖ 1|0}');
    expect(makePretty(game('1/2 + ↑ + *'))).toBe('1/2 + ↑ + *');
  });

  it('prints a short pretty form of a game whose plain form is too long to write (±1 + *30)', () => {
    // {1*30 | -1*30}: over 10^14 plain characters, as ruler(H×20) + {1|-1} in the calculator
    const g = game('±1 + *30');
    expect(makePlain(g)).toBeNull();
    expect(makePretty(g, 100)).toBe('{1 + *30|-1 + *30}');
    expect(game(makePretty(g)!)).toBe(g);
    expect(makePretty(game('{±1 + *30|-2}'), 20)).toBeNull();
  });
});

/** x + u·↑ + *m as an explicit sum of trees: ↑ = {0|*}, ↓ = {*|0}, *m, x by its canonical form. */
function explicitNus(x: Dyadic, up: number, nim: number): RawGame {
  const zero = raw();
  const stars: RawGame[] = [zero];
  for (let k = 1; k <= Math.max(nim, 1); k++) stars.push(raw(stars.slice(0, k), stars.slice(0, k)));
  const upG = raw([zero], [stars[1]]);
  let g = treeOf(nusId(x, 0, 0));
  for (let i = 0; i < Math.abs(up); i++) g = rawSum(g, up > 0 ? upG : rawNeg(upG));
  return rawSum(g, stars[nim]);
}

describe('x + u↑ + *m are built in canonical form', () => {
  it('with the value of the explicit sum (brute force)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -4, max: 4 }),
        fc.integer({ min: -3, max: 3 }),
        fc.integer({ min: 0, max: 4 }),
        (x2, up, nim) => {
          const x = Dyadic.of(BigInt(x2), 1);
          const g = nusId(x, up, nim);
          expect(nusOf(g)).toMatchObject({ up, nim });
          return rawEqual(treeOf(g), explicitNus(x, up, nim));
        },
      ),
      { numRuns: 80 },
    );
  });

  it('and recognised when a construction reaches them', () => {
    expect(nusOf(game('{0|*2}'))).toMatchObject({ up: 1, nim: 3 });
    expect(nusOf(game('{1/2, 1/2* | 1/2}'))).toMatchObject({ up: 1, nim: 1 });
    expect(nusOf(game('↑+↑+↑+*'))).toMatchObject({ up: 3, nim: 1 });
    expect(add(game('↑'), game('*3'))).toBe(nusId(Dyadic.ZERO, 1, 3));
  });

  it('sum of switches {1|−1}+…+{4|−4}: Left wins moving first and loses moving second (search)', () => {
    const g = game('{1|-1}+{2|-2}+{3|-3}+{4|-4}');
    expect(outcome(g)).toBe('N');
    expect(leftWinsMovingSecond([treeOf(g)])).toBe(false);
  });
});
