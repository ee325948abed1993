import type { GameHandlers } from '../../handler';
import { EngineError } from '../../errors';
import { array, field, int, optionalInt, type RawRequest } from '../../request';
import { readErrorRate } from '../computerChoice';
import { grundyTable, MAX_BRUTE_FORCE_COINS } from './bruteForce';
import { computerMove } from './computer';
import { MAX_WALKTHROUGH_COINS, rowsDerivation } from './derivation';
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

function readPosition(raw: unknown, name: string, max: number, why = ''): string {
  if (typeof raw !== 'string') throw new EngineError('bad_field', `"${name}" must be a string of H and T`, { field: name });
  const parsed = parsePosition(raw, max);
  if (!parsed.ok) throw new EngineError(parsed.at === undefined && raw.length > max ? 'too_large' : 'bad_field', parsed.message + why, { field: name, at: parsed.at });
  return parsed.position;
}

const position = (req: RawRequest, max = MAX_COINS, why = '') => readPosition(field(req, 'position'), 'position', max, why);

function readMove(req: RawRequest, name: string, pos: string): Move {
  const raw = field(req, name);
  if (!Array.isArray(raw) || raw.length !== 2 || !raw.every((x) => typeof x === 'number' && Number.isInteger(x))) {
    throw new EngineError('bad_field', `"${name}" must be [from, to], two whole coin numbers`, { field: name });
  }
  const move: Move = [raw[0], raw[1]];
  const why = whyIllegal(pos, move);
  if (why) throw new EngineError('bad_field', `the move ${move[0]}–${move[1]} is not legal: ${why}`, { field: name });
  return move;
}

/** The "ruler" requests of the engine contract. */
export const rulerHandlers: GameHandlers = {
  /** nimValue and every winning move, with the rows that give the value. */
  value(req) {
    const p = position(req);
    const v = nimValue(p);
    const wins = winningMoves(p);
    const rows = rowSummaries(p);
    return {
      position: p,
      length: p.length,
      heads: rows.reduce((n, r) => n + r.heads, 0),
      nimValue: v,
      binary: v.toString(2),
      outcome: v === 0 ? 'P' : 'N',
      rows,
      winningMoves: wins,
      winningMoveCount: wins.length,
    };
  },

  /** Play a move: the position after it, or why it is illegal. */
  move(req) {
    const p = position(req);
    const m = readMove(req, 'move', p);
    const after = applyMove(p, m);
    return { position: after, nimValue: nimValue(after) };
  },

  /** The ruler-row walkthrough; `move` picks the winning run it plays (default the first). */
  walkthrough(req) {
    const p = position(req, MAX_WALKTHROUGH_COINS, `; the walkthrough draws every coin (the value op takes up to ${MAX_COINS.toLocaleString('en')})`);
    let play: Move | undefined;
    if (req.move !== undefined && req.move !== null) {
      play = readMove(req, 'move', p);
      const wins = winningMoves(p);
      if (!wins.some((w) => w[0] === play![0] && w[1] === play![1])) {
        throw new EngineError('bad_field', `${play[0]}–${play[1]} is not a winning run here${wins.length ? `; the winning runs are ${wins.map((w) => `${w[0]}–${w[1]}`).join(', ')}` : ': this position has none'}`, { field: 'move' });
      }
    }
    return { derivation: rowsDerivation(p, play) };
  },

  /** Why a head at i is worth r(i): the mex table from brute force, as a walkthrough. */
  mexWalkthrough(req, work) {
    const upTo = optionalInt(req, 'upTo', 1, MAX_MEX_COIN, MAX_MEX_COIN);
    return { derivation: mexDerivation(upTo, (d, t, l) => work.tick(d, t, l)) };
  },

  /** Brute force for every length up to maxCoins beside the formula, with agreement counts. */
  bruteForce(req, work) {
    const maxCoins = optionalInt(req, 'maxCoins', 1, MAX_BRUTE_FORCE_COINS, MAX_BRUTE_FORCE_COINS);
    const { lengths } = verifyLengths(maxCoins, (d, t, l) => work.tick(d, t, l));
    const totals = lengths.reduce((s, l) => ({ positions: s.positions + l.positions, valuesAgree: s.valuesAgree + l.valuesAgree, movesAgree: s.movesAgree + l.movesAgree }), { positions: 0, valuesAgree: 0, movesAgree: 0 });
    return { maxCoins, lengths, totals, singleHeads: mexTable(Math.min(maxCoins + 1, MAX_MEX_COIN)) };
  },

  /** One position of at most 15 coins: its brute-force value and winning moves beside the formula's. */
  bruteCheck(req, work) {
    const p = position(req, MAX_BRUTE_FORCE_COINS, ` for brute force (up to ${MAX_BRUTE_FORCE_COINS} coins)`);
    return { ...checkPosition(p, grundyTable(p.length, (d, t, l) => work.tick(d, t, l))) };
  },

  /** Every position of `coins` coins (≤ 8) with its brute-force value and the formula's. */
  bruteList(req, work) {
    const coins = int(req, 'coins', 1, MAX_LIST_COINS);
    return { coins, list: listLength(coins, grundyTable(coins, (d, t, l) => work.tick(d, t, l))) };
  },

  /** A sum of rows: the nim-sum and every winning move (component, run). */
  sum(req) {
    const raw = array(req, 'positions', MAX_SUM_ROWS);
    if (raw.length === 0) throw new EngineError('bad_field', '"positions" needs at least one row', { field: 'positions' });
    let coins = 0;
    const positions = raw.map((r, i) => {
      const p = readPosition(r, `positions[${i}]`, MAX_COINS);
      coins += p.length;
      return p;
    });
    if (coins > MAX_COINS) throw new EngineError('too_large', `a sum holds at most ${MAX_COINS.toLocaleString('en')} coins in all (got ${coins.toLocaleString('en')})`, { field: 'positions' });
    return { ...analyzeSum(positions) };
  },

  /** The computer's move: perfect, or a random run with probability errorRate; seeded. */
  computerMove(req) {
    const p = position(req);
    const errorRate = readErrorRate(req);
    const seed = optionalInt(req, 'seed', 0, 0xffffffff, 0);
    const choice = computerMove(p, errorRate, seed);
    if (!choice) return { move: null, reason: 'no-move', position: p, nimValue: 0 };
    const after = applyMove(p, choice.move);
    return { move: choice.move, reason: choice.reason, position: after, nimValue: choice.valueAfter };
  },

  /** Every claim of Hoey's post beside the computation. */
  claims(_req, work) {
    return { example: HOEY_EXAMPLE, claims: checkHoeyClaims((d, t, l) => work.tick(d, t, l)) };
  },
};
