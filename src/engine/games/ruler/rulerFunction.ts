/**
 * The ruler function and the ruler rows. Coin i goes to row k when 2^k is the largest power
 * of two dividing i; a head at i is worth r(i) = 2^k (checked against brute force in
 * bruteForce.test.ts), so a position is worth the XOR of r(i) over its heads, and bit k of
 * that value is the parity of the heads in row k.
 *
 * All arithmetic is on 32-bit integers: coin numbers stay below 2^30, so every value is exact.
 */

/** The largest power of two dividing i (i ≥ 1): the ruler function r(i). */
export function ruler(i: number): number {
  return i & -i;
}

/** The row of coin i: k with 2^k the largest power of two dividing i. */
export function rowOf(i: number): number {
  return 31 - Math.clz32(i & -i);
}

/** The number of rows a row of n coins uses: rows 0..⌊log2 n⌋. */
export function rowCount(n: number): number {
  return n < 1 ? 0 : 32 - Math.clz32(n);
}

/**
 * The row parities of coins 1..n taken all heads: bit k is the parity of how many of 1..n lie
 * in row k. It equals the Gray code n XOR ⌊n/2⌋ (the count of odd multiples of 2^k up to n is
 * odd exactly when ⌊n/2^k⌋ ≡ 1 or 2 mod 4), and Gray code is one-to-one.
 */
export function prefixParity(n: number): number {
  return n ^ (n >>> 1);
}

/** The inverse of prefixParity: the unique n with prefixParity(n) = g. */
export function prefixParityInverse(g: number): number {
  let n = g;
  n ^= n >>> 1;
  n ^= n >>> 2;
  n ^= n >>> 4;
  n ^= n >>> 8;
  n ^= n >>> 16;
  return n;
}

/** What flipping coins from..to does to the row parities: r(from) ⊕ … ⊕ r(to). */
export function runValue(from: number, to: number): number {
  return prefixParity(to) ^ prefixParity(from - 1);
}

/** The nim-value by the ruler function: XOR of r(i) over the heads i. Linear in the length. */
export function nimValue(position: string): number {
  let v = 0;
  for (let i = 0; i < position.length; i++) if (position.charCodeAt(i) === 72) v ^= (i + 1) & -(i + 1);
  return v;
}

/** The highest set bit's index (−1 for 0). */
export function topBit(v: number): number {
  return 31 - Math.clz32(v);
}

export interface RowSummary {
  /** k: the row of the coins numbered 2^k times an odd number */
  row: number;
  /** 2^k, the bit this row's parity gives */
  weight: number;
  /** how many of the position's coins lie in this row */
  coins: number;
  heads: number;
  odd: boolean;
}

/** Every row's coin count, head count and parity, rows 0..⌊log2 n⌋. */
export function rowSummaries(position: string): RowSummary[] {
  const n = position.length;
  const rows: RowSummary[] = [];
  for (let k = 0; k < rowCount(n); k++) {
    const weight = 1 << k;
    // coins in row k: the odd multiples of 2^k up to n
    rows.push({ row: k, weight, coins: ((n >>> k) + 1) >>> 1, heads: 0, odd: false });
  }
  for (let i = 0; i < n; i++) if (position.charCodeAt(i) === 72) rows[rowOf(i + 1)].heads++;
  for (const r of rows) r.odd = r.heads % 2 === 1;
  return rows;
}

/** The nim-value assembled from the row parities (bit k = row k odd): the same number as nimValue. */
export function valueFromRows(rows: readonly RowSummary[]): number {
  let v = 0;
  for (const r of rows) if (r.odd) v |= r.weight;
  return v;
}

/** The coin numbers in row k of an n-coin row, left to right. */
export function coinsInRow(k: number, n: number): number[] {
  const coins: number[] = [];
  for (let i = 1 << k; i <= n; i += 2 << k) coins.push(i);
  return coins;
}
