/** Parsing and printing game expressions: round trips, precedence, and errors with positions. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evaluate } from './evaluate';
import { makePlain } from './plain';
import { makePretty, makeTex } from './display';
import { parseExpression } from './parse';
import { idOf, rawGameArb } from './testArbitraries';

function game(text: string): number {
  const p = parseExpression(text);
  if (!p.ok) throw new Error(`${text}: ${p.error.message} at ${p.error.at}`);
  return evaluate(p.value);
}

const games = fc.oneof(rawGameArb(3, 3), rawGameArb(4, 2)).map(idOf);

describe('round trips', () => {
  it('parse(makePlain(G)) = G and parse(makePretty(G)) = G', () => {
    fc.assert(
      fc.property(games, (g) => game(makePlain(g)!) === g && game(makePretty(g)!) === g),
      { numRuns: 200 },
    );
  });

  it('the TeX form has balanced braces', () => {
    fc.assert(
      fc.property(games, (g) => {
        const t = makeTex(g)!;
        let depth = 0;
        for (let i = 0; i < t.length; i++) {
          if (t[i] === '\\') i++;
          else if (t[i] === '{') depth++;
          else if (t[i] === '}' && --depth < 0) return false;
        }
        return depth === 0;
      }),
      { numRuns: 100 },
    );
  });
});

describe('expressions', () => {
  it.each([
    ['3/8', '3/8'],
    ['-2', '-2'],
    ['0.375', '3/8'],
    ['*3', '*3'],
    ['^', '{0|*}'],
    ['v', '{*|0}'],
    ['^^*', '{0|{0|*}}'],
    ['↑3', '{0|{0|{0|*}}}'],
    ['1*', '{1|1}'],
    ['+-1', '{1|-1}'],
    ['±1', '{1|-1}'],
    ['2±1', '{3|1}'],
    ['1+-1', '0'],
    ['-1:1', '-1/2'],
    ['-(1:1)', '-2'],
    ['- 1:1', '-2'],
    ['1:1+1', '3'],
    ['1:(1+1)', '3'],
    ['{1|0}:1', '{1,{1|0}|0}'],
    ['1/2:1/2:1', '11/16'],
    ['1:-1/2', '3/4'],
    ['{2||1|0}', '{2|{1|0}}'],
    ['{2‖1|0}', '{2|{1|0}}'],
    ['{1|0‖-1}', '{{1|0}|-1}'],
    ['{ | }', '0'],
    ['{,|}'.replace(',', ''), '0'],
    ['3 − 1', '2'],
    ['gn(2)', '{1|0}'],
  ])('%s → %s', (text, plain) => {
    const position = (text: string) => ({
      value: text.trim() === '2' ? game('{1|0}') : game('0'),
      written: `gn(${text})`,
      title: '',
      page: { id: 'goldennugget', params: {} },
      cost: 1,
      moves: () => [],
    });
    const fns = { gn: { signature: 'gn(n)', help: '', read: position } };
    const p = parseExpression(text);
    if (!p.ok) throw new Error(p.error.message);
    expect(makePlain(evaluate(p.value, fns))).toBe(plain);
  });

  it.each([
    ['', 0, 'empty'],
    ['1 +', 3, 'ends'],
    ['{1|0', 0, 'never closed'],
    ['{{{{', 3, "4 braces are never closed: '{' at positions 1, 2, 3 and 4"],
    ['{1|{2|' + '{'.repeat(8), 13, "10 braces are never closed: '{' at positions 1, 4, 7, 8, … and 14"],
    ['{1|0}}', 5, "no matching '{'"],
    ['(1', 2, 'ends'],
    ['1 2', 2, 'operator'],
    ['1/3', 2, 'power of 2'],
    ['{1,|0}', 3, 'after the comma'],
    ['{1|0|1}', 4, 'same level'],
    ['{1}', 2, "'|'"],
    ['1 # 2', 2, "unexpected character '#'"],
    ['⇑3', 1, 'single arrow'],
    ['*x', 1, 'operator'],
  ])('%j is an error at %i (%s)', (text, at, words) => {
    const p = parseExpression(text);
    expect(p.ok).toBe(false);
    if (!p.ok) {
      expect(p.error.at).toBe(at);
      expect(p.error.message).toContain(words);
    }
  });

  it('an unknown function names itself and its position', () => {
    const p = parseExpression('1 + foo(3)');
    if (!p.ok) throw new Error(p.error.message);
    expect(() => evaluate(p.value)).toThrow(/unknown function 'foo' at position 5/);
  });
});
