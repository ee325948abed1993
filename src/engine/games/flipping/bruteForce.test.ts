import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Dyadic, simplestBetween } from '../../arith/dyadic';
import { BruteForceTable, SCALE, scaledToDyadic, simplestScaled } from './bruteForce';
import { indexToLine, options } from './rules';

/** The number recursion on Dyadics and strings: slow, but shares no code with the table. */
function slowValue(line: string, memo = new Map<string, Dyadic>()): Dyadic {
  const known = memo.get(line);
  if (known) return known;
  const best = (p: 'L' | 'R') =>
    options(line, p)
      .map((o) => slowValue(o.after, memo))
      .reduce<Dyadic | null>((m, v) => (m === null || (p === 'L' ? m.lt(v) : v.lt(m)) ? v : m), null);
  const v = simplestBetween(best('L'), best('R'));
  if (!v) throw new Error(`${line} is not a number`);
  memo.set(line, v);
  return v;
}

describe('brute force', () => {
  const table = new BruteForceTable();
  table.fillLines(10);

  it('the typed table equals the plain number recursion for every line up to 10 coins', () => {
    const memo = new Map<string, Dyadic>();
    for (let x = 0; x < 1 << 10; x++) {
      const line = indexToLine(x);
      expect(scaledToDyadic(table.scaled(x)).toString(), line).toBe(slowValue(line, memo).toString());
    }
  });

  it.each([
    // §1 and §4: values the paper states for short lines
    ['1011', '1/4'],
    ['0001', '-3'],
    ['111', '1'],
    ['1111', '2'],
    ['011101', '3/8'],
    ['1001', '1/4'],
  ])('%s = %s', (line, value) => {
    expect(table.value(line).toString()).toBe(value);
  });

  it('grows on demand and refuses lines over 20 coins', () => {
    const t = new BruteForceTable();
    expect(t.value('0101011111').toString()).toBe('-11/16');
    expect(t.size).toBeLessThan(1 << 10);
    expect(() => t.value('1'.repeat(21))).toThrow(/up to 20 coins/);
  });

  it('reports progress and stops when cancelled', async () => {
    const { Work } = await import('../../progress');
    const seen: number[] = [];
    const signal = { aborted: false };
    const t = new BruteForceTable();
    const work = new Work({ onProgress: (p) => seen.push(p.done), signal });
    t.fillLines(15, work);
    expect(seen.length).toBeGreaterThan(0);
    signal.aborted = true;
    expect(() => t.fillLines(16, work)).toThrow(/cancelled/);
  });

  it('simplestScaled agrees with simplestBetween on the grid', () => {
    const unit = 2 ** SCALE;
    const grid = fc.integer({ min: -40 * 256, max: 40 * 256 }).map((k) => k * (unit / 256));
    fc.assert(
      fc.property(fc.option(grid, { nil: null }), fc.option(grid, { nil: null }), (lo, hi) => {
        if (lo !== null && hi !== null && lo >= hi) return;
        const expected = simplestBetween(
          lo === null ? null : scaledToDyadic(lo),
          hi === null ? null : scaledToDyadic(hi),
        )!;
        expect(scaledToDyadic(simplestScaled(lo ?? -Infinity, hi ?? Infinity)).toString()).toBe(
          expected.toString(),
        );
      }),
      { numRuns: 500 },
    );
  });
});
