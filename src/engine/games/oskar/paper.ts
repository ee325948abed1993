/**
 * What Verhoeff's paper prints (shared/papers/oskars-coin-game.txt), transcribed so the app
 * can show printed beside computed. Nothing computes from these: claims.ts recomputes every
 * number from the rules and compares.
 */

export const PAPER_CONFIGURATION = '1001101';

/** Table 1 (§2): x, then x.1 … x.7, then w.x. */
export const TABLE1: readonly { label: string; configuration: string; weight: number }[] = [
  { label: 'c', configuration: '1001101', weight: 4 },
  { label: 's.c', configuration: '1000101', weight: 3 },
  { label: 's^2.c', configuration: '1010101', weight: 4 },
  { label: 's^3.c', configuration: '1011101', weight: 5 },
  { label: 's^4.c', configuration: '1011001', weight: 4 },
  { label: 's^5.c', configuration: '1010001', weight: 3 },
];

/**
 * Table 2 (§3), rows for coins 7 down to 1 then the weight row, columns m = 0..18. `values`
 * are the printed digits, `underlined` has '1' where the print underlines the cell. (The
 * boxes that mark the elevator were lost in the text; the underlines survived.)
 */
export const TABLE2: readonly { row: string; values: string; underlined: string }[] = [
  { row: 's^m.c.7', values: '1111111111111000000', underlined: '1111111111111000000' },
  { row: 's^m.c.6', values: '0000000000011000000', underlined: '0000000000101000000' },
  { row: 's^m.c.5', values: '1111000000111100000', underlined: '1111000001000100000' },
  { row: 's^m.c.4', values: '1001100001111110000', underlined: '1010100010000010000' },
  { row: 's^m.c.3', values: '0011110011111111000', underlined: '1100010100000001000' },
  { row: 's^m.c.2', values: '0000000011111111100', underlined: '1111111100000000100' },
  { row: 's^m.c.1', values: '1111111111111111110', underlined: '0000000000000000010' },
];
export const TABLE2_WEIGHTS = [4, 3, 4, 5, 4, 3, 2, 3, 4, 5, 6, 7, 6, 5, 4, 3, 2, 1, 0];

/** §3's worked numbers for c = 1001101. */
export const SECTION3 = {
  /** "the elevator starts at level 4 and returns there four times: twice after picking up a zero and twice after a one" */
  startLevel: 4,
  returns: 4,
  returnsAfterZero: 2,
  returnsAfterOne: 2,
  /** "2 moves to pick up the first zero (at level 3) … 2 more … the first one (at level 5), 4 more for the next zero (at level 2), and another 6 for the last one (at level 7)" */
  trips: [
    { level: 3, kind: 'zero', moves: 2 },
    { level: 5, kind: 'one', moves: 2 },
    { level: 2, kind: 'zero', moves: 4 },
    { level: 7, kind: 'one', moves: 6 },
  ],
  /** "it takes 4 more moves to go down all the way" */
  finalRush: 4,
  /** "u.c = 1 + 2 + 1 + 3 = 7 and, hence, n.c = 2 * 7 + 4 = 18" */
  uTerms: [1, 2, 1, 3],
  u: 7,
  n: 18,
  /** "u.c = 5 + 7 − 2 − 3 = 7" */
  uSimplifiedPlus: [5, 7],
  uSimplifiedMinus: [2, 3],
  /** "v.c = 2 + 3 + 5 + 7 = 17 and n.c = 2 * 17 − 4^2 = 18" */
  vTerms: [2, 3, 5, 7],
  v: 17,
};

/** Table 3 (§5): row N lists the counts for m = 0, 1, …; then the printed total. */
export const TABLE3: readonly { coins: number; counts: number[]; total: number }[] = [
  { coins: 1, counts: [1, 1], total: 2 },
  { coins: 2, counts: [1, 1, 1, 1], total: 4 },
  { coins: 3, counts: [1, 1, 1, 2, 1, 1, 1], total: 8 },
  { coins: 4, counts: [1, 1, 1, 2, 2, 2, 2, 2, 1, 1, 1], total: 16 },
  { coins: 5, counts: [1, 1, 1, 2, 2, 3, 3, 3, 3, 3, 3, 2, 2, 1, 1, 1], total: 32 },
];
