import { describe, expect, it } from 'vitest';
import { BruteForceTable } from './bruteForce';
import { runChecks } from './theoremChecks';
import { bestLeftMove, bestRightMove, theorem31 } from './theorems';

describe('the paper’s statements against brute force, every line up to 12 coins', () => {
  const results = new Map(runChecks(new BruteForceTable(), 12).map((r) => [r.id, r]));

  it.each([
    'thm3.2', // §3 Theorem 3.2: all positions are numbers
    'thm3.3', // §3 Theorem 3.3: the Algorithm
    'thm3.1', // §3 Theorem 3.1 with "non-zero" (§1)
    'thm4.2-left', // §4 Theorem 4.2
    'thm4.2-right',
    'intro-right', // §1
    'intro-tails-first', // §1
    'lemma4.3',
    'lemma4.4',
    'lemma4.5', // with the base as a position
    'step6', // §3 Step 6 on reduced lines
    'lemma4.6',
  ])('%s holds', (id) => {
    const r = results.get(id)!;
    expect(r.checked).toBeGreaterThan(0);
    expect(r.counterexample).toBeNull();
    expect(r.failures).toBe(0);
  });

  it('Theorem 3.1 as printed fails only for the line with no 1s', () => {
    const r = results.get('thm3.1-printed')!;
    expect(r.failures).toBe(1);
    expect(r.counterexample).toContain('no 1s');
  });

  it('the proof of Theorem 3.3 writes an exponent that fails on every line it covers', () => {
    const r = results.get('proof3.3-exponent')!;
    expect(r.failures).toBe(r.checked);
  });

  it('Lemma 4.5 with values fails on some unreduced lines', () => {
    expect(results.get('lemma4.5-values')!.failures).toBeGreaterThan(0);
  });
});

describe('Theorem 3.1 and 4.2 helpers', () => {
  it.each([
    ['0101', 'even'],
    ['10101', 'startsWithTails'],
    ['0111', null],
    ['1', null],
    ['', null],
  ] as const)('theorem31(%j) = %s', (line, reason) => expect(theorem31(line)).toBe(reason));

  it.each([
    ['0101011111', [9, 10], [5, 6]],
    ['111', [2, 3], null],
    ['0001', null, [3, 4]],
  ] as const)('best moves in %s', (line, left, right) => {
    expect(bestLeftMove(line)).toEqual(left);
    expect(bestRightMove(line)).toEqual(right);
  });
});
