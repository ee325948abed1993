import { describe, expect, it } from 'vitest';
import { layoutHighlights } from './highlightLanes';
import { resolveMove, targetsFrom, moveKey } from './moves';

describe('layoutHighlights', () => {
  it('puts disjoint highlights in one lane and overlapping ones in another', () => {
    const lanes = layoutHighlights(
      [
        { indices: [0, 1], tone: 'block0', label: 'Q0' },
        { indices: [2, 3], tone: 'block1', label: 'Q1' },
        { indices: [1, 2], tone: 'accent' },
      ],
      4,
    );
    expect(lanes).toHaveLength(2);
    expect(lanes[0].map((s) => s?.tone)).toEqual(['block0', 'block0', 'block1', 'block1']);
    expect(lanes[0].map((s) => s?.label)).toEqual(['Q0', undefined, 'Q1', undefined]);
    expect(lanes[1].map((s) => s?.tone ?? null)).toEqual([null, 'accent', 'accent', null]);
  });

  it('marks runs and ignores indices off the board', () => {
    const [lane] = layoutHighlights([{ indices: [0, 2, 3, 9, -1], tone: 'left' }], 4);
    expect(lane.map((s) => (s ? `${s.start ? '[' : ''}${s.end ? ']' : ''}` : '.'))).toEqual([
      '[]',
      '.',
      '[',
      ']',
    ]);
  });
});

describe('moves', () => {
  const legal = new Set([moveKey(0, 2), moveKey(1, 1)]);
  it('matches listed pairs only, optionally either order', () => {
    expect(resolveMove(legal, 0, 2, false)).toEqual([0, 2]);
    expect(resolveMove(legal, 2, 0, false)).toBeNull();
    expect(resolveMove(legal, 2, 0, true)).toEqual([0, 2]);
    expect(resolveMove(legal, 1, 1, false)).toEqual([1, 1]);
  });
  it('lists targets from a selected coin', () => {
    expect([
      ...targetsFrom(
        [
          [0, 2],
          [0, 3],
          [1, 2],
        ],
        0,
        false,
      ),
    ]).toEqual([2, 3]);
    expect(
      [
        ...targetsFrom(
          [
            [0, 2],
            [1, 2],
          ],
          2,
          true,
        ),
      ].sort(),
    ).toEqual([0, 1]);
  });
});

describe('a run’s length on its first coin (its label is no wider)', () => {
  it('2(b) on four coins, then β right after: runs of 4 and 2', () => {
    const [lane] = layoutHighlights(
      [
        { indices: [1, 2, 3, 4], tone: 'accent', label: '2(b): 0111 → 10' },
        { indices: [5, 6], tone: 'block3', label: 'β' },
      ],
      7,
    );
    expect(lane.map((s) => s?.run ?? null)).toEqual([null, 4, null, null, null, 2, null]);
  });
});
