import { describe, expect, it } from 'vitest';
import { clampInt, movesKeptAfterTakeBack } from './gameHistory';

// The computer moves second (after an odd number of moves, it is to move).
const computerSecond = (kept: number) => kept % 2 === 1;

describe('movesKeptAfterTakeBack', () => {
  it.each([
    // [moves made, against the computer, moves kept]
    [0, false, 0],
    [1, false, 0],
    [4, false, 3],
    [0, true, 0],
    [1, true, 0], // only the person's first move
    [2, true, 0], // the computer's reply and the person's move
    [3, true, 2], // the person's move; the computer's reply stays
    [4, true, 2],
  ])('after %i moves (computer: %s) keeps %i', (moves, vsComputer, kept) => {
    expect(movesKeptAfterTakeBack(moves, vsComputer, computerSecond)).toBe(kept);
  });
});

describe('clampInt', () => {
  it.each([
    [7.4, 0, 10, 7],
    [-3, 0, 10, 0],
    [12.6, 1, 12, 12],
  ])('clamps %d to %i..%i as %i', (x, min, max, y) => expect(clampInt(x, min, max)).toBe(y));
});
