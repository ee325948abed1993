import { nimSumOf } from '../../arith/nim';
import { EngineError } from '../../errors';
import { op } from '../../handler';
import type { Work } from '../../progress';
import { bool, fields, int, reader, withDefault, type Reader } from '../../read';
import { fail, ok } from '../../result';
import { errorRateField, seedField } from '../computerChoice';
import { computerMove } from './computer';
import { BRUTE_MAX_Y, bruteGrundy } from './bruteForce';
import { checkClaims } from './claims';
import { formulaGrundy, grundyByFormula, membershipTex } from './formula';
import { readPosition } from './input';
import { describeMove, legalMoves, type Position } from './rules';
import { bestMove, sumGrundy, winningMoves, type SumMove } from './sum';
import { formulaTable, TABLE_MAX } from './table';
import { boutonDerivation } from './boutonDerivation';
import { cellMex } from './cellMexDerivation';
import { findRaiseExample } from './raiseExample';

function sumMoveJson(w: SumMove) {
  return {
    component: w.component,
    after: w.after,
    move: { kind: w.move.kind, coin: w.move.coin, to: w.move.to },
    description: describeMove(w.move),
    grundy: w.grundy,
  };
}

/** Largest y for which the grundy op lists every move (about 2y moves). */
export const MOVES_MAX_Y = 2000;
export const SUM_MAX_PARTS = 32;

function grundyOf(p: Position) {
  const f = formulaGrundy(p);
  return { grundy: grundyByFormula(p), formula: f.formula };
}

/** Every move of every strap, with its Grundy number and the sum's nim-sum after it. */
function everyMove(positions: Position[], work: Work) {
  const big = positions.findIndex((p) => p[1] > MOVES_MAX_Y);
  if (big >= 0)
    throw new EngineError(
      'too_large',
      `every move is listed only for y ≤ ${MOVES_MAX_Y} (strap ${big + 1} has y = ${positions[big][1]})`,
      { field: 'positions', at: big },
    );
  const values = positions.map(grundyByFormula);
  return positions.flatMap((p, component) => {
    work.tick(component, positions.length, 'listing moves');
    return legalMoves(p).map((m) => {
      const g = grundyByFormula(m.after);
      return {
        ...sumMoveJson({ component, move: m, after: m.after, grundy: g }),
        formula: formulaGrundy(m.after).formula,
        sumAfter: nimSumOf(values.map((v, i) => (i === component ? g : v))),
      };
    });
  });
}

/** A position as sent: [x, y] with x < y (or [0, 0]). */
const positionField: Reader<Position, [number, number]> = reader((v, name) => readPosition(v, name));

/** A sum's straps: up to SUM_MAX_PARTS positions; an error names the strap as `at`. */
const positionsField: Reader<Position[], [number, number][]> = reader((v, name) => {
  if (!Array.isArray(v)) return fail('bad_field', `"${name}" must be an array`, { field: name });
  if (v.length > SUM_MAX_PARTS)
    return fail('too_large', `"${name}" has at most ${SUM_MAX_PARTS} entries here (got ${v.length})`, {
      field: name,
    });
  const out: Position[] = [];
  for (const [i, x] of v.entries()) {
    const r = readPosition(x, name, i);
    if (!r.ok) return r;
    out.push(r.value);
  }
  return ok(out);
});

/** The "sliding" requests of the engine contract. */
export const slidingHandlers = {
  /** {position:[x,y]} → grundy (Definition 3.1), formula ("G(n,k)"), the sets, brute force when small, moves. */
  grundy: op(fields({ position: positionField }), ({ position: p }, work) => {
    const f = formulaGrundy(p);
    const grundy = grundyByFormula(p);
    const brute = p[1] <= BRUTE_MAX_Y ? bruteGrundy(p, work) : undefined;
    return {
      position: p,
      grundy,
      formula: f.formula,
      formulaSets: f.memberships.map((m) => ({
        label: m.label,
        n: m.n,
        set: m.set,
        a: m.a,
        tex: membershipTex(m, p),
      })),
      terminal: f.terminal,
      outcome: grundy === 0 ? ('P' as const) : ('N' as const),
      ...(f.terminal
        ? {
            formulaNote:
              'the terminal position has no moves, so its Grundy number is 0; Definition 3.1 covers n ≥ 1 only',
          }
        : {}),
      ...(brute !== undefined ? { bruteForce: brute, agrees: brute === grundy } : {}),
      ...(p[1] <= MOVES_MAX_Y
        ? {
            moves: legalMoves(p).map((m) => ({
              kind: m.kind,
              coin: m.coin,
              to: m.to,
              after: m.after,
              description: describeMove(m),
              ...grundyOf(m.after),
            })),
          }
        : {}),
      ...(p[1] > MOVES_MAX_Y
        ? { movesOmitted: `the ${p[0] + p[1]} or so moves are listed only for y ≤ ${MOVES_MAX_Y}` }
        : {}),
    };
  }),

  /**
   * {positions:[[x,y],...], moves?: true} → grundy (nim-sum), outcome, winningMoves
   * [{component, after, ...}], bestMove (what the perfect player plays), and with `moves`
   * every move of every strap with its Grundy number and the sum's nim-sum after it.
   */
  sum: op(
    fields({ positions: positionsField, moves: withDefault(bool, false) }),
    ({ positions, moves }, work) => {
      const grundy = sumGrundy(positions);
      const best = bestMove(positions);
      return {
        grundy,
        outcome: grundy === 0 ? ('P' as const) : ('N' as const),
        components: positions.map((p) => ({ position: p, ...grundyOf(p) })),
        winningMoves: winningMoves(positions).map(sumMoveJson),
        bestMove: best && sumMoveJson(best),
        ...(moves ? { moves: everyMove(positions, work) } : {}),
      };
    },
  ),

  /** {positions, errorRate?, seed?} → the computer's move (bestMove, or a random one with probability errorRate), seeded. */
  computerMove: op(
    fields({ positions: positionsField, errorRate: errorRateField, seed: seedField(1) }),
    ({ positions, errorRate, seed }) => {
      const c = computerMove(positions, errorRate, seed);
      return { move: c.move && sumMoveJson(c.move), kind: c.kind, winning: c.winning };
    },
  ),

  /** {size} → G(x, y) for y <= size by Definition 3.1, each cell's sets, checked by brute force as far as it runs. */
  table: op(fields({ size: withDefault(int(1, TABLE_MAX), 16) }), ({ size }, work) => ({
    ...formulaTable(size, work),
  })),

  /**
   * {positions} → why the winning move wins: each strap's value in binary, the XOR column by
   * column, the targets G_i ⊕ G and the moves that reach them (those that raise a value flagged).
   */
  bouton: op(fields({ positions: positionsField }), ({ positions }) => {
    const derivation = boutonDerivation(positions);
    return { derivation, raises: derivation.steps.at(-1)!.state.moves?.some((m) => m.raises) ?? false };
  }),

  /** {position} → one table cell's options with their brute-force values, and the mex frames (y ≤ BRUTE_MAX_Y). */
  mexCell: op(fields({ position: positionField }), ({ position }, work) => ({ ...cellMex(position, work) })),

  /** {} → the smallest two-strap sum with a winning move that raises a strap's Grundy number, found by search, and the bouton frame (step) that shows it. */
  raiseExample: op(fields({}), (_req, work) => {
    const found = findRaiseExample(work);
    // The search always finds one (a test says so); not finding one is a bug.
    if (!found) throw new Error('no sum of two small straps has a winning move that raises a value');
    // The walkthrough's frame (1-based, as in links) where that strap's target is reached.
    const frame = boutonDerivation(found.positions).steps.findIndex(
      (s) => s.state.phase === 'strap' && s.state.focus === found.move.component,
    );
    return {
      positions: found.positions,
      move: sumMoveJson(found.move),
      before: found.before,
      step: frame + 1,
    };
  }),

  /** {size} → the paper's claims checked for y, n <= size. */
  claims: op(fields({ size: withDefault(int(1, BRUTE_MAX_Y), 60) }), ({ size }, work) => ({
    size,
    claims: checkClaims(size, work),
  })),
};
