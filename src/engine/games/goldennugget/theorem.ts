/**
 * The classifier's answers for the contract: `classify` of one heap (any size up to 10^100),
 * the table rows' "by the theorem" column, and `checkTheorem`, which runs the classifier
 * against the engine's values of heaps 0..upTo (the engine's values come from the rules).
 */
import { makePlain } from '../../cgt/plain';
import { reduced } from '../../cgt/reduced';
import type { GameId } from '../../cgt/store';
import type { Work } from '../../progress';
import { ALPHA_SLIP, classify, printedAlpha } from './classify';
import { classifySteps } from './classifySteps';
import { ensureHeaps, heapValue } from './heapTable';
import { fibonacciWordAround } from './representations';
import { representationSteps } from './representationSteps';
import type {
  ClassifyAnswer,
  StatementDifference,
  TableRowTheorem,
  TheoremCheckAnswer,
  TheoremDisagreement,
} from './theoremTypes';

/** Heaps listed by name in a statement difference (the count covers all). */
const LISTED = 20;

export function classifyAnswer(n: bigint): ClassifyAnswer {
  const c = classify(n);
  const slip: StatementDifference[] =
    c.part === 'X_k'
      ? [{ ...ALPHA_SLIP, count: 1, heaps: n <= BigInt(Number.MAX_SAFE_INTEGER) ? [Number(n)] : [] }]
      : [];
  return {
    size: n.toString(),
    part: c.part,
    k: c.k,
    reduced: c.reduced,
    isNumber: c.isNumber,
    value: c.value ? c.value.toString() : null,
    binary: c.chain?.[0]?.binary ?? null,
    set: c.set,
    representations: c.reps,
    fibonacciWord: fibonacciWordAround(n),
    steps: classifySteps(c),
    representationSteps: representationSteps(n),
    printedStatementDiffers: slip,
  };
}

/** The table's "by the theorem" column for heap n, whose engine value is g. */
export function theoremRow(n: number, g: GameId): TableRowTheorem {
  const c = classify(BigInt(n));
  return {
    part: c.part,
    k: c.k,
    byTheorem: c.reduced,
    agrees: c.consistent && c.reduced === makePlain(reduced(g)),
  };
}

/**
 * Classifier against engine for heaps 0..upTo: heaps not computed yet are computed first, from
 * the rules (so the answer follows from the request alone); progress per 256 heaps checked.
 */
export function checkTheorem(upTo: number, work?: Work): TheoremCheckAnswer {
  ensureHeaps(upTo, work);
  const last = upTo;
  const disagreements: TheoremDisagreement[] = [];
  const slipHeaps: number[] = [];
  let slipCount = 0;
  for (let n = 0; n <= last; n++) {
    if (work && n % 256 === 0) work.tick(n, last + 1, 'checking Theorem 2.2');
    const c = classify(BigInt(n));
    const engine = makePlain(reduced(heapValue(n))) ?? '';
    if (!c.consistent || c.reduced !== engine)
      disagreements.push({ size: n, part: c.part, byTheorem: c.reduced, byEngine: engine });
    if (c.part === 'X_k' && `{1|${printedAlpha(c.k!)}}` !== engine) {
      slipCount++;
      if (slipHeaps.length < LISTED) slipHeaps.push(n);
    }
  }
  work?.tick(last + 1, last + 1, 'checking Theorem 2.2');
  return {
    checked: last + 1,
    disagreements,
    printedStatementDiffers: slipCount ? [{ ...ALPHA_SLIP, count: slipCount, heaps: slipHeaps }] : [],
  };
}
