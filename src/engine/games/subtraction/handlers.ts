/**
 * The "subtraction" requests (Complementary Subtraction, the paper's Section 6). Every request
 * names the set in the notation of rules.ts (`set`: "wythoff", "beatty:sqrt2", "cf:[1;(2)]",
 * "mod:5:1,3", "finite:1,2,5"):
 *   table {set, from, to}            → rows: canonical (short, and long up to 4,000 characters),
 *                                      reduced, stops, outcome, number or switch, in S; for mod:2:1 the Example 6.2 column
 *   heap {set, size}                 → the calculator's fields for one heap
 *   sum {set, heaps}                 → canonical, outcome, winningMoves, reducedWarning
 *   computerMove {set, heaps, player, errorRate?, seed?}
 *   theorem61 {set, upTo}            → Theorem 6.1's rule against computed outcomes (Beatty sets)
 *   example62 {upTo}                 → the reconstructed recurrence checked on mod:2:1
 *   explore {maxP | p, upTo, stripLength?} → Question 6.3: every T, outcome strips and periods
 *   exploreValues {p, upTo}          → canonical forms of every T: periodic? arithmetic-periodic?
 *   walkthrough {set: "mod:p:T"}     → why the outcomes are periodic, stepped on that T
 * Values come from the rules only (canonicalTable.ts); the paper's statements are checked.
 */
import { formFacts } from '../../cgt/formFacts';
import { makePlain } from '../../cgt/plain';
import { withBudget } from '../../cgt/budget';
import { describeGame } from '../../cgt/describe';
import { reduced } from '../../cgt/reduced';
import { isNumber, leftOptions, rightOptions, type GameId } from '../../cgt/store';
import { op } from '../../handler';
import { fields, int, optional, reader, refine, text, withDefault, type Reader } from '../../read';
import { fail, ok } from '../../result';
import { errorRateField, playerField, seedField } from '../computerChoice';
import { readHeaps, type Heap } from '../goldennugget/rules';
import { computerMove } from './computer';
import { checkExample62, example62Forms } from './example62';
import { explore } from './explore';
import { finiteFacts } from './finiteFacts';
import {
  MAX_EXPLORE_HEAP,
  MAX_EXPLORE_P,
  MAX_SUM_HEAPS,
  MAX_TABLE_ROWS,
  MAX_VALUE_HEAP,
  MAX_VALUES_HEAP,
  MAX_VALUES_P,
  MAX_WALKTHROUGH_P,
} from './limits';
import { residueDerivation } from './residueDerivation';
import { alphaOf, describeSet, makeSet, parseSet, type SetSpec } from './rules';
import { analyzeSum, sumFactsOf } from './sums';
import { checkTheorem61 } from './theorem61';
import { heapId, heapIds, inS } from './tables';
import { exploreValues } from './exploreValues';

const setField = text(parseSet);

/** A residue set only (the walkthrough). */
const residueSetField = refine(setField, (s) =>
  s.kind !== 'mod'
    ? fail('bad_field', 'the walkthrough is about residue sets: write mod:p:t1,t2')
    : s.p > MAX_WALKTHROUGH_P
      ? fail('too_large', `the walkthrough steps through 3p heaps: p is at most ${MAX_WALKTHROUGH_P} here`)
      : ok(s),
);

const beattySetField = refine(setField, (s) =>
  alphaOf(s) !== null
    ? ok(s)
    : fail('bad_field', 'Theorem 6.1 is about Beatty sets: wythoff, beatty:α or cf:[...]'),
);

/** A sum's heaps as sent: [{size, color}, ...], at least one, sizes within the value table's reach. */
const heapsField: Reader<Heap[], { size: number; color: 'blue' | 'red' }[]> = reader((v, name) => {
  if (!Array.isArray(v)) return fail('bad_field', `"${name}" must be an array`, { field: name });
  if (v.length > MAX_SUM_HEAPS)
    return fail('too_large', `"${name}" has at most ${MAX_SUM_HEAPS} entries here (got ${v.length})`, {
      field: name,
    });
  if (v.length === 0) return fail('bad_field', 'a sum needs at least one heap', { field: name });
  const heaps = readHeaps(v, name);
  if (!heaps.ok) return heaps;
  const big = heaps.value.findIndex((h) => h.size > MAX_VALUE_HEAP);
  return big < 0
    ? heaps
    : fail('too_large', `heap ${big + 1}: values go up to ${MAX_VALUE_HEAP.toLocaleString('en')} here`, {
        field: `${name}[${big}]`,
      });
});

/** Number, switch (reduced form {a | b}, numbers a > b) or something else. */
function shapeOf(g: GameId): 'number' | 'switch' | 'other' {
  if (isNumber(g)) return 'number';
  const r = reduced(g);
  const l = leftOptions(r);
  const rr = rightOptions(r);
  return l.length === 1 && rr.length === 1 && isNumber(l[0]) && isNumber(rr[0]) ? 'switch' : 'other';
}

/** A long form is still sent whole up to this many characters, for the table to fold. */
const FOLD_CHARS = 4000;

function tableRow(spec: SetSpec, n: number, g: GameId, example62: GameId[] | null) {
  const facts = formFacts(g);
  return {
    size: n,
    inS: inS(spec, n),
    ...facts,
    /** the form whole when longer than canonicalShort allows (up to FOLD_CHARS), else null */
    canonicalLong: facts.canonicalShort === null ? makePlain(g, FOLD_CHARS) : null,
    shape: shapeOf(g),
    /** Example 6.2's reconstructed recurrence (mod:2:1 only): does it give this heap's form? */
    example62: example62 ? { agrees: example62[n] === g } : null,
  };
}

const tableRange = refine(
  fields({ set: setField, from: int(0, MAX_VALUE_HEAP), to: int(0, MAX_VALUE_HEAP) }),
  ({ set, from, to }) => {
    if (to < from) return fail('bad_field', `"to" must be at least ${from}`, { field: 'to' });
    if (to - from + 1 > MAX_TABLE_ROWS)
      return fail('too_large', `a table request has at most ${MAX_TABLE_ROWS} rows (got ${to - from + 1})`, {
        field: 'to',
      });
    return ok({ set, from, to });
  },
);

const exploreFields = refine(
  fields({
    maxP: optional(int(1, MAX_EXPLORE_P)),
    p: optional(int(1, MAX_EXPLORE_P)),
    upTo: int(1, MAX_EXPLORE_HEAP),
    stripLength: withDefault(int(1, 1000), 120),
  }),
  (r) => {
    if ((r.maxP === undefined) === (r.p === undefined))
      return fail('bad_field', 'give either "maxP" (every modulus 1..maxP) or "p" (one modulus)', {
        field: 'p',
      });
    const moduli = r.p !== undefined ? [r.p] : Array.from({ length: r.maxP! }, (_, i) => i + 1);
    return ok({ moduli, upTo: r.upTo, stripLength: r.stripLength });
  },
);

export const subtractionHandlers = {
  table: op(tableRange, ({ set, from, to }, work) => {
    heapId(set, to, work);
    const notation = makeSet(set);
    const ex62 = notation === 'mod:2:1' ? example62Forms(to) : null;
    const ids = heapIds(set, to);
    const rows = [];
    for (let n = from; n <= to; n++) rows.push(tableRow(set, n, ids[n], ex62));
    return {
      set: notation,
      description: describeSet(set),
      from,
      to,
      rows,
      finite: set.kind === 'finite' ? finiteFacts(set, to) : null,
    };
  }),

  heap: op(fields({ set: setField, size: int(0, MAX_VALUE_HEAP) }), ({ set, size }, work) => {
    const g = heapId(set, size, work);
    return { set: makeSet(set), size, inS: inS(set, size), shape: shapeOf(g), ...describeGame(g) };
  }),

  sum: op(fields({ set: setField, heaps: heapsField }), ({ set, heaps }, work) => {
    for (const h of heaps) heapId(set, h.size, work);
    return withBudget(work, () => {
      const s = analyzeSum(set, heaps, work);
      return {
        set: makeSet(set),
        heaps,
        ...sumFactsOf(set, heaps, s.value, work),
        winningMoves: s.winningMoves,
      };
    });
  }),

  /** The computer's move {component, take, after}: a winning one unless it errs. */
  computerMove: op(
    fields({
      set: setField,
      heaps: heapsField,
      player: playerField,
      errorRate: errorRateField,
      seed: seedField(1),
    }),
    ({ set, heaps, player, errorRate, seed }, work) => {
      for (const h of heaps) heapId(set, h.size, work);
      return withBudget(work, () => ({ ...computerMove(set, heaps, player, errorRate, seed, work) }));
    },
  ),

  theorem61: op(fields({ set: beattySetField, upTo: int(0, MAX_EXPLORE_HEAP) }), ({ set, upTo }, work) => ({
    ...checkTheorem61(set, upTo, work),
  })),

  example62: op(fields({ upTo: int(0, MAX_VALUE_HEAP) }), ({ upTo }, work) => ({
    ...checkExample62(upTo, work),
  })),

  explore: op(exploreFields, ({ moduli, upTo, stripLength }, work) => ({
    ...explore(moduli, upTo, stripLength, work),
  })),

  exploreValues: op(
    fields({ p: int(2, MAX_VALUES_P), upTo: withDefault(int(8, MAX_VALUES_HEAP), 160) }),
    ({ p, upTo }, work) => ({ ...exploreValues(p, upTo, work) }),
  ),

  walkthrough: op(fields({ set: residueSetField }), ({ set }) => {
    const s = set as Extract<SetSpec, { kind: 'mod' }>;
    return { set: makeSet(s), derivation: residueDerivation(s.p, s.residues) };
  }),
};
