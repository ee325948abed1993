/**
 * Question 6.3 for values: for every T ⊆ {1, …, p − 1} (T ≠ ∅) the canonical forms of heaps
 * 0..upTo and what valuePeriods.ts finds in them: periodic ids, arithmetic periodicity, and
 * periodic reduced forms apart from number heaps that approach a limit by halving steps.
 */
import type { Work } from '../../progress';
import { residueSets } from './explore';
import { heapIds } from './tables';
import { valuePeriodicity, type ValuePeriodicity } from './valuePeriods';

export interface ValuesRow extends ValuePeriodicity {
  set: string;
  residues: number[];
}

export function exploreValues(p: number, upTo: number, work: Work) {
  const sets = residueSets(p).filter((t) => t.length > 0);
  const rows: ValuesRow[] = [];
  sets.forEach((residues, i) => {
    work.tick(i, sets.length, 'residue sets (values)');
    const ids = heapIds({ kind: 'mod', p, residues }, upTo, work);
    rows.push({ set: `mod:${p}:${residues.join(',')}`, residues, ...valuePeriodicity(ids, p, work) });
  });
  work.tick(sets.length, sets.length, 'residue sets (values)');
  const periodic = rows.filter((r) => r.periodic).length;
  const arithmetic = rows.filter((r) => r.arithmetic).length;
  const reducedPeriodic = rows.filter((r) => r.reducedPeriodic).length;
  const halving = rows.filter(
    (r) => r.numberClasses.length > 0 && r.numberClasses.every((c) => c.halving),
  ).length;
  return {
    p,
    upTo,
    rows,
    summary: { sets: rows.length, periodic, arithmetic, reducedPeriodic, numbersHalving: halving },
    observed: `Observed to heap ${upTo} for p = ${p}: ${periodic} of ${rows.length} value sequences are periodic and ${arithmetic} arithmetic-periodic (periods up to ${2 * p} tried); the reduced forms, with number heaps set aside, are periodic for ${reducedPeriodic}; in ${halving} the number heaps of each residue approach a limit by halving steps. Nothing here is proved.`,
  };
}
