/**
 * Question 6.3 for values: for every T ⊆ {1, …, p − 1} (T ≠ ∅) the canonical forms of heaps
 * 0..upTo and what valuePeriods.ts finds in them: periodic ids, arithmetic periodicity, and
 * periodic reduced forms apart from number heaps that approach a limit by halving steps.
 */
import { Work } from '../../progress';
import { residueSets } from './explore';
import { heapIds } from './tables';
import { valuePeriodicity, type ValuePeriodicity } from './valuePeriods';

export interface ValuesRow extends ValuePeriodicity {
  set: string;
  residues: number[];
}

/**
 * One job's progress over every set: a set's own ticks (heaps done of upTo + 1) become a share of
 * the whole, so the bar moves steadily instead of restarting at every set.
 */
class SetShare extends Work {
  constructor(
    private readonly whole: Work,
    private readonly index: number,
    private readonly sets: number,
    private readonly label: string,
  ) {
    super();
  }
  override tick(done: number, total: number): void {
    const unit = 1000;
    const part = total > 0 ? Math.min(unit, Math.floor((unit * done) / total)) : 0;
    this.whole.tick(this.index * unit + part, this.sets * unit, this.label);
  }
}

export function exploreValues(p: number, upTo: number, work: Work) {
  const sets = residueSets(p).filter((t) => t.length > 0);
  const rows: ValuesRow[] = [];
  sets.forEach((residues, i) => {
    const set = `mod:${p}:${residues.join(',')}`;
    const share = new SetShare(work, i, sets.length, `set ${i + 1} of ${sets.length}, ${set}`);
    share.tick(0, 1);
    const ids = heapIds({ kind: 'mod', p, residues }, upTo, share);
    rows.push({ set, residues, ...valuePeriodicity(ids, p, share) });
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
