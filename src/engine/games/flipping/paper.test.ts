/**
 * Every example of flipping-coins.txt, by section, and the places where the print and the
 * computation disagree (recorded here as expectations, found by computing every example).
 */
import { describe, expect, it } from 'vitest';
import { runAlgorithm } from './algorithm';
import { BruteForceTable } from './bruteForce';
import { evaluateClaims, type ClaimResult } from './claimsEval';
import { PAPER_CLAIMS } from './paperClaims';

const table = new BruteForceTable();
const results = new Map<string, ClaimResult>(evaluateClaims({ table, checkCoins: 10 }).map((r) => [r.id, r]));

describe('line values printed in the paper', () => {
  it.each([
    ['§1', '1011', '1/4'],
    ['§3 example G', '10011110110110111011110011', '10257/16384'], // printed 10257/16348: a typo
    ['§3 example G, reduced', '1010110001010011', '10257/16384'],
    ['§3 example H', '01001110110111011101', '-893/1024'],
    ['§4 after Lemma 4.4', '011101', '3/8'],
    ['§4 after Lemma 4.4', '1001', '1/4'],
    ['§4.1', '0101011111', '-11/16'],
    ['§4.1', '01011011', '-11/16'],
    ['§4.1', '01010111', '-3/4'],
    ['§4.1', '1101100111', '3/4'],
    ['§4.1', '1101101', '3/4'],
    ['§4.1', '11011001', '5/8'],
    ['§4.1', '0110110110111', '0'],
    ['§4.1', '0111', '0'],
    ['§4.1', '01101101101', '-1/8'],
  ])('%s: %s = %s', (_section, line, value) => {
    expect(runAlgorithm(line).value.toString()).toBe(value);
  });
});

describe('the claims table', () => {
  it('has every claim once, each with a section', () => {
    expect(new Set(PAPER_CLAIMS.map((c) => c.id)).size).toBe(PAPER_CLAIMS.length);
    for (const c of PAPER_CLAIMS) expect(c.section).toMatch(/^§\d/);
  });

  // The places where the paper is wrong, each found by computing it (see paperClaims.ts).
  it.each([
    ['G-value', '10257/16348', '10257/16384'], // §3: 16348 is not a power of 2
    ['statement-thm3.1-printed', 'holds', 'fails'], // §3: "an even number of 1s" includes none: the empty line is 0
    ['statement-proof3.3-exponent', 'holds', 'fails'], // §4.1: 1/2^(2p+q) for 1/2^(2p+q−1)
    ['statement-intro-runs', 'holds', 'fails'], // §1: a leading run of 1s is never shortened (111101)
    ['statement-proof3.3-G0', 'holds', 'fails'], // §4.1: "G_0 ≠ β1³ by Lemma 4.3", but 111 is reduced
  ])('%s: printed %s, computed %s…', (id, printed, computed) => {
    const r = results.get(id)!;
    expect(r.printed).toBe(printed);
    expect(r.computed.startsWith(computed)).toBe(true);
    expect(r.agrees).toBe(false);
    expect(r.right).toBe('computed');
    expect(r.note).toBeTruthy();
    expect(r.source).toBe('printed');
  });

  it('Lemma 4.5 used with values is an unstated step of Theorem 3.3’s proof, counted apart: it fails on unreduced lines, holds on reduced ones', () => {
    const r = results.get('statement-lemma4.5-values')!;
    expect(r.source).toBe('unstated');
    expect(r.computed.startsWith('fails')).toBe(true); // with the base's value instead of its form (0111101)
    expect(r.agrees).toBe(false);
    expect(r.note).toMatch(/never prints/);
    // Issue 25: a statement that holds gives its range.
    expect(results.get('statement-step6')!.computed).toMatch(/^holds for every line up to \d+ coins$/);
    expect([...results.values()].filter((x) => x.source === 'unstated').map((x) => x.id)).toEqual([
      'statement-lemma4.5-values',
    ]);
  });

  it('everything else the paper prints agrees with the computation', () => {
    const wrong = [...results.values()].filter((r) => !r.agrees).map((r) => r.id);
    expect(wrong.sort()).toEqual([
      'G-value',
      'statement-intro-runs',
      'statement-lemma4.5-values',
      'statement-proof3.3-G0',
      'statement-proof3.3-exponent',
      'statement-thm3.1-printed',
    ]);
    const as = (error: string) =>
      [...results.values()]
        .filter((r) => r.error === error)
        .map((r) => r.id)
        .sort();
    // typos the paper has right elsewhere are misprints; false claims are counted apart
    expect(as('misprint')).toEqual(['G-value', 'statement-proof3.3-exponent', 'statement-thm3.1-printed']);
    expect(as('false')).toEqual(['statement-intro-runs', 'statement-proof3.3-G0']);
  });

  it('the counterexamples are the smallest ones', () => {
    expect(results.get('statement-thm3.1-printed')!.computed).toContain('the line with no 1s = 0');
    expect(results.get('statement-lemma4.5-values')!.computed).toContain('0111101 = 1/8');
    expect(results.get('statement-proof3.3-exponent')!.computed).toContain('01101 = -1/2');
    // the erratum in the proof of Theorem 3.3: 111 is reduced and ends in 111
    expect(results.get('statement-proof3.3-G0')!.computed).toContain(
      'e.g. 111 reduces to 111, which ends in 111',
    );
    // Theorem 3.3 itself holds, with its range
    expect(results.get('statement-thm3.3')!.computed).toBe('holds for every line up to 10 coins');
  });

  it('independent checks confirm the computed values (brute force, the definition of ordinal sums)', () => {
    for (const r of results.values()) if (r.check) expect(r.check.value, r.id).toBe(r.computed);
    expect(results.get('H-value')!.check!.how).toBe('brute force');
    expect(results.get('G-value')!.check!.how).toContain('reduced line 1010110001010011');
  });
});
