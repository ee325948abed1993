import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { runAlgorithm, reducedLine } from './algorithm';
import { BruteForceTable, scaledToDyadic } from './bruteForce';
import { applyReduction, isReduced, reductionRuleAt } from './reduce';
import { indexToLine, lineToIndex, normalize } from './rules';
import { blockAt, splitLine } from './split';
import { expressionOf } from './ordinalSum';

const table = new BruteForceTable();
table.fillLines(20); // every line up to 20 coins, once for this file (about a second)
const brute = (line: string) => scaledToDyadic(table.scaled(lineToIndex(line)));
const line20 = fc.stringMatching(/^[01]{1,20}$/).map(normalize);

describe('Theorem 3.3: the Algorithm returns the value', () => {
  it('for every line of up to 14 coins (16,384 lines)', () => {
    let checked = 0;
    for (let x = 0; x < 1 << 14; x++) {
      const line = indexToLine(x);
      const v = runAlgorithm(line).value;
      if (!v.eq(brute(line))) throw new Error(`${line}: Algorithm ${v}, brute force ${brute(line)}`);
      checked++;
    }
    expect(checked).toBe(16384);
  });

  it('for random lines of up to 20 coins', () => {
    fc.assert(
      fc.property(line20, (line) => {
        expect(runAlgorithm(line).value.toString()).toBe(brute(line).toString());
      }),
      { numRuns: 3000 },
    );
  });
});

describe('Step 2: reductions', () => {
  it('end in a reduced line, each step a legal 2(a)/2(b) that keeps the value', () => {
    fc.assert(
      fc.property(line20, (line) => {
        const r = runAlgorithm(line, true);
        let cur = line;
        for (const step of r.steps!) {
          expect(reductionRuleAt(cur, step.at)).toBe(step.rule);
          const next = applyReduction(cur, step);
          expect(brute(next).eq(brute(cur))).toBe(true);
          cur = next;
        }
        expect(cur).toBe(reducedLine(r));
        expect(isReduced(cur)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('are linear: a million coins with ~n/3 reductions', () => {
    // 0 1^(3k) → 1 0 1^(3k−3) → … → 1^k 0, and the trailing 0 vanishes
    const r = runAlgorithm('0' + '1'.repeat(999_999));
    expect(r.reductions).toBe(333_333);
    expect(r.reduced.length).toBe(333_333);
    expect(r.reduced.every((c) => c === 1)).toBe(true);
    expect(r.value.toString()).toBe(String(Math.floor(333_333 / 2))); // 1^a = ⌊(a−2)/2⌋ + 1 (Lemma 4.6)
  });
});

describe('Step 3: the split', () => {
  it('partitions the reduced line into G_i and blocks 0^p 1 0^q 1 with p + q ≥ 1', () => {
    fc.assert(
      fc.property(line20, (line) => {
        const reduced = reducedLine(runAlgorithm(line));
        const split = splitLine(Uint8Array.from(reduced, (c) => Number(c)));
        let end = reduced.length;
        for (let j = 0; j < split.count; j++) {
          const b = blockAt(split, j);
          expect(b.end).toBe(end);
          expect(reduced.slice(b.start, b.end)).toBe('0'.repeat(b.p) + '1' + '0'.repeat(b.q) + '1');
          expect(b.p + b.q).toBeGreaterThanOrEqual(1);
          end = b.start;
        }
        expect(split.base.kind === 'empty' ? 0 : split.base.end).toBe(end);
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    // §3 example G and H, §4.1 (the paper's partitions and ordinal sums)
    ['10011110110110111011110011', '((1/2:1/2):1/64):1/8'],
    ['01001110110111011101', '((-1:1/4):1/32):1'],
    ['0101011111', '(-1:1/2):1/2'],
    ['1101100111', '1/2:1'],
  ])('%s → %s', (line, expression) => {
    expect(expressionOf(runAlgorithm(line).split)).toBe(expression);
  });
});
