import { describe, expect, it } from 'vitest';
import { fromMask, fromText } from './configuration';
import { formulaWalkthrough } from './formulaWalkthrough';
import { closedFormProof } from './closedFormProof';
import { decayTime } from './statistics';
import { simulateDecay } from './process';

describe('the formula walkthrough', () => {
  const d = formulaWalkthrough(fromText('1001101'));

  it("substitutes 1001101's numbers: u = 1 + 2 + 1 + 3 = 7, balance 2 = 4 − 2 = 2, u = 17 − 10, n = 2·17 − 4² = 18", () => {
    const text = d.steps.map((s) => s.caption).join('\n');
    expect(text).toContain('u.c = 1 + 2 + 1 + 3 = 7');
    expect(text).toContain('n.c = 2\\cdot 7 + 4 = 18');
    expect(text).toContain('2 = 4 - 2 = 2');
    expect(text).toContain('(5 + 7) - (2 + 3) = 7');
    expect(text).toContain('1 + 4 + 5 + 7 = 17');
    expect(text).toContain('17 - 10 = 7');
    expect(text).toContain('2\\cdot 17 - 4^2 = 18');
    expect(text).toContain('indeed took 18 moves');
    expect(d.steps.filter((s) => s.important).length).toBeGreaterThanOrEqual(3);
  });

  it('marks zeros below (2, 3) and ones above (5, 7) the elevator at coin 4', () => {
    const step = d.steps[1];
    expect(step.state.marked).toBe('0110101');
    expect(step.highlight?.map((h) => h.indices)).toEqual([[1, 2], [4, 6], [3]]);
  });

  it('ends with the simulated number of moves for every configuration with N ≤ 8', () => {
    for (let N = 1; N <= 8; N++) {
      for (let mask = 0; mask < 2 ** N; mask++) {
        const c = fromMask(mask, N);
        const last = formulaWalkthrough(c).steps.at(-1)!;
        expect(last.state.numbers.find((x) => x.name === 'n')?.value).toBe(simulateDecay(c));
        expect(last.caption).not.toContain('✗');
      }
    }
  });
});

describe('the closed-form proof walkthrough', () => {
  it('peels 1001101 into {7, 5, 3, 2, 1} with the numbers of n at each step', () => {
    const d = closedFormProof(fromText('1001101'));
    const text = d.steps.map((s) => s.caption).join('\n');
    expect(text).toContain('18 - 7 = 11');
    expect(text).toContain('\\varphi(c) = \\{7, 5, 3, 2, 1\\}');
    expect(text).toContain('7 + 5 + 3 + 2 + 1 = 18 = n.c');
    expect(text).toContain('28 - 18 = 10');
    expect(text).not.toContain('✗');
  });

  it('never fails its own checks (N ≤ 7, all configurations)', () => {
    for (let N = 1; N <= 7; N++) {
      for (let mask = 0; mask < 2 ** N; mask++) {
        const d = closedFormProof(fromMask(mask, N));
        expect(d.steps.some((s) => s.caption.includes('✗'))).toBe(false);
        expect(
          d.steps
            .find((s) => s.caption.startsWith('No coins are left'))!
            .state.subset.reduce((a, b) => a + b, 0),
        ).toBe(decayTime(fromMask(mask, N)));
      }
    }
  });
});
