/**
 * The table of a variant on lines: every line of 1 … maxLength coins ending in tails (trailing
 * heads are dropped by the rules), by length, then in dictionary order: 1, 01, 11, 001, 011, …
 * Row r of the full table and its line convert both ways without listing the rows before it.
 */

/** Lines of 1 … maxLength coins that end in 1: 2^maxLength − 1 of them. */
export const rowCount = (maxLength: number) => 2 ** maxLength - 1;

/** The line in row r (0-based). */
export function rowLine(r: number): string {
  let n = 1;
  while (r >= 2 ** n - 1) n++;
  const t = r - (2 ** (n - 1) - 1);
  return (n > 1 ? t.toString(2).padStart(n - 1, '0') : '') + '1';
}

/** The row of a line that ends in 1. */
export function lineRow(line: string): number {
  const n = line.length;
  const t = n > 1 ? parseInt(line.slice(0, -1), 2) : 0;
  return 2 ** (n - 1) - 1 + t;
}

/**
 * Every row's mask in table order, with no strings made (scans over 2^14 rows): row t of
 * length n is t's n − 1 binary digits read as coins d1…d(n−1), then a tails coin.
 */
export function rowMasks(maxLength: number): Int32Array {
  const out = new Int32Array(rowCount(maxLength));
  let r = 0;
  for (let n = 1; n <= maxLength; n++) {
    for (let t = 0; t < 2 ** (n - 1); t++) {
      let mask = 1 << (n - 1);
      for (let i = 0; i < n - 1; i++) if ((t >>> (n - 2 - i)) & 1) mask |= 1 << i;
      out[r++] = mask;
    }
  }
  return out;
}
