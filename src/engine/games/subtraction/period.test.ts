/** The period finder on sequences built with a known preperiod and period. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findPeriod } from './period';

/** The least period of a block (its primitive root's length). */
function primitive(block: number[]): number {
  for (let q = 1; q <= block.length; q++)
    if (block.length % q === 0 && block.every((x, i) => x === block[i % q])) return q;
  return block.length;
}

/**
 * prefix + block repeated to `length`, where the last prefix entry differs from the entry a
 * period later (so the preperiod is exactly prefix.length).
 */
function build(prefix: number[], block: number[], length: number): number[] {
  const out = [...prefix];
  while (out.length < length) out.push(block[(out.length - prefix.length) % block.length]);
  if (prefix.length > 0) {
    const i = prefix.length - 1;
    if (out[i] === out[i + block.length]) out[i] = out[i + block.length] + 1;
  }
  return out;
}

describe('findPeriod', () => {
  it.each([
    [[1, 2, 3, 1, 2, 3, 1, 2, 3], 0, 3],
    [[9, 1, 1, 1, 1, 1], 1, 1],
    [[0, 0, 0, 5, 6, 5, 6, 5, 6, 5, 6], 3, 2],
    [[0, 1, 2, 3, 4, 5, 6], null, null],
  ])('%j → preperiod %s, period %s', (xs, pre, per) => {
    const f = findPeriod(xs);
    expect(f && [f.preperiod, f.period]).toEqual(pre === null ? null : [pre, per]);
  });

  it('a short stretch at the end does not pass for a period (the end of "…abcab" is no period 1)', () => {
    const xs = build([], [0, 1, 2, 3, 4, 5, 6, 7], 48);
    xs.push(9, 9);
    // period 1 over the last two entries only; nothing covers the whole tail
    expect(findPeriod(xs)).toEqual({ preperiod: 48, period: 1, checked: 2 });
  });

  it('recovers a known preperiod and least period (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 40 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 3, max: 6 }),
        (prefix, block, repeats) => {
          const q = primitive(block);
          const xs = build(prefix, block, prefix.length + repeats * block.length + 1);
          const f = findPeriod(xs);
          expect(f).not.toBeNull();
          expect([f!.preperiod, f!.period]).toEqual([prefix.length, q]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('works on typed arrays of outcome codes', () => {
    const codes = Uint8Array.from(build([0, 1, 1], [3, 1, 2, 2, 1], 500));
    expect(findPeriod(codes)).toMatchObject({ preperiod: 3, period: 5 });
  });
});
