/**
 * The "goldennugget" requests of the engine contract (design.md):
 *   heap  {size}            → canonical, reduced (plain), isNumber, leftStop, rightStop, and
 *                             pretty/tex forms, outcome, birthday, Wythoff set, Zeckendorf word
 *   sum   {heaps}           → canonical, outcome, winningMoves {left, right: [{component, take, after}]},
 *                             reducedWarning (do the reduced forms mislead, here or after a move?)
 *   table {from, to}        → rows of heap facts for the heap table (grows the table on demand),
 *                             each with the classifier's part and reduced form and whether they agree
 *   classify {size}         → Theorem 2.2 read from Fibonacci representations, any size ≤ 10^100
 *                             (theorem.ts; no canonical forms)
 *   checkTheorem {upTo}     → the classifier against the engine on heaps 0..upTo, disagreements
 *   computerMove {heaps, player, errorRate?, seed?} → the computer's move
 * Values come from the heap table (heapTable.ts), built from the rules; nothing from the
 * paper's theorems is used to compute them.
 */
import { formFacts } from '../../cgt/formFacts';
import { withBudget } from '../../cgt/budget';
import { describeGame } from '../../cgt/describe';
import { op } from '../../handler';
import { fields, int, reader, refine, type Reader } from '../../read';
import { fail, ok } from '../../result';
import { errorRateField, playerField, seedField } from '../computerChoice';
import { computerMove } from './computer';
import { evenRepresentation, zeckendorfWord } from './fibonacci';
import { heapValue, inA, inB } from './heapTable';
import { MAX_HEAP } from './limits';
import { readHeaps, type Heap } from './rules';
import { bigSizeField } from './sizeField';
import { analyzeSum, sumFactsOf, withTake } from './sums';
import { checkTheorem, classifyAnswer, theoremRow } from './theorem';

/** Heaps in one sum; rows in one table request. */
export const MAX_SUM_HEAPS = 16;
export const MAX_TABLE_ROWS = 1000;

function setOf(n: number): 'A' | 'B' | 'none' {
  return n >= 1 && inA(n) ? 'A' : n >= 1 && inB(n) ? 'B' : 'none';
}

function heapFacts(n: number) {
  return {
    size: n,
    set: setOf(n),
    zeckendorf: zeckendorfWord(BigInt(n)),
    even: evenRepresentation(BigInt(n)),
  };
}

/** A table row's forms, each cut short when long (the calculator shows the whole form). */
/** A sum's heaps as sent: [{size, color}, ...], at least one. */
const heapsField: Reader<Heap[], { size: number; color: 'blue' | 'red' }[]> = reader((v, name) => {
  if (!Array.isArray(v)) return fail('bad_field', `"${name}" must be an array`, { field: name });
  if (v.length > MAX_SUM_HEAPS)
    return fail('too_large', `"${name}" has at most ${MAX_SUM_HEAPS} entries here (got ${v.length})`, {
      field: name,
    });
  if (v.length === 0) return fail('bad_field', 'a sum needs at least one heap', { field: name });
  return readHeaps(v, name);
});

export const goldenNuggetHandlers = {
  heap: op(fields({ size: int(0, MAX_HEAP) }), ({ size: n }, work) => {
    const g = heapValue(n, work);
    return { ...heapFacts(n), ...describeGame(g) };
  }),

  sum: op(fields({ heaps: heapsField }), ({ heaps }, work) => {
    for (const h of heaps) heapValue(h.size, work);
    return withBudget(work, () => {
      const s = analyzeSum(heaps, work);
      return {
        heaps,
        ...sumFactsOf(heaps, s.value, work),
        winningMoves: {
          left: s.winningMoves.left.map((m) => withTake(heaps, m)),
          right: s.winningMoves.right.map((m) => withTake(heaps, m)),
        },
      };
    });
  }),

  /** {heaps, player, errorRate?, seed?} → the computer's move {component, take, after}: a winning one unless it errs. */
  computerMove: op(
    fields({ heaps: heapsField, player: playerField, errorRate: errorRateField, seed: seedField(1) }),
    ({ heaps, player, errorRate, seed }, work) => {
      for (const h of heaps) heapValue(h.size, work);
      return withBudget(work, () => ({ ...computerMove(heaps, player, errorRate, seed, work) }));
    },
  ),

  table: op(
    refine(fields({ from: int(0, MAX_HEAP), to: int(0, MAX_HEAP) }), ({ from, to }) => {
      if (to < from) return fail('bad_field', `"to" must be at least ${from}`, { field: 'to' });
      if (to - from + 1 > MAX_TABLE_ROWS)
        return fail(
          'too_large',
          `a table request has at most ${MAX_TABLE_ROWS} rows (got ${to - from + 1})`,
          { field: 'to' },
        );
      return ok({ from, to });
    }),
    ({ from, to }, work) => {
      heapValue(to, work);
      const rows = [];
      for (let n = from; n <= to; n++)
        rows.push({ ...heapFacts(n), ...formFacts(heapValue(n)), theorem: theoremRow(n, heapValue(n)) });
      return { from, to, rows };
    },
  ),

  /** {size: decimal string ≤ 10^100} → part, reduced, isNumber, value, representations, steps (theoremTypes.ts ClassifyAnswer). */
  classify: op(fields({ size: bigSizeField }), ({ size }) => ({ ...classifyAnswer(size) })),

  /** {upTo} → the classifier against the engine for heaps 0..min(upTo, heaps computed − 1). */
  checkTheorem: op(fields({ upTo: int(0, MAX_HEAP) }), ({ upTo }, work) => ({ ...checkTheorem(upTo, work) })),
};
