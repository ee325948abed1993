import { nimSumOf } from '../../arith/nim';
import { EngineError } from '../../errors';
import type { GameHandlers } from '../../handler';
import { array, field, optionalInt } from '../../request';
import { readErrorRate } from '../computerChoice';
import { computerMove } from './computer';
import { BRUTE_MAX_Y, bruteGrundy } from './bruteForce';
import { checkClaims } from './claims';
import { formulaGrundy, grundyByFormula, membershipTex } from './formula';
import { checkPosition } from './input';
import { describeMove, legalMoves, type Position } from './rules';
import { bestMove, sumGrundy, winningMoves, type SumMove } from './sum';
import { formulaTable, TABLE_MAX } from './table';

function sumMoveJson(w: SumMove) {
  return { component: w.component, after: w.after, move: { kind: w.move.kind, coin: w.move.coin, to: w.move.to }, description: describeMove(w.move), grundy: w.grundy };
}

/** Largest y for which the grundy op lists every move (about 2y moves). */
export const MOVES_MAX_Y = 2000;
export const SUM_MAX_PARTS = 32;

function grundyOf(p: Position) {
  const f = formulaGrundy(p);
  return { grundy: grundyByFormula(p), formula: f.formula };
}

/** The "sliding" requests of the engine contract. */
export const slidingHandlers: GameHandlers = {
  /** {position:[x,y]} → grundy (Definition 3.1), formula ("G(n,k)"), the sets, brute force when small, moves. */
  grundy(req, work) {
    const p = checkPosition(field(req, 'position'), 'position');
    const f = formulaGrundy(p);
    const grundy = grundyByFormula(p);
    const out: Record<string, unknown> = {
      position: p,
      grundy,
      formula: f.formula,
      formulaSets: f.memberships.map((m) => ({ label: m.label, n: m.n, set: m.set, a: m.a, tex: membershipTex(m, p) })),
      terminal: f.terminal,
      outcome: grundy === 0 ? 'P' : 'N',
    };
    if (f.terminal) out.formulaNote = 'the terminal position has no moves, so its Grundy number is 0; Definition 3.1 covers n ≥ 1 only';
    if (p[1] <= BRUTE_MAX_Y) {
      const b = bruteGrundy(p, work);
      out.bruteForce = b;
      out.agrees = b === grundy;
    }
    if (p[1] <= MOVES_MAX_Y) {
      out.moves = legalMoves(p).map((m) => ({ kind: m.kind, coin: m.coin, to: m.to, after: m.after, description: describeMove(m), ...grundyOf(m.after) }));
    } else {
      out.movesOmitted = `the ${p[0] + p[1]} or so moves are listed only for y ≤ ${MOVES_MAX_Y}`;
    }
    return out;
  },

  /**
   * {positions:[[x,y],...], moves?: true} → grundy (nim-sum), outcome, winningMoves
   * [{component, after, ...}], bestMove (what the perfect player plays), and with `moves`
   * every move of every strap with its Grundy number and the sum's nim-sum after it.
   */
  sum(req, work) {
    const raw = array(req, 'positions', SUM_MAX_PARTS);
    const positions = raw.map((v, i) => checkPosition(v, 'positions', i));
    if (req.moves !== undefined && typeof req.moves !== 'boolean') throw new EngineError('bad_field', '"moves" must be true or false', { field: 'moves' });
    const grundy = sumGrundy(positions);
    const best = bestMove(positions);
    const out: Record<string, unknown> = {
      grundy,
      outcome: grundy === 0 ? 'P' : 'N',
      components: positions.map((p) => ({ position: p, ...grundyOf(p) })),
      winningMoves: winningMoves(positions).map(sumMoveJson),
      bestMove: best && sumMoveJson(best),
    };
    if (req.moves === true) {
      const big = positions.findIndex((p) => p[1] > MOVES_MAX_Y);
      if (big >= 0) throw new EngineError('too_large', `every move is listed only for y ≤ ${MOVES_MAX_Y} (strap ${big + 1} has y = ${positions[big][1]})`, { field: 'positions', at: big });
      const values = positions.map(grundyByFormula);
      out.moves = positions.flatMap((p, component) => {
        work.tick(component, positions.length, 'listing moves');
        return legalMoves(p).map((m) => {
          const g = grundyByFormula(m.after);
          return { ...sumMoveJson({ component, move: m, after: m.after, grundy: g }), formula: formulaGrundy(m.after).formula, sumAfter: nimSumOf(values.map((v, i) => (i === component ? g : v))) };
        });
      });
    }
    return out;
  },

  /** {positions, errorRate?, seed?} → the computer's move (bestMove, or a random one with probability errorRate), seeded. */
  computerMove(req) {
    const positions = array(req, 'positions', SUM_MAX_PARTS).map((v, i) => checkPosition(v, 'positions', i));
    const seed = optionalInt(req, 'seed', 0, 0xffffffff, 1);
    const c = computerMove(positions, readErrorRate(req), seed);
    return { move: c.move && sumMoveJson(c.move), kind: c.kind, winning: c.winning };
  },

  /** {size} → G(x, y) for y <= size by Definition 3.1, each cell's sets, checked by brute force as far as it runs. */
  table(req, work) {
    const size = optionalInt(req, 'size', 1, TABLE_MAX, 16);
    return { ...formulaTable(size, work) };
  },

  /** {size} → the paper's claims checked for y, n <= size. */
  claims(req, work) {
    const size = optionalInt(req, 'size', 1, BRUTE_MAX_Y, 60);
    return { size, claims: checkClaims(size, work) };
  },
};
