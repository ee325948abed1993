/**
 * The table of a variant on lines: every line of 1 … maxLength coins ending in tails (trailing
 * heads are dropped by the rules), by length, then in dictionary order: 1, 01, 11, 001, 011, …
 * Row r of the full table and its line convert both ways without listing the rows before it.
 */
import { lineMask } from './moves';

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

/** The table's rows in order, as masks (for scans that filter). */
export function* rowMasks(maxLength: number): Generator<{ row: number; line: string; mask: number }> {
  for (let r = 0; r < rowCount(maxLength); r++) {
    const line = rowLine(r);
    yield { row: r, line, mask: lineMask(line) };
  }
}
