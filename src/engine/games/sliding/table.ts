/**
 * The table of G(x, y) for 1 <= y <= size: each value by Definition 3.1, with the sets the
 * cell falls in, and checked against brute force as far as brute force runs.
 */
import type { Work } from '../../progress';
import { BRUTE_MAX_Y, bruteGrundy, ensureBruteForce } from './bruteForce';
import { formulaGrundy } from './formula';

export const TABLE_MAX = 200;

export interface TableCell {
  x: number;
  /** by Definition 3.1 (null if it gives no single value: then see mismatches) */
  grundy: number | null;
  /** the set indices k of the G(grundy, k) containing (x, y), ascending */
  sets: number[];
}

export interface FormulaTable {
  size: number;
  /** rows[i] is y = i + 1, cells x = 0 .. y - 1 */
  rows: { y: number; cells: TableCell[] }[];
  /** brute force checked every cell with y <= this */
  checkedUpTo: number;
  mismatches: { position: [number, number]; formula: number | null; bruteForce: number }[];
}

export function formulaTable(size: number, work?: Work): FormulaTable {
  const checkedUpTo = Math.min(size, BRUTE_MAX_Y);
  ensureBruteForce(checkedUpTo, work);
  const rows: FormulaTable['rows'] = [];
  const mismatches: FormulaTable['mismatches'] = [];
  for (let y = 1; y <= size; y++) {
    const cells: TableCell[] = [];
    for (let x = 0; x < y; x++) {
      const f = formulaGrundy([x, y]);
      cells.push({ x, grundy: f.grundy, sets: f.memberships.map((m) => m.set) });
      if (y <= checkedUpTo) {
        const b = bruteGrundy([x, y]);
        if (b !== f.grundy) mismatches.push({ position: [x, y], formula: f.grundy, bruteForce: b });
      }
    }
    rows.push({ y, cells });
    work?.tick(y, size, `table row y = ${y}`);
  }
  return { size, rows, checkedUpTo, mismatches };
}
