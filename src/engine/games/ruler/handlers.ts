import { EngineError } from '../../errors';
import { op } from '../../handler';
import { arrayOf, fields, int, optional, reader, refine, withDefault } from '../../read';
import { fail, ok } from '../../result';
import { errorRateField, seedField } from '../computerChoice';
import { grundyTable, MAX_BRUTE_FORCE_COINS } from './bruteForce';
import { computerMove } from './computer';
import { MAX_WALKTHROUGH_COINS, rowsDerivation } from './derivation';
import { withRulerAsks } from './yourTurn';
import { checkHoeyClaims, HOEY_EXAMPLE } from './hoey';
import { MAX_MEX_COIN, mexDerivation, mexTable } from './mexDerivation';
import { applyMove, MAX_COINS, parsePosition, whyIllegal, type Move } from './rules';
import { nimValue, rowSummaries } from './rulerFunction';
import { analyzeSum } from './sum';
import { checkPosition, listLength, verifyLengths } from './verify';
import { winningMoves } from './winningMoves';

/** Rows in one sum, and coins over all of them. */
const MAX_SUM_ROWS = 64;
/** Browsable table of every position of one length (2^8 = 256 rows at most). */
const MAX_LIST_COINS = 8;

/** A row of coins as a request field: "HTTH...", at most `max` coins. */
// `why` is made only when a row is refused: toLocaleString's first call loads ICU's number
// formats (some 25 ms), which at module load every CLI start and worker paid (issue 26).
const row = (max = MAX_COINS, why = () => '') =>
  reader<string, string>((raw, name) => {
    if (typeof raw !== 'string')
      return fail('bad_field', `"${name}" must be a string of H and T`, { field: name });
    const parsed = parsePosition(raw, max);
    return parsed.ok
      ? parsed
      : fail(parsed.error.code, parsed.error.message + why(), { field: name, at: parsed.error.at });
  });

/** A move as sent: [from, to], two whole coin numbers (legality is checked against the position). */
const moveField = reader<Move, [number, number]>((raw, name) =>
  Array.isArray(raw) && raw.length === 2 && raw.every((x) => typeof x === 'number' && Number.isInteger(x))
    ? ok([raw[0], raw[1]] as Move)
    : fail('bad_field', `"${name}" must be [from, to], two whole coin numbers`, { field: name }),
);

function legal(p: string, move: Move): Move {
  const why = whyIllegal(p, move);
  if (why)
    throw new EngineError('bad_field', `the move ${move[0]}–${move[1]} is not legal: ${why}`, {
      field: 'move',
    });
  return move;
}

/** The "ruler" requests of the engine contract. */
export const rulerHandlers = {
  /** nimValue and every winning move, with the rows that give the value. */
  value: op(fields({ position: row() }), ({ position: p }) => {
    const v = nimValue(p);
    const wins = winningMoves(p);
    const rows = rowSummaries(p);
    return {
      position: p,
      length: p.length,
      heads: rows.reduce((n, r) => n + r.heads, 0),
      nimValue: v,
      binary: v.toString(2),
      outcome: v === 0 ? ('P' as const) : ('N' as const),
      rows,
      winningMoves: wins,
      winningMoveCount: wins.length,
    };
  }),

  /** Play a move: the position after it, or why it is illegal. */
  move: op(fields({ position: row(), move: moveField }), ({ position: p, move }) => {
    const after = applyMove(p, legal(p, move));
    return { position: after, nimValue: nimValue(after) };
  }),

  /** The ruler-row walkthrough; `move` picks the winning run it plays (default the first). */
  walkthrough: op(
    fields({
      position: row(
        MAX_WALKTHROUGH_COINS,
        () =>
          `; the walkthrough draws every coin (the value op takes up to ${MAX_COINS.toLocaleString('en')})`,
      ),
      move: optional(moveField),
    }),
    ({ position: p, move }) => {
      if (move) {
        legal(p, move);
        const wins = winningMoves(p);
        if (!wins.some((w) => w[0] === move[0] && w[1] === move[1])) {
          throw new EngineError(
            'bad_field',
            `${move[0]}–${move[1]} is not a winning run here${wins.length ? `; the winning runs are ${wins.map((w) => `${w[0]}–${w[1]}`).join(', ')}` : ': this position has none'}`,
            { field: 'move' },
          );
        }
      }
      return { derivation: withRulerAsks(rowsDerivation(p, move)) };
    },
  ),

  /** Why a head at i is worth r(i): the mex table from brute force, as a walkthrough. */
  mexWalkthrough: op(fields({ upTo: withDefault(int(1, MAX_MEX_COIN), MAX_MEX_COIN) }), ({ upTo }, work) => ({
    derivation: mexDerivation(upTo, (d, t, l) => work.tick(d, t, l)),
  })),

  /** Brute force for every length up to maxCoins beside the formula, with agreement counts. */
  bruteForce: op(
    fields({ maxCoins: withDefault(int(1, MAX_BRUTE_FORCE_COINS), MAX_BRUTE_FORCE_COINS) }),
    ({ maxCoins }, work) => {
      const { lengths } = verifyLengths(maxCoins, (d, t, l) => work.tick(d, t, l));
      const totals = lengths.reduce(
        (s, l) => ({
          positions: s.positions + l.positions,
          valuesAgree: s.valuesAgree + l.valuesAgree,
          movesAgree: s.movesAgree + l.movesAgree,
        }),
        { positions: 0, valuesAgree: 0, movesAgree: 0 },
      );
      return { maxCoins, lengths, totals, singleHeads: mexTable(Math.min(maxCoins + 1, MAX_MEX_COIN)) };
    },
  ),

  /** One position of at most 15 coins: its brute-force value and winning moves beside the formula's. */
  bruteCheck: op(
    fields({
      position: row(MAX_BRUTE_FORCE_COINS, () => ` for brute force (up to ${MAX_BRUTE_FORCE_COINS} coins)`),
    }),
    ({ position: p }, work) => ({
      ...checkPosition(
        p,
        grundyTable(p.length, (d, t, l) => work.tick(d, t, l)),
      ),
    }),
  ),

  /** Every position of `coins` coins (≤ 8) with its brute-force value and the formula's. */
  bruteList: op(fields({ coins: int(1, MAX_LIST_COINS) }), ({ coins }, work) => ({
    coins,
    list: listLength(
      coins,
      grundyTable(coins, (d, t, l) => work.tick(d, t, l)),
    ),
  })),

  /** A sum of rows: the nim-sum and every winning move (component, run). */
  sum: op(
    fields({
      positions: refine(arrayOf(row(), MAX_SUM_ROWS), (ps, name) => {
        if (ps.length === 0) return fail('bad_field', `"${name}" needs at least one row`, { field: name });
        const coins = ps.reduce((n, p) => n + p.length, 0);
        if (coins > MAX_COINS)
          return fail(
            'too_large',
            `a sum holds at most ${MAX_COINS.toLocaleString('en')} coins in all (got ${coins.toLocaleString('en')})`,
            { field: name },
          );
        return ok(ps);
      }),
    }),
    ({ positions }) => ({ ...analyzeSum(positions) }),
  ),

  /** The computer's move: perfect, or a random run with probability errorRate; seeded. */
  computerMove: op(
    fields({ position: row(), errorRate: errorRateField, seed: seedField(0) }),
    ({ position: p, errorRate, seed }) => {
      const choice = computerMove(p, errorRate, seed);
      if (!choice) return { move: null, reason: 'no-move' as const, position: p, nimValue: 0 };
      return {
        move: choice.move,
        reason: choice.reason,
        position: applyMove(p, choice.move),
        nimValue: choice.valueAfter,
      };
    },
  ),

  /** Every claim of Hoey's post beside the computation. */
  claims: op(fields({}), (_req, work) => ({
    example: HOEY_EXAMPLE,
    claims: checkHoeyClaims((d, t, l) => work.tick(d, t, l)),
  })),
};
