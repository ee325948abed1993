/**
 * §5's claim under three readings of "three or more coins": exactly three has the
 * non-number 0000111 = *; three or more, and two or three, are numbers on every line checked.
 * Each reading's moves are checked against the independent brute force on short lines.
 */
import { describe, expect, it } from 'vitest';
import { rawEqual, treeOf } from '../../cgt/bruteForce';
import { Work } from '../../progress';
import { allLines, bruteTree } from './bruteForce';
import { lineMask } from './moves';
import { lineValues } from './values';
import { readingsOf, sectionFiveReadings } from './readings';

describe('§5 read three ways', () => {
  it('exactly three fails at 7 coins; the other two readings are numbers up to 10 coins', () => {
    const r = sectionFiveReadings(10, 'any', new Work());
    expect(r.readings.map((x) => [x.id, x.allNumbers, x.numbersUpTo, x.firstNonNumber])).toEqual([
      ['exactly-three', false, 6, { position: '0000111', value: '*' }],
      ['three-or-more', true, 10, null],
      ['two-or-three', true, 10, null],
    ]);
    // Left 1^3 … 1^10, Right 0^2 1 … 0^9 1: every pattern that fits a line of 10 coins
    const [left, right] = r.readings[1].patterns.split('/');
    expect(left.split(',')).toEqual([3, 4, 5, 6, 7, 8, 9, 10].map((m) => '1'.repeat(m)));
    expect(right.split(',')).toEqual([2, 3, 4, 5, 6, 7, 8, 9].map((j) => `${'0'.repeat(j)}1`));
  });

  it('each reading’s values match the brute force (moves as index sets) on lines of up to 6 coins', () => {
    for (const reading of readingsOf(6)) {
      const ids = lineValues(reading.variant, 6, 'any', { work: new Work() });
      const memo = new Map();
      for (const line of allLines(6))
        expect(rawEqual(treeOf(ids[lineMask(line)]), bruteTree(line, reading.variant, false, memo))).toBe(
          true,
        );
    }
  });
});
