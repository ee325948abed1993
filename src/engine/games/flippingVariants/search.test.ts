/**
 * Section 5's search claims, as computed facts (the numbers are expectations found by the
 * engine and checked by the independent brute force where small enough).
 */
import { describe, expect, it } from 'vitest';
import { raw, rawEqual } from '../../cgt/bruteForce';
import { Work } from '../../progress';
import { classify } from './classify';
import { evaluate } from '../../cgt/evaluate';
import { parseExpression } from '../../cgt/parse';
import { dagSearch } from './dagSearch';
import { smallDags } from './dag';
import { search } from './search';
import { bruteTree } from './bruteForce';

const game = (text: string) => {
  const ast = parseExpression(text);
  if (!ast.ok) throw new Error(ast.error.message);
  return evaluate(ast.value);
};

describe('kinds of value', () => {
  it.each([
    ['3/4', 'number'],
    ['{1|0}', 'switch'],
    ['{0||0|-1}', 'tiny'],
    ['{1|0||0}', 'miny'],
    ['{2||1|0}', 'three-stop'],
    ['{2|1||0}', 'three-stop'],
    ['*', 'ups-stars'],
    ['1 + ^*', 'ups-stars'],
    ['{0||0|-1} + *', 'infinitesimal'],
    ['{3|0} + {1|0}', 'hot'], // 2 ± 3/2 ± 1/2
  ] as const)('%s is a %s', (text, kind) => {
    expect(classify(game(text))).toBe(kind);
  });
});

describe('the search of Section 5, redone', () => {
  it('k = 3, lines up to 6 coins: only 111/001 has only numbers (the paper’s claim holds this far)', () => {
    const r = search(3, 6, 'any', new Work());
    expect(r.partizan.map((s) => s.variant)).toEqual([
      '111/101',
      '111/011',
      '111/001',
      '101/011',
      '101/001',
      '011/001',
    ]);
    expect(r.partizan.filter((s) => s.allNumbers).map((s) => s.variant)).toEqual(['111/001']);
    expect(r.observations[0]).toContain('only 111/001 has only numbers');
    expect(r.observations[1]).toBe(
      'This agrees with the paper’s claim (§5) that 111/001 is the only version whose values are all numbers, if “three or more coins” is read as exactly three (the other readings are compared below), on these lines only: longer lines may differ.',
    );
  });

  it('k = 3, lines up to 9 coins: 111/001 has 0000111 = *, and x + * values only, which reduce to numbers', () => {
    const r = search(3, 9, 'any', new Work());
    const v = r.partizan.find((s) => s.variant === '111/001')!;
    expect(v.allNumbers).toBe(false);
    expect(v.firstNonNumber).toEqual({ position: '0000111', value: '*' });
    // said outright: the computation contradicts the paper's claim, with the position and its value
    expect(r.observations[1]).toBe(
      'This contradicts the paper’s claim (§5) that 111/001 is the only version whose values are all numbers, if “three or more coins” is read as exactly three (the other readings are compared below): computed, 0000111 = * (a line of 7 coins) is not a number, so not every value of 111/001 is a number.',
    );
    expect(r.observations).toContain(
      'Of the 4 impartial versions (both players flip the same pattern), none has only numbers as values; of the 4 with other values, all 4 are numbers only in reduced canonical form.',
    );
    expect(r.observations.join(' ')).not.toMatch(/ a ups|\b0 have\b|\d+ more /);
    expect(r.observations[2]).toBe(
      '111/001 stays numbers-only longest: every line of up to 6 coins is a number, and 0000111 = * is the first that is not; every other version has a non-number by 4 coins.',
    );
    expect(Object.keys(v.counts).sort()).toEqual(['number', 'ups-stars']);
    expect(Object.keys(v.reducedCounts)).toEqual(['number']);
    // * by the brute force, which knows nothing of canonical forms
    const star = raw([raw()], [raw()]);
    expect(rawEqual(bruteTree('0000111', { left: '111', right: '001' }, false), star)).toBe(true);
    // switches, tinies, minies and three-stop games all occur among the others
    const kinds = new Set(r.partizan.flatMap((s) => Object.keys(s.counts)));
    for (const k of ['switch', 'tiny', 'miny', 'three-stop']) expect(kinds).toContain(k);
    // some versions are numbers and switches only in reduced canonical form (up to 9 coins)
    expect(
      r.partizan.filter((s) => !s.allNumbers && s.reducedNumbersAndSwitches).map((s) => s.variant),
    ).toEqual(['111/011', '111/001', '101/001', '011/001']);
  });

  it('k = 2: the paper’s game is numbers only; the impartial versions are not', () => {
    const r = search(2, 8, 'any', new Work());
    expect(r.partizan.map((s) => [s.variant, s.allNumbers])).toEqual([['11/01', true]]);
    expect(r.impartial.every((s) => !s.allNumbers)).toBe(true);
  });
});

describe('DAGs', () => {
  it('enumerates posets and DAGs up to isomorphism (OEIS A000112, A003087)', () => {
    expect([1, 2, 3, 4, 5].map((n) => smallDags(n, 'path').length)).toEqual([1, 2, 5, 16, 63]);
    expect([1, 2, 3, 4].map((n) => smallDags(n, 'edge').length)).toEqual([1, 2, 6, 31]);
  });

  it('the paper’s game on posets of 3 points: only the "V" shape 1 → 3 ← 2 has a non-number, 101 = *', () => {
    const r = dagSearch({ left: '11', right: '01' }, 3, 'path', new Work());
    expect(r.dags.filter((d) => !d.allNumbers).map((d) => [d.dag, d.firstNonNumber])).toEqual([
      ['3: 1>3, 2>3', { coins: '101', value: '*', kind: 'ups-stars' }],
    ]);
    expect(r.observations[1]).toBe(
      'For example on 3: 1>3, 2>3, coins 101 (vertex 1 first) have value *, an up-star value (x + ↑s + *s), not a number.',
    );
  });
});
