import { describe, expect, it } from 'vitest';
import { analyze } from '../../api';

describe('sliding requests (engine contract)', () => {
  it('grundy: value, the Definition 3.1 set, brute force and the moves', () => {
    const r = analyze({ game: 'sliding', op: 'grundy', position: [2, 3] });
    expect(r).toMatchObject({
      ok: true,
      grundy: 4,
      formula: 'G(4,3)',
      bruteForce: 4,
      agrees: true,
      outcome: 'N',
    });
    const moves = (r as unknown as { moves: { after: number[]; grundy: number }[] }).moves;
    expect(moves.map((m) => [m.after, m.grundy])).toEqual([
      [[0, 3], 3],
      [[1, 3], 2],
      [[0, 0], 0],
      [[0, 1], 1],
      [[1, 2], 3],
    ]);
  });

  it('grundy: (5, 1) style labels and big positions by formula only', () => {
    expect(analyze({ game: 'sliding', op: 'grundy', position: [4, 8] })).toMatchObject({
      ok: true,
      grundy: 5,
      formula: 'G(5,1)',
    });
    const big = analyze({ game: 'sliding', op: 'grundy', position: [10, 5_000_000] });
    // (10, y) ∈ G(n,2) with n = y − ⌊11/2⌋, since ⌊10/2⌋ = 5 ≡ n (mod 2)
    expect(big).toMatchObject({ ok: true, grundy: 4_999_995, formula: 'G(4999995,2)' });
    expect(big).not.toHaveProperty('bruteForce');
    expect(big).toHaveProperty('movesOmitted');
  });

  it('sum: nim-sum and winning moves', () => {
    const r = analyze({
      game: 'sliding',
      op: 'sum',
      positions: [
        [2, 3],
        [1, 3],
      ],
    });
    expect(r).toMatchObject({ ok: true, grundy: 6, winningMoves: [{ component: 0, after: [1, 3] }] });
    expect(
      analyze({
        game: 'sliding',
        op: 'sum',
        positions: [
          [1, 3],
          [1, 3],
        ],
      }),
    ).toMatchObject({ ok: true, grundy: 0, outcome: 'P', winningMoves: [] });
  });

  it('sum with every move: Grundy numbers and the nim-sum after each', () => {
    const r = analyze({
      game: 'sliding',
      op: 'sum',
      positions: [
        [2, 3],
        [1, 3],
      ],
      moves: true,
    }) as unknown as {
      moves: { component: number; after: number[]; grundy: number; sumAfter: number }[];
      winningMoves: unknown[];
      bestMove: { after: number[] };
    };
    expect(r.moves).toHaveLength(5 + 4);
    expect(r.moves.filter((m) => m.sumAfter === 0).map((m) => [m.component, m.after])).toEqual([[0, [1, 3]]]);
    expect(r.bestMove.after).toEqual([1, 3]);
    expect(analyze({ game: 'sliding', op: 'sum', positions: [[2, 3]], moves: 'yes' })).toMatchObject({
      ok: false,
      error: { code: 'bad_field', field: 'moves' },
    });
    expect(analyze({ game: 'sliding', op: 'sum', positions: [[0, 0]] })).toMatchObject({
      ok: true,
      grundy: 0,
      bestMove: null,
    });
  });

  it('table and claims', () => {
    const t = analyze({ game: 'sliding', op: 'table', size: 12 }) as unknown as {
      rows: { y: number; cells: { grundy: number; sets: number[] }[] }[];
      mismatches: unknown[];
    };
    expect(t.rows).toHaveLength(12);
    expect(t.rows[2].cells[1]).toEqual({ x: 1, grundy: 2, sets: [1] }); // (1, 3)
    expect(t.mismatches).toEqual([]);
    expect(analyze({ game: 'sliding', op: 'claims', size: 30 })).toMatchObject({ ok: true, size: 30 });
  });

  it.each([
    [{ position: [1.5, 3] }, 'bad_field', /whole number/],
    [{ position: [-1, 3] }, 'bad_field', /0 or more/],
    [{ position: [5, 2] }, 'bad_field', /x < y.*did you mean \[2, 5\]/],
    [{ position: [3, 3] }, 'bad_field', /x < y/],
    [{ position: '2,5' }, 'bad_field', /pair/],
    [{ position: [1, 2, 3] }, 'bad_field', /pair/],
    [{ position: [1, 2e12] }, 'too_large', /at most/],
    [{}, 'missing_field', /position/],
  ])('grundy %j → %s', (fields, code, message) => {
    const r = analyze({ game: 'sliding', op: 'grundy', ...fields });
    expect(r).toMatchObject({ ok: false, error: { code } });
    if (!r.ok) expect(r.error.message).toMatch(message);
  });

  it.each([
    [
      {
        positions: [
          [1, 2],
          [3, 1],
        ],
      },
      'bad_field',
      { field: 'positions', at: 1 },
    ],
    [{ positions: 'x' }, 'bad_field', { field: 'positions' }],
    [{ positions: Array(40).fill([1, 2]) }, 'too_large', { field: 'positions' }],
  ])('sum %j → %s', (fields, code, where) => {
    expect(analyze({ game: 'sliding', op: 'sum', ...fields })).toMatchObject({
      ok: false,
      error: { code, ...where },
    });
  });

  it('table/claims sizes are bounded', () => {
    expect(analyze({ game: 'sliding', op: 'table', size: 10_000 })).toMatchObject({
      ok: false,
      error: { code: 'too_large' },
    });
    expect(analyze({ game: 'sliding', op: 'claims', size: 0 })).toMatchObject({
      ok: false,
      error: { code: 'bad_field' },
    });
  });
});
