/**
 * Section 5's claim read three ways. The paper says the only version "where the values are
 * numbers" is the one where Left flips a subsequence of 1s and Right a subsequence of 0s ended
 * by a 1, among variants that flip "three or more" coins. Which moves that allows is not
 * fixed by the text, so each reading is computed: exactly three coins (111/001, the search's
 * k = 3), three or more (Left 1^m, m ≥ 3; Right 0^j 1, j ≥ 2), and two or three (the paper's
 * own moves plus the three-coin ones). A player's several patterns are comma-separated
 * (moves.ts), and a pattern longer than the line never matches, so patterns up to the longest
 * line make "or more" exact.
 */
import type { Work } from '../../progress';
import type { LineRule } from './lineRule';
import { summarise } from './search';
import { lineValues } from './values';
import type { Variant } from './variant';

export const READING_IDS = ['exactly-three', 'three-or-more', 'two-or-three'] as const;
export type ReadingId = (typeof READING_IDS)[number];

export interface Reading {
  id: ReadingId;
  /** the reading in words */
  words: string;
  /** Left's and Right's patterns for lines of up to maxLength coins */
  variant: Variant;
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** The readings, their patterns written out for lines of up to maxLength coins. */
export function readingsOf(maxLength: number): Reading[] {
  const longest = Math.max(3, maxLength);
  return [
    {
      id: 'exactly-three',
      words: 'exactly three coins: Left flips 111, Right flips 001',
      variant: { left: '111', right: '001' },
    },
    {
      id: 'three-or-more',
      words: 'three or more coins: Left flips three or more tails, Right two or more heads then a tail',
      variant: {
        left: range(3, longest)
          .map((m) => '1'.repeat(m))
          .join(','),
        right: range(2, longest - 1)
          .map((j) => `${'0'.repeat(j)}1`)
          .join(','),
      },
    },
    {
      id: 'two-or-three',
      words: 'two or three coins: Left flips 11 or 111, Right flips 01 or 001',
      variant: { left: '11,111', right: '01,001' },
    },
  ];
}

export interface ReadingResult {
  id: ReadingId;
  words: string;
  /** Left's and Right's patterns, e.g. "111,1111/001,0001" */
  patterns: string;
  allNumbers: boolean;
  /** every line of up to this many coins has a number as its value (0 when even 1 coin fails) */
  numbersUpTo: number;
  /** the shortest line (table order) whose value is not a number, or null */
  firstNonNumber: { position: string; value: string | null } | null;
}

export interface ReadingsAnswer {
  maxLength: number;
  rule: LineRule;
  readings: ReadingResult[];
}

/** Every line of up to maxLength coins valued under each reading. */
export function sectionFiveReadings(maxLength: number, rule: LineRule, work: Work): ReadingsAnswer {
  const readings = readingsOf(maxLength);
  const total = readings.length * 2 ** maxLength;
  return {
    maxLength,
    rule,
    readings: readings.map((r, i) => {
      const ids = lineValues(r.variant, maxLength, rule, {
        work,
        offset: i * 2 ** maxLength,
        total,
        label: `reading ${i + 1} of ${readings.length}: ${r.id}`,
      });
      const s = summarise(r.variant, ids, maxLength);
      return {
        id: r.id,
        words: r.words,
        patterns: s.variant,
        allNumbers: s.allNumbers,
        numbersUpTo: s.firstNonNumber ? s.firstNonNumber.position.length - 1 : maxLength,
        firstNonNumber: s.firstNonNumber,
      };
    }),
  };
}
