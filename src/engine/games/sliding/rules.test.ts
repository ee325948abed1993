import { describe, expect, it } from 'vitest';
import {
  coinSquares,
  describeMove,
  isPosition,
  legalMoves,
  moveTo,
  options,
  positionFromSquares,
  targetsOf,
  type Position,
} from './rules';

const sorted = (ps: Position[]) => ps.map((p) => `${p[0]},${p[1]}`).sort();

describe('Sliding Coins rules (notes/sliding-coins-rules.md)', () => {
  it.each([
    // [position, its options] worked by hand from the note's four rules
    [[0, 0], []],
    [[0, 1], [[0, 0]]],
    [
      [0, 3],
      [
        [0, 0],
        [0, 1],
        [0, 2],
      ],
    ],
    [
      [1, 2],
      [
        [0, 2],
        [0, 1],
        [0, 0],
      ],
    ], // near off; push to square 0 (near falls off); both off
    [
      [2, 3],
      [
        [0, 3],
        [1, 3],
        [0, 0],
        [0, 1],
        [1, 2],
      ],
    ],
    [
      [2, 5],
      [
        [0, 5],
        [1, 5],
        [2, 3],
        [2, 4],
        [0, 0],
        [0, 1],
        [1, 2],
      ],
    ],
  ] as [Position, Position[]][])('options of %j', (p, expected) => {
    expect(sorted(options(p))).toEqual(sorted(expected));
  });

  it('a push lands the near coin just below the far coin, or over the edge', () => {
    // (3, 6): near on square 2, far on square 5. Far to square 1 pushes near to square 0.
    expect(moveTo([3, 6], 'far', 1)).toMatchObject({ kind: 'push', after: [1, 2] });
    expect(moveTo([3, 6], 'far', 2)).toMatchObject({ kind: 'push', after: [2, 3] });
    expect(moveTo([3, 6], 'far', 0)).toMatchObject({ kind: 'push', after: [0, 1] });
    expect(moveTo([3, 6], 'far', -1)).toMatchObject({ kind: 'push', after: [0, 0] });
    expect(moveTo([3, 6], 'far', 3)).toMatchObject({ kind: 'far', after: [3, 4] });
  });

  it('rejects moves that do not go down, and coins that are gone', () => {
    expect(moveTo([3, 6], 'far', 5)).toBeNull();
    expect(moveTo([3, 6], 'near', 2)).toBeNull();
    expect(moveTo([3, 6], 'near', -2)).toBeNull();
    expect(moveTo([0, 4], 'near', -1)).toBeNull();
    expect(moveTo([0, 0], 'far', -1)).toBeNull();
    expect(moveTo([0, 4], 'far', 1)).toMatchObject({ kind: 'lone', after: [0, 2] });
  });

  it('every option is a position, reached by exactly one move, and moves go down', () => {
    for (let y = 0; y <= 25; y++)
      for (let x = 0; x < Math.max(y, 1); x++) {
        const p: Position = [x, y];
        const ms = legalMoves(p);
        expect(ms.every((m) => isPosition([...m.after]) && m.after[0] + m.after[1] < x + y)).toBe(true);
        expect(new Set(ms.map((m) => `${m.after}`)).size).toBe(ms.length);
        // near: x choices; far: y choices (slides between, pushes and both off) — or y for a lone coin
        expect(ms.length).toBe(x + y);
      }
  });

  it('converts between positions and squares', () => {
    expect(coinSquares([2, 5])).toEqual({ near: 1, far: 4 });
    expect(coinSquares([0, 5])).toEqual({ near: null, far: 4 });
    expect(positionFromSquares(1, 4)).toEqual([2, 5]);
    expect(positionFromSquares(null, null)).toEqual([0, 0]);
    expect(positionFromSquares(4, 1)).toBeNull();
    expect(positionFromSquares(3, 3)).toBeNull();
    expect(positionFromSquares(2, null)).toBeNull();
  });

  it('lists targets per coin and says moves in words', () => {
    expect(targetsOf([2, 5], 'near')).toEqual([-1, 0]);
    expect(targetsOf([2, 5], 'far')).toEqual([-1, 0, 1, 2, 3]);
    expect(describeMove(moveTo([2, 5], 'far', 1)!)).toBe(
      'far coin to square 1, pushing the near coin to square 0',
    );
    expect(describeMove(moveTo([2, 5], 'far', -1)!)).toBe('far coin over the edge, pushing both coins off');
    expect(describeMove(moveTo([2, 5], 'near', -1)!)).toBe('near coin over the edge');
  });

  it.each([[[1, 1]], [[2, 1]], [[-1, 3]], [[0.5, 2]], [[1, 2, 3]]])('%j is not a position', (p) => {
    expect(isPosition(p as number[])).toBe(false);
  });
});
