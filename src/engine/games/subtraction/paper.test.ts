/** Section 6 of the paper, checked: Theorem 6.1, Example 6.2 (reconstructed), Question 6.3. */
import { describe, expect, it } from 'vitest';
import { makePlain } from '../../cgt/plain';
import { Work } from '../../progress';
import { checkExample62, example62Forms } from './example62';
import { explore } from './explore';
import { exploreValues } from './exploreValues';
import { residueOutcomes } from './outcomes';
import { findPeriod } from './period';
import { residueDerivation } from './residueDerivation';
import { parseSet, type SetSpec } from './rules';
import { checkTheorem61 } from './theorem61';

const parsed = (s: string): SetSpec => {
  const r = parseSet(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('Theorem 6.1', () => {
  it.each([
    'wythoff',
    'beatty:(1+sqrt5)/2',
    'beatty:sqrt2',
    'cf:[1;(2)]',
    'beatty:(1+sqrt3)/2',
    'cf:[1;3,(1,4)]',
  ])('%s (1 < α < 2): the rule holds for every heap to 20,000', (s) => {
    const c = checkTheorem61(parsed(s), 20_000);
    expect(c.withinHypotheses).toBe(true);
    expect(c.holds).toBe(true);
    expect(c.firstFailure).toBeNull();
  });

  it("α = 2 + √3 lies outside the hypotheses and the rule fails at heap 1 (1 is Right's: R, not N)", () => {
    const c = checkTheorem61(parsed('beatty:2+sqrt3'), 500);
    expect(c.withinHypotheses).toBe(false);
    expect(c.firstFailure).toEqual({ heap: 1, inS: false, rule: 'N', computed: 'R' });
  });

  it('α = √5 (> 2) fails too', () => {
    expect(checkTheorem61(parsed('beatty:sqrt5'), 500).holds).toBe(false);
  });
});

describe('Example 6.2, reconstructed', () => {
  it('G(1) = 1 and G(2) = {1|0}, as the paper says', () => {
    const forms = example62Forms(2).map((g) => makePlain(g));
    expect(forms).toEqual(['0', '1', '{1|0}']);
  });

  it('G(2k+1) = 2^-k and G(2k) = {1 | 0, G(2k−2)} equal the computed forms of every heap to 2,000', () => {
    const c = checkExample62(2000);
    expect(c.firstDisagreement).toBeNull();
    expect(c.agrees).toBe(true);
    expect(c.first.slice(0, 6).map((r) => r.form)).toEqual(['0', '1', '{1|0}', '1/2', '{1|0,{1|0}}', '1/4']);
  });
});

describe('Question 6.3', () => {
  it('every T for p ≤ 10 (1,023 sets) is periodic to heap 3,000, period dividing p, preperiod ≤ p', () => {
    const moduli = Array.from({ length: 10 }, (_, i) => i + 1);
    const a = explore(moduli, 3000, 40, new Work());
    expect(a.summary.reduce((s, x) => s + x.sets, 0)).toBe(1023);
    for (const s of a.summary) {
      expect(s.periodic).toBe(s.sets);
      expect(s.asProved).toBe(true);
    }
    // Example 6.2 is p = 2, T = {1}: L on odd heaps, N on even heaps ≥ 2
    const ex = a.rows[1].sets.find((r) => r.set === 'mod:2:1')!;
    expect([ex.strip.slice(0, 7), ex.preperiod, ex.period, ex.block]).toEqual(['PLNLNLN', 1, 2, 'LN']);
  });

  it('the proof: a flag turns on only in the first block 0..p−1 (every T, p ≤ 9)', () => {
    for (let p = 2; p <= 9; p++)
      for (let mask = 0; mask < 1 << (p - 1); mask++) {
        const t: number[] = [];
        for (let r = 1; r < p; r++) if ((mask >> (r - 1)) & 1) t.push(r);
        let latest = -1;
        residueOutcomes(p, t, 20 * p, (n) => (latest = Math.max(latest, n)));
        expect(latest).toBeLessThan(p);
      }
  });

  it('the walkthrough ends on the period the finder reports, with flags set only in the first block', () => {
    const d = residueDerivation(5, [1, 3]);
    const last = d.steps[d.steps.length - 1].state;
    const f = findPeriod(residueOutcomes(5, [1, 3], 100))!;
    expect(last.period).toEqual({ preperiod: f.preperiod, period: f.period });
    for (const s of d.steps)
      if (s.state.heap !== null && s.state.heap >= 5) expect(s.state.newFlags).toEqual([]);
    expect(last.strip.slice(0, 6)).toBe('PLNLNR');
  });

  it('values for p = 3: not periodic, but reduced forms are, number heaps halving towards a limit', () => {
    const v = exploreValues(3, 90, new Work());
    expect(v.rows).toHaveLength(3);
    const t1 = v.rows.find((r) => r.set === 'mod:3:1')!;
    expect(t1.periodic).toBeNull();
    expect(t1.arithmetic).toBeNull();
    expect(t1.reducedPeriodic).not.toBeNull();
    expect(t1.numberClasses.every((c) => c.halving)).toBe(true);
  });
});
