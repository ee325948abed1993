import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../api';
import { bruteGrundy } from './bruteForce';
import { boutonDerivation, nimSumOfNames, type BoutonState } from './boutonDerivation';
import { findRaiseExample } from './raiseExample';
import { legalMoves, type Position } from './rules';

const position = (maxY: number) =>
  fc
    .integer({ min: 0, max: maxY })
    .chain((y) => fc.integer({ min: 0, max: Math.max(y - 1, 0) }).map((x) => [x, y] as Position));
const last = (ps: Position[]): BoutonState => boutonDerivation(ps).steps.at(-1)!.state;

describe('the Bouton frames of a sum of straps', () => {
  it('binary values, the XOR column by column, targets and winning moves agree with brute force (random sums, y <= 24)', () => {
    fc.assert(
      fc.property(fc.array(position(24), { minLength: 2, maxLength: 4 }), (ps) => {
        const values = ps.map((p) => bruteGrundy(p));
        const total = values.reduce((a, b) => a ^ b, 0);
        const d = boutonDerivation(ps);
        const first = d.steps[0].state;
        expect(first.rows.map((r) => parseInt(r.bits, 2))).toEqual(values);
        // one frame a column, most significant first; each writes the parity of its column
        const columns = d.steps.filter((s) => s.state.phase === 'column');
        expect(columns.map((s) => s.state.column)).toEqual([...Array(first.width).keys()].reverse());
        for (const s of columns) {
          const c = s.state.column!;
          const ones = values.filter((v) => (v >> c) & 1).length;
          expect(s.state.sumBits.at(-1)).toBe(String(ones % 2));
        }
        const end = d.steps.at(-1)!.state;
        expect(end.total).toBe(total);
        expect(parseInt(end.sumBits, 2)).toBe(total);
        if (total === 0) {
          expect(end.phase).toBe('zero');
          expect(end.moves ?? []).toEqual([]);
          return;
        }
        // targets G_i xor G
        expect(end.rows.map((r) => r.target)).toEqual(values.map((v) => v ^ total));
        // the moves listed are exactly the moves of any strap to nim-sum 0 (by brute force)
        const expected = ps.flatMap((p, i) =>
          legalMoves(p)
            .filter((m) => (bruteGrundy(m.after) ^ values[i] ^ total) === 0)
            .map((m) => `${i}:${m.after}`),
        );
        expect(end.moves!.map((m) => `${m.component}:${m.after}`)).toEqual(expected);
        for (const m of end.moves!) {
          expect(m.sumAfter).toBe(0);
          expect(bruteGrundy(m.after)).toBe(m.grundy);
          expect(m.before).toBe(values[m.component]);
          expect(m.raises).toBe(m.grundy > m.before);
        }
        // each strap's frame lists its own moves
        const strapFrames = d.steps.filter((s) => s.state.phase === 'strap');
        expect(strapFrames.map((s) => s.state.focus)).toEqual(ps.map((_, i) => i));
        expect(strapFrames.flatMap((s) => s.state.moves!)).toEqual(end.moves);
        // the strap with G's leading bit always has a move that lowers its value
        const top = 2 ** (total.toString(2).length - 1);
        values.forEach((v, i) => {
          if (v & top) expect(end.moves!.some((m) => m.component === i && !m.raises)).toBe(true);
        });
      }),
      { numRuns: 150 },
    );
  });

  it('says when the winning move raises a strap value and why nim-sum 0 has no winning move', () => {
    const d = boutonDerivation([
      [1, 2],
      [1, 3],
    ]);
    const raise = d.steps.find((s) => s.state.phase === 'strap' && s.state.focus === 1)!;
    expect(raise.caption).toContain('RAISE');
    expect(raise.important).toBe(true);
    // the mex rule allows options above the mex: the caption must not say it rules them out
    expect(raise.caption).toContain(
      'does not forbid options of larger value, and this position has two: near coin over the edge',
    );
    const zero = boutonDerivation([
      [1, 3],
      [1, 3],
    ]).steps.at(-1)!;
    expect(zero.state.phase).toBe('zero');
    expect(zero.caption).toContain('no winning move');
    expect(
      boutonDerivation([
        [0, 0],
        [0, 0],
      ]).steps.at(-1)!.caption,
    ).toContain('no move at all');
  });

  it('no caption says the mex rule rules out options of a larger value (random sums)', () => {
    fc.assert(
      fc.property(fc.array(position(24), { minLength: 2, maxLength: 4 }), (ps) => {
        for (const s of boutonDerivation(ps).steps)
          expect(s.caption).not.toMatch(/promises no|no option of a larger|cannot have .*larger/i);
      }),
      { numRuns: 60 },
    );
  });

  it('names the nim-sum of n straps without an ellipsis for two or three', () => {
    expect(nimSumOfNames(2)).toBe('G_{1} \\oplus G_{2}');
    expect(nimSumOfNames(3)).toBe('G_{1} \\oplus G_{2} \\oplus G_{3}');
    expect(nimSumOfNames(4)).toBe('G_{1} \\oplus G_{2} \\oplus \\cdots \\oplus G_{4}');
    const first = (n: number) =>
      boutonDerivation(Array.from({ length: n }, (): Position => [1, 3])).steps[0].caption;
    expect(first(2)).toContain('$G = G_{1} \\oplus G_{2}$');
    expect(first(2)).not.toMatch(/dots/);
    expect(first(3)).toContain('$G = G_{1} \\oplus G_{2} \\oplus G_{3}$');
    expect(first(5)).toContain('\\cdots \\oplus G_{5}$');
  });

  it('works far beyond brute force (Definition 3.1 only)', () => {
    const end = last([
      [10, 5_000_000],
      [3, 999_999_999],
    ]);
    expect(end.moves!.length).toBeGreaterThan(0);
    for (const m of end.moves!) expect(m.sumAfter).toBe(0);
  });

  it('the raise example is found by search: a two-coin sum with a winning move to a larger value', () => {
    const ex = findRaiseExample()!;
    expect(ex.positions.every(([x]) => x >= 1)).toBe(true);
    const values = ex.positions.map((p) => bruteGrundy(p));
    expect(ex.before).toBe(values[ex.move.component]);
    expect(bruteGrundy(ex.move.after)).toBeGreaterThan(ex.before);
    expect(values[1 - ex.move.component] ^ bruteGrundy(ex.move.after)).toBe(0);
  });

  it('bouton, raiseExample and mexCell answer through the contract', () => {
    const b = analyze({
      game: 'sliding',
      op: 'bouton',
      positions: [
        [1, 2],
        [1, 3],
      ],
    });
    expect(b).toMatchObject({ ok: true, raises: true });
    const ex = analyze({ game: 'sliding', op: 'raiseExample' });
    expect(ex).toMatchObject({ ok: true });
    expect(
      analyze({
        game: 'sliding',
        op: 'bouton',
        positions: [
          [1, 3],
          [1, 3],
        ],
      }),
    ).toMatchObject({ ok: true, raises: false });
    expect(analyze({ game: 'sliding', op: 'mexCell', position: [2, 3] })).toMatchObject({
      ok: true,
      grundy: 4,
    });
    expect(analyze({ game: 'sliding', op: 'mexCell', position: [2, 3000] })).toMatchObject({
      ok: false,
      error: { code: 'too_large' },
    });
  });
});
