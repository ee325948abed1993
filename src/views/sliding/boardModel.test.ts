import { describe, expect, it } from 'vitest';
import { activate, cellName, coinAt, describeStrap, describeTargets, EDGE } from './boardModel';

describe('strap board model', () => {
  // (3, 7): near coin on square 2, far coin on square 6.
  it('finds the coins', () => {
    expect(coinAt([3, 7], 2)).toBe('near');
    expect(coinAt([3, 7], 6)).toBe('far');
    expect(coinAt([3, 7], 4)).toBeNull();
    expect(coinAt([0, 7], EDGE)).toBeNull();
  });

  it('selects, moves, pushes and refuses', () => {
    expect(activate([3, 7], null, 6)).toEqual({ kind: 'select', coin: 'far' });
    expect(activate([3, 7], 'far', 6)).toEqual({ kind: 'deselect' });
    expect(activate([3, 7], 'far', 4)).toMatchObject({ kind: 'move', move: { kind: 'far', after: [3, 5] } });
    // far coin onto the near coin's square pushes it to square 1
    expect(activate([3, 7], 'far', 2)).toMatchObject({ kind: 'move', move: { kind: 'push', after: [2, 3] } });
    expect(activate([3, 7], 'near', EDGE)).toMatchObject({
      kind: 'move',
      move: { kind: 'near', after: [0, 7] },
    });
    expect(activate([3, 7], 'near', 6)).toEqual({ kind: 'select', coin: 'far' });
    expect(activate([3, 7], 'near', 4)).toEqual({
      kind: 'refuse',
      message: 'The near coin can only slide toward the edge: squares 0–1 or over the edge.',
    });
    expect(activate([3, 7], null, 4)).toMatchObject({
      kind: 'refuse',
      message: expect.stringMatching(/Choose a coin first/),
    });
    expect(activate([0, 0], null, 0)).toMatchObject({
      kind: 'refuse',
      message: expect.stringMatching(/no moves/),
    });
  });

  it('names cells and straps for screen readers', () => {
    expect(cellName([3, 7], 2, null)).toBe('Square 2: N, near coin (x = 3)');
    expect(cellName([3, 7], 1, 'far')).toBe(
      'Square 1: empty, move: far coin to square 1, pushing the near coin to square 0, giving (1, 2)',
    );
    expect(cellName([3, 7], EDGE, 'near')).toBe(
      'Over the edge, move: near coin over the edge, giving (0, 7)',
    );
    expect(describeStrap([0, 4])).toBe('the near coin is gone; the far coin is on square 3 (y = 4)');
    expect(describeTargets([-1, 0, 1, 2])).toBe('squares 0–2 or over the edge');
  });
});
