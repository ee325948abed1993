import { describe, expect, it } from 'vitest';
import { numberRanges } from './numberRanges';

describe('numberRanges', () => {
  it('writes runs of three or more as ranges and lists the rest, sorted and once each', () => {
    expect(numberRanges([])).toBe('');
    expect(numberRanges([0])).toBe('0');
    expect(numberRanges([1, 0])).toBe('0, 1');
    expect(numberRanges([3, 2, 1, 0, 8, 9, 10, 11, 12, 13, 14, 15])).toBe('0–3, 8–15');
    expect(numberRanges([0, 2, 3, 4, 4, 7, 8])).toBe('0, 2–4, 7, 8');
  });
});
