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
 *   options        {position}                  → a short line's Left and Right options as the paper writes them, with values
 */
import { op } from '../../handler';
import { bool, fields, reader, refine, withDefault, int, type Reader } from '../../read';
import { fail, ok, type Result } from '../../result';
import { errorRateField, playerField, seedField } from '../computerChoice';
import { runAlgorithm, reducedLine } from './algorithm';
import { sharedTable } from './bruteForce';
import { canonicalOfLine } from './canonical';
import { evaluateClaims } from './claimsEval';
import { computerMove } from './computer';
import { algorithmDerivation } from './derivation';
import { withFlippingAsks } from './yourTurn';
import { expressionOf } from './ordinalSum';
import { MAX_OPTIONS_LINE, optionsOf } from './optionsOf';
import { MAX_BRUTE_FORCE, MAX_CANONICAL, MAX_LINE, MAX_WALKTHROUGH, parseLine } from './rules';
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

/** A typed line (normalised), and how many trailing heads were dropped from it. */
function readLine(text: string, name: string, max: number): Result<{ line: string; dropped: number }> {
  const r = parseLine(text, max);
  if (!r.ok) return fail(r.error.code, r.error.message, { field: name, at: r.error.at });
  return ok({ line: r.value, dropped: text.replace(/\s+/g, '').length - r.value.length });
}

/** The "position" field: one line of at most `max` coins, normalised. */
const typedLine = (max = MAX_LINE) =>
  reader<{ line: string; dropped: number }, string>((v, name) =>
    typeof v === 'string'
      ? readLine(v, name, max)
      : fail('bad_field', `"${name}" must be a string`, { field: name }),
  );
const lineField = (max = MAX_LINE): Reader<string, string> => refine(typedLine(max), (r) => ok(r.line));

/** A sum's lines: an array of strings; an empty string is a line with no coins left (0). */
const linesField = (max = MAX_LINE): Reader<string[], string[]> =>
  reader((v, name) => {
    if (!Array.isArray(v)) return fail('bad_field', `"${name}" must be an array`, { field: name });
    if (v.length > MAX_LINES)
      return fail('too_large', `"${name}" has at most ${MAX_LINES} entries here (got ${v.length})`, {
        field: name,
      });
    if (v.length === 0) return fail('bad_field', 'a sum needs at least one line', { field: name });
    const lines: string[] = [];
    for (const [k, text] of v.entries()) {
      if (typeof text !== 'string')
        return fail('bad_field', `line ${k + 1} must be a string of 0s and 1s`, { field: name });
      if (text.trim() === '') {
        lines.push('');
        continue;
      }
      const r = readLine(text, `${name}[${k}]`, max);
      if (!r.ok) return r;
      lines.push(r.value.line);
    }
    const coins = lines.reduce((a, l) => a + l.length, 0);
    if (coins > MAX_SUM_COINS)
      return fail(
        'too_large',
        `a sum has at most ${MAX_SUM_COINS.toLocaleString('en')} coins here (got ${coins.toLocaleString('en')})`,
        { field: name },
      );
    return ok(lines);
  });

export function moveJson(m: SumMove) {
  return {
    component: m.component,
    move: [m.move[0], m.move[1]] as [number, number],
    after: m.after,
    value: m.value.toString(),
    total: m.total.toString(),
  };
}

export const flippingHandlers = {
  value: op(
    fields({ position: typedLine(), derivation: withDefault(bool, false) }),
    ({ position: { line, dropped }, derivation }) => {
      const r = runAlgorithm(line);
      const reduced = r.reduced.length <= MAX_ECHO ? reducedLine(r) : null;
      return {
        position: line,
        dropped,
        length: line.length,
        value: r.value.toString(),
        /** k in the value's denominator 2^k (printed 2^k when long) */
        denominatorExponent: r.value.exp,
        outcome: r.outcome,
        reduced,
        reducedLength: r.reduced.length,
        reductions: r.reductions,
        blocks: r.split.count,
        expression: r.split.count <= 64 ? expressionOf(r.split) : null,
        base: r.split.base,
        theorem31: theorem31(line),
        bestMoves: { left: bestLeftMove(line), right: bestRightMove(line) },
        ...(derivation ? { derivation: withFlippingAsks(algorithmDerivation(line)) } : {}),
      };
    },
  ),

  walkthrough: op(fields({ position: lineField() }), ({ position }) => ({
    derivation: withFlippingAsks(algorithmDerivation(position)),
  })),

  sum: op(fields({ positions: linesField() }), ({ positions: lines }, work) => {
    const analysis = analyzeSum(lines);
    const wm = winningMoves(lines, analysis, work);
    return {
      positions: lines,
      values: analysis.values.map(String),
      value: analysis.total.toString(),
      outcome: analysis.outcome,
      winningMoves: { left: wm.left.map(moveJson), right: wm.right.map(moveJson) },
      exhaustive: wm.exhaustive,
      bestMoves: {
        left: wm.bestLeft && moveJson(wm.bestLeft),
        right: wm.bestRight && moveJson(wm.bestRight),
      },
    };
  }),

  sumWalkthrough: op(
    fields({
      positions: refine(linesField(MAX_WALKTHROUGH), (lines) =>
        lines.length > MAX_SUM_WALKTHROUGH_LINES
          ? fail('too_large', `the sums walkthrough takes up to ${MAX_SUM_WALKTHROUGH_LINES} lines`)
          : ok(lines),
      ),
    }),
    ({ positions }, work) => ({ derivation: sumDerivation(positions, work) }),
  ),

  bruteForce: op(
    fields({
      position: refine(lineField(), (line) =>
        line.length > MAX_BRUTE_FORCE
          ? fail(
              'too_large',
              `brute force runs on lines of up to ${MAX_BRUTE_FORCE} coins (after trailing heads are dropped); this one has ${line.length}. The Algorithm's value is still shown.`,
            )
          : ok(line),
      ),
    }),
    ({ position: line }, work) => {
      const brute = sharedTable.value(line, work);
      const algorithm = runAlgorithm(line).value;
      return {
        position: line,
        value: brute.toString(),
        algorithm: algorithm.toString(),
        agree: brute.eq(algorithm),
      };
    },
  ),

  bruteForceTable: op(fields({ coins: withDefault(int(1, MAX_BRUTE_FORCE), 12) }), ({ coins }, work) => {
    const checks = runChecks(sharedTable, coins, work);
    const algorithm = checks.find((c) => c.id === 'thm3.3')!;
    return { coins, lines: 2 ** coins, agree: algorithm.checked - algorithm.failures, checks };
  }),

  paperClaims: op(fields({ bruteForce: withDefault(bool, true) }), ({ bruteForce }, work) => ({
    claims: evaluateClaims({ bruteForce, work }),
  })),

  computerMove: op(
    fields({ positions: linesField(), player: playerField, errorRate: errorRateField, seed: seedField(1) }),
    ({ positions, player, errorRate, seed }, work) => {
      const c = computerMove(positions, player, errorRate, seed, work);
      return { move: c.move && moveJson(c.move), kind: c.kind, winning: c.winning };
    },
  ),

  canonical: op(fields({ position: lineField(MAX_CANONICAL) }), ({ position }) => ({
    ...canonicalOfLine(position),
  })),

  options: op(fields({ position: lineField(MAX_OPTIONS_LINE) }), ({ position }, work) => ({
    position,
    ...optionsOf(position, work),
  })),
};
