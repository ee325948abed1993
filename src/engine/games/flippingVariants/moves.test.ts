/**
 * Each variant's moves against cases worked out by hand from the rules (variant.ts, dag.ts):
 * a move flips a subsequence showing the player's pattern; trailing heads are dropped.
 */
import { describe, expect, it } from 'vitest';
import { dagBoard, parseDag } from './dag';
import { ruleBoard, type LineRule } from './lineRule';
import { flips, lineMask, maskLine } from './moves';
import { parseVariant } from './variant';

const lineMoves = (line: string, pattern: string, rule: LineRule = 'any') =>
  flips(lineMask(line), ruleBoard(line.length, rule), pattern)
    .map((f) => `${f.coins.map((c) => c + 1).join(',')}→${maskLine(f.after)}`)
    .sort();

const dagMoves = (text: string, coins: string, pattern: string, rule: 'path' | 'edge' = 'path') => {
  const d = parseDag(text);
  if (!d.ok) throw new Error(d.error.message);
  const { board, order } = dagBoard(d.value, rule);
  let mask = 0;
  order.forEach((v, i) => coins[v - 1] === '1' && (mask |= 1 << i));
  return flips(mask, board, pattern)
    .map((f) => {
      const out = [...coins];
      for (const c of f.coins) out[order[c] - 1] = coins[order[c] - 1] === '1' ? '0' : '1';
      return `${f.coins
        .map((c) => order[c])
        .sort()
        .join(',')}→${out.join('')}`;
    })
    .sort();
};

describe('moves on lines', () => {
  it.each([
    // [line, pattern, rule, moves "coins→after"]
    ['1011', '11', 'any', ['1,3→0001', '1,4→001', '3,4→1']], // §1: 1011 = {0001, 001, 1 | …}
    ['1011', '01', 'any', ['2,3→1101', '2,4→111']], //            … | 1101, 111}
    ['10111', '111', 'any', ['1,3,4→00001', '1,3,5→0001', '1,4,5→001', '3,4,5→1']], // any three of the four tails
    ['10111', '001', 'any', []], // one heads coin only: Right needs two before a tails
    ['0011', '001', 'any', ['1,2,3→1101', '1,2,4→111']],
    ['1101', '101', 'any', ['1,3,4→011', '2,3,4→101']],
    ['1101', '011', 'any', []], // the only heads (coin 3) has one tails after it
    ['0011', '001', 'adjacent', ['1,2,3→1101']], // 1,2,4 is not a run
    ['10111', '111', 'adjacent', ['3,4,5→1']],
    ['1', '1', 'any', ['1→']], // a one-coin pattern: flip any tails
  ] as const)('%s with pattern %s (%s)', (line, pattern, rule, moves) => {
    expect(lineMoves(line, pattern, rule)).toEqual([...moves].sort());
  });
});

describe('moves on DAGs', () => {
  it.each([
    ['3: 1>3, 2>3', '101', '11', 'path', ['1,3→000']],
    ['3: 1>3, 2>3', '101', '01', 'path', ['2,3→110']],
    ['3: 1>3, 2>3', '110', '11', 'path', []], // 1 and 2 are incomparable
    ['3: 1>2, 2>3', '101', '11', 'path', ['1,3→000']], // a path 1 → 2 → 3 puts 1 before 3
    ['3: 1>2, 2>3', '101', '11', 'edge', []], // … but no edge joins them
    ['4: 2>1, 1>4, 3>4', '0101', '01', 'path', ['1,4→1100', '3,4→0110']], // labels need not be topological
  ] as const)('%s, coins %s, pattern %s (%s)', (dag, coins, pattern, rule, moves) => {
    expect(dagMoves(dag, coins, pattern, rule)).toEqual([...moves].sort());
  });
});

describe('notations', () => {
  it('reads variants and says what is wrong where', () => {
    expect(parseVariant(' 111 / 001 ')).toEqual({ ok: true, value: { left: '111', right: '001' } });
    const bad = parseVariant('110/001');
    expect(bad.ok === false && bad.error.at).toBe(2);
    expect(bad.ok === false && bad.error.message).toContain('must end in 1');
    expect(parseVariant('11').ok).toBe(false);
    expect(parseVariant('1a/01').ok === false).toBe(true);
  });

  it('reads DAGs and refuses cycles', () => {
    expect(parseDag('3: 1>2, 2>3')).toEqual({
      ok: true,
      value: {
        n: 3,
        edges: [
          [1, 2],
          [2, 3],
        ],
      },
    });
    expect(parseDag('3: 1>2, 2>1').ok).toBe(false);
    const bad = parseDag('3: 1>2, 2-3');
    expect(bad.ok === false && bad.error.at).toBe(8);
    expect(parseDag('3: 1>4').ok).toBe(false);
  });
});
