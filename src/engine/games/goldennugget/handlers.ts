/**
 * The "goldennugget" requests of the engine contract (design.md):
 *   heap  {size}            → canonical, reduced (plain), isNumber, leftStop, rightStop, and
 *                             pretty/tex forms, outcome, birthday, Wythoff set, Zeckendorf word
 *   sum   {heaps}           → canonical, outcome, winningMoves {left, right: [{component, after}]}
 *   table {from, to}        → rows of heap facts for the heap table (grows the table on demand)
 * Values come from the heap table (heapTable.ts), built from the rules; nothing from the
 * paper's theorems is used to compute them.
 */
import { withBudget } from '../../cgt/budget';
import { describeGame } from '../../cgt/describe';
import { makePretty, makeTex } from '../../cgt/display';
import { makePlain, plainLength } from '../../cgt/plain';
import { outcome } from '../../cgt/properties';
import { reduced } from '../../cgt/reduced';
import { leftStop, rightStop } from '../../cgt/stops';
import { birthday, isNumber, type GameId } from '../../cgt/store';
import { EngineError } from '../../errors';
import type { GameHandlers } from '../../handler';
import { array, field, int, optionalInt } from '../../request';
import { readErrorRate } from '../computerChoice';
import { computerMove } from './computer';
import { evenRepresentation, zeckendorfWord } from './fibonacci';
import { heapsKnown, heapValue, inA, inB, MAX_HEAP } from './heapTable';
import { readHeaps } from './rules';
import { analyzeSum } from './sums';

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
function tableRow(g: GameId) {
  const r = reduced(g);
  const length = plainLength(g);
  return {
    canonicalShort: makePlain(g, 200),
    pretty: makePretty(g, 400),
    canonicalLength: Number.isFinite(length) ? length : 'Infinity',
    reduced: makePlain(r, 400),
    reducedPretty: makePretty(r, 400),
    reducedTex: makeTex(r, 400),
    isNumber: isNumber(g),
    leftStop: leftStop(g).toString(),
    rightStop: rightStop(g).toString(),
    outcome: outcome(g),
    birthday: birthday(g),
  };
}

export const goldenNuggetHandlers: GameHandlers = {
  heap(req, work) {
    const n = int(req, 'size', 0, MAX_HEAP);
    const g = heapValue(n, work);
    return { ...heapFacts(n), ...describeGame(g), heapsKnown: heapsKnown() };
  },

  sum(req, work) {
    const heaps = readHeaps(array(req, 'heaps', MAX_SUM_HEAPS), 'heaps');
    if (heaps.length === 0) throw new EngineError('bad_field', 'a sum needs at least one heap', { field: 'heaps' });
    for (const h of heaps) heapValue(h.size, work);
    return withBudget(work, () => {
      const s = analyzeSum(heaps, work);
      const d = describeGame(s.value);
      return { heaps, canonical: d.canonical, canonicalLength: d.canonicalLength, pretty: d.pretty, tex: d.tex, outcome: s.outcome, leftStop: d.leftStop, rightStop: d.rightStop, reduced: d.reduced, reducedPretty: d.reducedPretty, winningMoves: s.winningMoves };
    });
  },

  /** {heaps, player, errorRate?, seed?} → the computer's move {component, take, after}: a winning one unless it errs. */
  computerMove(req, work) {
    const heaps = readHeaps(array(req, 'heaps', MAX_SUM_HEAPS), 'heaps');
    if (heaps.length === 0) throw new EngineError('bad_field', 'a sum needs at least one heap', { field: 'heaps' });
    const player = field(req, 'player');
    if (player !== 'L' && player !== 'R') throw new EngineError('bad_field', '"player" must be "L" (Left) or "R" (Right)', { field: 'player' });
    const errorRate = readErrorRate(req);
    const seed = optionalInt(req, 'seed', 0, 0xffffffff, 1);
    for (const h of heaps) heapValue(h.size, work);
    return withBudget(work, () => ({ ...computerMove(heaps, player, errorRate, seed, work) }));
  },

  table(req, work) {
    const from = int(req, 'from', 0, MAX_HEAP);
    const to = int(req, 'to', from, MAX_HEAP);
    if (to - from + 1 > MAX_TABLE_ROWS) throw new EngineError('too_large', `a table request has at most ${MAX_TABLE_ROWS} rows (got ${to - from + 1})`, { field: 'to' });
    heapValue(to, work);
    const rows = [];
    for (let n = from; n <= to; n++) rows.push({ ...heapFacts(n), ...tableRow(heapValue(n)) });
    return { from, to, rows, heapsKnown: heapsKnown() };
  },
};
