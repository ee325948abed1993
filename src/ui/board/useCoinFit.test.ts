import { describe, expect, it } from 'vitest';
import { fittedCoinSize, MIN_COIN, MIN_COIN_NARROW } from './useCoinFit';

describe('fittedCoinSize', () => {
  it.each([
    // [why, width, coins, base, expected]
    ['a short row keeps the page size', 990, 10, 52, undefined],
    ['exactly fitting at the normal gap keeps it', 10 * 60 + 8, 10, 52, undefined],
    // Example G (§3) on a 1024-px projector: the lines' box is about 925 px wide.
    ['26 coins shrink to fit 925 px', 925, 26, 52, 33],
    ['and 780 px (the desktop line box beside the values)', 780, 26, 44, 27],
    ['never below the legible floor (the row scrolls then)', 925, 200, 52, MIN_COIN],
    ['never above the page size', 2000, 40, 44, 44],
    // Hoey's 15-coin Ruler row in a Pixel 7's 370-px box: fits at the phone's floor.
    ['15 coins fit a phone’s 370 px', 370, 15, 44, MIN_COIN_NARROW],
    ['a phone’s floor is lower, but still a floor', 370, 40, 44, MIN_COIN_NARROW],
  ])('%s', (_, width, n, base, expected) => {
    expect(fittedCoinSize(width, n, base)).toBe(expected);
  });

  it('fits: n cells of the fitted size and its 2-px gap, plus the padding, are within the width', () => {
    const size = fittedCoinSize(925, 26, 52)!;
    expect(26 * (size + 2) + 8).toBeLessThanOrEqual(925);
    expect(15 * (fittedCoinSize(370, 15, 44)! + 2) + 8).toBeLessThanOrEqual(370);
  });
});
