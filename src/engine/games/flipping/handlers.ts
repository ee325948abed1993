/**
 * The "flipping" requests of the engine contract (design.md):
 *   value          {position, derivation?}     → value, outcome, the reduced line, the split, Theorem 3.1/4.2 facts (+ derivation)
 *   walkthrough    {position}                  → derivation (the Algorithm, lines up to 200 coins)
 *   sum            {positions}                 → values, value, outcome, winningMoves {left, right}, exhaustive
 *   sumWalkthrough {positions}                 → derivation (each line's value, the total, Left's winning move)
 *   bruteForce     {position}                  → brute-force value beside the Algorithm's (lines up to 20 coins)
 *   bruteForceTable{coins}                     → every line up to `coins` (≤ 20): the paper's statements checked
 *   paperClaims    {bruteForce?}               → every example of the paper: printed, computed, which is right
 *   computerMove   {positions, player, errorRate?, seed?} → a move for the computer
 *   canonical      {position}                  → the exact canonical form of a short line (CGT engine)
 */
import type { GameHandlers } from '../../handler';
import { EngineError } from '../../errors';
import { array, field, optionalInt, str, type RawRequest } from '../../request';
import { readErrorRate } from '../computerChoice';
import { runAlgorithm, reducedLine } from './algorithm';
import { sharedTable } from './bruteForce';
import { canonicalOfLine } from './canonical';
import { evaluateClaims } from './claimsEval';
import { computerMove } from './computer';
import { algorithmDerivation } from './derivation';
import { expressionOf } from './ordinalSum';
import { MAX_BRUTE_FORCE, MAX_CANONICAL, MAX_LINE, MAX_WALKTHROUGH, parseLine, type Player } from './rules';
import { sumDerivation } from './sumDerivation';
import { analyzeSum, winningMoves, type SumMove } from './sums';
import { bestLeftMove, bestRightMove, theorem31 } from './theorems';
import { runChecks } from './theoremChecks';

/** Lines in one sum, and coins over all of them. */
export const MAX_LINES = 64;
export const MAX_SUM_COINS = 1_000_000;
export const MAX_SUM_WALKTHROUGH_LINES = 12;
/** Reduced lines and ordinal-sum expressions are returned in full up to this size. */
const MAX_ECHO = 10_000;

function readLine(text: string, name: string, max: number, allowEmpty = false): string {
  if (allowEmpty && text.trim() === '') return '';
  const r = parseLine(text, max);
  if (!r.ok) throw new EngineError(r.at === undefined ? 'too_large' : 'bad_field', r.message, { field: name, at: r.at });
  return r.line;
}

function position(req: RawRequest, max = MAX_LINE): string {
  return readLine(str(req, 'position'), 'position', max);
}

/** A sum's lines: an array of strings; an empty string is a line with no coins left (0). */
function positions(req: RawRequest, maxLength = MAX_LINE): string[] {
  const raw = array(req, 'positions', MAX_LINES);
  if (raw.length === 0) throw new EngineError('bad_field', 'a sum needs at least one line', { field: 'positions' });
  const lines = raw.map((v, k) => {
    if (typeof v !== 'string') throw new EngineError('bad_field', `line ${k + 1} must be a string of 0s and 1s`, { field: 'positions' });
    return readLine(v, `positions[${k}]`, maxLength, true);
  });
  const coins = lines.reduce((a, l) => a + l.length, 0);
  if (coins > MAX_SUM_COINS) throw new EngineError('too_large', `a sum has at most ${MAX_SUM_COINS.toLocaleString('en')} coins here (got ${coins.toLocaleString('en')})`, { field: 'positions' });
  return lines;
}

function bool(req: RawRequest, name: string): boolean {
  const v = req[name];
  if (v === undefined || v === null) return false;
  if (typeof v !== 'boolean') throw new EngineError('bad_field', `"${name}" must be true or false`, { field: name });
  return v;
}

function player(req: RawRequest): Player {
  const v = field(req, 'player');
  if (v !== 'L' && v !== 'R') throw new EngineError('bad_field', '"player" must be "L" (Left) or "R" (Right)', { field: 'player' });
  return v;
}

export function moveJson(m: SumMove) {
  return { component: m.component, move: [m.move[0], m.move[1]], after: m.after, value: m.value.toString(), total: m.total.toString() };
}

export const flippingHandlers: GameHandlers = {
  value(req) {
    const raw = str(req, 'position');
    const line = readLine(raw, 'position', MAX_LINE);
    const r = runAlgorithm(line);
    const reduced = r.reduced.length <= MAX_ECHO ? reducedLine(r) : null;
    const wantDerivation = bool(req, 'derivation');
    return {
      position: line,
      dropped: raw.replace(/\s+/g, '').length - line.length,
      length: line.length,
      value: r.value.toString(),
      outcome: r.outcome,
      reduced,
      reducedLength: r.reduced.length,
      reductions: r.reductions,
      blocks: r.split.count,
      expression: r.split.count <= 64 ? expressionOf(r.split) : null,
      base: r.split.base,
      theorem31: theorem31(line),
      bestMoves: { left: bestLeftMove(line), right: bestRightMove(line) },
      bruteForceAvailable: line.length <= MAX_BRUTE_FORCE,
      walkthroughAvailable: line.length <= MAX_WALKTHROUGH,
      ...(wantDerivation ? { derivation: algorithmDerivation(line) } : {}),
    };
  },

  walkthrough(req) {
    return { derivation: algorithmDerivation(position(req)) };
  },

  sum(req, work) {
    const lines = positions(req);
    const analysis = analyzeSum(lines);
    const wm = winningMoves(lines, analysis, work);
    return {
      positions: lines,
      values: analysis.values.map(String),
      value: analysis.total.toString(),
      outcome: analysis.outcome,
      winningMoves: { left: wm.left.map(moveJson), right: wm.right.map(moveJson) },
      exhaustive: wm.exhaustive,
      bestMoves: { left: wm.bestLeft && moveJson(wm.bestLeft), right: wm.bestRight && moveJson(wm.bestRight) },
    };
  },

  sumWalkthrough(req, work) {
    const lines = positions(req, MAX_WALKTHROUGH);
    if (lines.length > MAX_SUM_WALKTHROUGH_LINES) throw new EngineError('too_large', `the sums walkthrough takes up to ${MAX_SUM_WALKTHROUGH_LINES} lines`, { field: 'positions' });
    return { derivation: sumDerivation(lines, work) };
  },

  bruteForce(req, work) {
    const line = position(req);
    if (line.length > MAX_BRUTE_FORCE) {
      throw new EngineError('too_large', `brute force runs on lines of up to ${MAX_BRUTE_FORCE} coins (after trailing heads are dropped); this one has ${line.length}. The Algorithm's value is still shown.`, { field: 'position' });
    }
    const brute = sharedTable.value(line, work);
    const algorithm = runAlgorithm(line).value;
    return { position: line, value: brute.toString(), algorithm: algorithm.toString(), agree: brute.eq(algorithm), filled: sharedTable.size };
  },

  bruteForceTable(req, work) {
    const coins = optionalInt(req, 'coins', 1, MAX_BRUTE_FORCE, 12);
    const checks = runChecks(sharedTable, coins, work);
    const algorithm = checks.find((c) => c.id === 'thm3.3')!;
    return { coins, lines: 2 ** coins, agree: algorithm.checked - algorithm.failures, checks };
  },

  paperClaims(req, work) {
    const brute = req.bruteForce === undefined ? true : bool(req, 'bruteForce');
    return { claims: evaluateClaims({ bruteForce: brute, work }) };
  },

  computerMove(req, work) {
    const lines = positions(req);
    const seed = optionalInt(req, 'seed', 0, 2 ** 32 - 1, 1);
    const c = computerMove(lines, player(req), readErrorRate(req), seed, work);
    return { move: c.move && moveJson(c.move), kind: c.kind, winning: c.winning };
  },

  canonical(req) {
    const line = position(req, MAX_CANONICAL);
    return { ...canonicalOfLine(line) };
  },
};
