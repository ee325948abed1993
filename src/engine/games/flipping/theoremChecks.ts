/**
 * The paper's statements checked against brute force on every line up to n coins (n ≤ 20):
 * Theorem 3.2 (numbers), Theorem 3.3 (the Algorithm), Theorem 3.1, Theorem 4.2,
 * Lemmas 4.3–4.6, the introduction's claims, and the exponent written in the proof of
 * Theorem 3.3 (Section 4.1), which differs from Step 6's. Nothing here is assumed: each
 * check compares the statement with the brute-force values and reports counterexamples.
 */
import { Dyadic, simplestBetween } from '../../arith/dyadic';
import { ordinalSum } from '../../arith/ordinalSum';
import type { Work } from '../../progress';
import { reducedLine, runAlgorithm } from './algorithm';
import { isReduced } from './reduce';
import { BruteForceTable, scaledToDyadic } from './bruteForce';
import { indexToLine, lineToIndex, normalize, type Player } from './rules';
import { bestLeftMove, bestRightMove, theorem31, theorem31AsPrinted } from './theorems';

export interface CheckResult {
  id: string;
  section: string;
  statement: string;
  /** Instances of the statement checked (lines, or occurrences within lines). */
  checked: number;
  failures: number;
  /** The first failure, in words, or null. */
  counterexample: string | null;
}

const CHECKS: { id: string; section: string; statement: string }[] = [
  {
    id: 'thm3.2',
    section: '§3, Theorem 3.2',
    statement: 'Every position is a number (best Left option < best Right option everywhere).',
  },
  { id: 'thm3.3', section: '§3, Theorem 3.3', statement: 'The Algorithm returns the value of the line.' },
  {
    id: 'thm3.1',
    section: '§3, Theorem 3.1 (with "non-zero", as in §1)',
    statement: 'A non-zero even number of 1s, or d1 = 1 and at least two 1s: Left wins (value > 0).',
  },
  {
    id: 'thm3.1-printed',
    section: '§3, Theorem 3.1 as printed',
    statement: 'An even number of 1s, or d1 = 1 and at least two 1s: Left wins (value > 0).',
  },
  {
    id: 'thm4.2-left',
    section: '§4, Theorem 4.2',
    statement: "Left's best move flips the two rightmost 1s.",
  },
  {
    id: 'thm4.2-right',
    section: '§4, Theorem 4.2',
    statement: "Right's best move flips the rightmost 0 and the 1 after it.",
  },
  {
    id: 'intro-right',
    section: '§1, Introduction',
    statement:
      'A line is a Right win exactly when the part left at the end of the Algorithm is 0…01 (at least one 0).',
  },
  {
    id: 'intro-runs',
    section: '§1, Introduction',
    statement: 'The reduction leaves at most three consecutive 1s, unless the line is all 1s.',
  },
  {
    id: 'intro-tails-first',
    section: '§1, Introduction',
    statement: 'Left wins any non-trivial line starting with 1 (at least two 1s).',
  },
  {
    id: 'lemma4.3',
    section: '§4, Lemma 4.3',
    statement: 'α 0111 1^a = α 10 1^a (the paper assumes α ≥ 0; checked for every α).',
  },
  {
    id: 'lemma4.4',
    section: '§4, Lemma 4.4',
    statement: 'α 0111 β = α 10 β when β starts with 1, or starts with 0 and has an even number of 1s.',
  },
  {
    id: 'lemma4.5',
    section: '§4, Lemma 4.5',
    statement:
      'α 0 1^a 0^p 1 0^q 1 = α 0 1^a : 1/2^(2p+q−1) (a ≥ 1, p + q ≥ 1), the base being the position α 0 1^a with its own options.',
  },
  {
    id: 'lemma4.5-values',
    section: '§4, Lemma 4.5 read on values',
    statement: 'The same with the base replaced by its value (its sign expansion), on every line.',
  },
  {
    id: 'step6',
    section: '§3, Step 6',
    statement:
      'On reduced lines, G_j = v_(j+1) : 1/2^(2p_j+q_j−1) with v_(j+1) the value of G_(j+1) (what the Algorithm computes).',
  },
  {
    id: 'proof3.3-G0',
    section: '§4.1, proof of Theorem 3.3',
    statement: 'In Step 3, G_0 (the reduced line) never ends in 111 (“true for i = 0 by Lemma 4.3”).',
  },
  {
    id: 'proof3.3-exponent',
    section: '§4.1, proof of Theorem 3.3',
    statement: 'On reduced lines, G_j = G_(j+1) : 1/2^(2p_j+q_j), the exponent as written in the proof.',
  },
  {
    id: 'lemma4.6',
    section: '§4, Lemma 4.6',
    statement: '0^p 1 = −p and 1^a 0^p 1 0^q 1 = ⌊a/2⌋ + 1/2^(2p+q).',
  },
];

export const CHECK_IDS = CHECKS.map((c) => c.id);

class Tally {
  checked = 0;
  failures = 0;
  counterexample: string | null = null;
  record(ok: boolean, describe: () => string): void {
    this.checked++;
    if (ok) return;
    this.failures++;
    if (this.counterexample === null) this.counterexample = describe();
  }
}

/** Run every check on all lines of up to n coins. */
export function runChecks(table: BruteForceTable, n: number, work?: Work): CheckResult[] {
  table.fillLines(n, work);
  const t = new Map(CHECKS.map((c) => [c.id, new Tally()]));
  const tally = (id: string) => t.get(id)!;
  const val = (line: string) => scaledToDyadic(table.scaled(lineToIndex(line)));
  const total = 2 ** n;
  for (let x = 0; x < total; x++) {
    if ((x & 0x3ff) === 0) work?.tick(x, total, 'checking the theorems on every line');
    const line = indexToLine(x);
    const v = scaledToDyadic(table.scaled(x));
    tally('thm3.2').record(true, () => '');
    const alg = runAlgorithm(line);
    tally('thm3.3').record(alg.value.eq(v), () => `${line}: Algorithm ${alg.value}, brute force ${v}`);
    if (theorem31(line)) tally('thm3.1').record(v.sign() > 0, () => `${line} = ${v}`);
    if (theorem31AsPrinted(line))
      tally('thm3.1-printed').record(
        v.sign() > 0,
        () => `${line || 'the line with no 1s'} = ${v}: the second player wins`,
      );
    checkBest(tally('thm4.2-left'), table, x, line, 'L', bestLeftMove(line));
    checkBest(tally('thm4.2-right'), table, x, line, 'R', bestRightMove(line));
    const base = alg.split.base;
    const endsInZeros = base.kind === 'zeros' && base.r >= 1;
    tally('intro-right').record(endsInZeros === v.sign() < 0, () => `${line} = ${v}`);
    const reduced = reducedLine(alg);
    // Lemma 4.3 removes 0111: a run of 1s with no 0 before it stays, so 111 is reduced
    tally('proof3.3-G0').record(
      !reduced.endsWith('111'),
      () => `${line} reduces to ${reduced}, which ends in 111`,
    );
    if (!/^1*$/.test(reduced))
      tally('intro-runs').record(!reduced.includes('1111'), () => `${line} reduces to ${reduced}`);
    if (line.startsWith('1') && line.indexOf('1', 1) > 0)
      tally('intro-tails-first').record(v.sign() > 0, () => `${line} = ${v}`);
    checkLemma43(tally('lemma4.3'), line, v, val);
    checkLemma44(tally('lemma4.4'), line, v, val);
    checkLemma45(t, table, line, v, val);
    checkLemma46(tally('lemma4.6'), line, v);
  }
  work?.tick(total, total, 'checking the theorems on every line');
  return CHECKS.map((c) => ({ ...c, ...pick(tally(c.id)) }));
}

function pick(t: Tally) {
  return { checked: t.checked, failures: t.failures, counterexample: t.counterexample };
}

/** The best option's scaled value for `player` (±Infinity when there is no move); indices, not strings. */
function bestOption(table: BruteForceTable, x: number, line: string, player: Player): number {
  let target = player === 'L' ? -Infinity : Infinity;
  const n = line.length;
  for (let i = 0; i < n; i++) {
    const ti = (x >>> i) & 1;
    if (player === 'L' ? !ti : ti) continue;
    const xi = x ^ (1 << i);
    for (let j = i + 1; j < n; j++) {
      if (((x >>> j) & 1) === 0) continue;
      const w = table.scaled(xi ^ (1 << j));
      if (player === 'L' ? w > target : w < target) target = w;
    }
  }
  return target;
}

/** Is the claimed move as good as the best option? */
function checkBest(
  t: Tally,
  table: BruteForceTable,
  x: number,
  line: string,
  player: Player,
  best: readonly [number, number] | null,
): void {
  const target = bestOption(table, x, line, player);
  if (!Number.isFinite(target)) return; // no move
  const claimed = best ? table.scaled(x ^ (1 << (best[0] - 1)) ^ (1 << (best[1] - 1))) : NaN;
  t.record(
    claimed === target,
    () =>
      `${line}: the claimed move ${best ? `[${best}]` : '(none)'} is worth ${best ? scaledToDyadic(claimed) : '—'}, the best ${scaledToDyadic(target)}`,
  );
}

function checkLemma43(t: Tally, line: string, v: Dyadic, val: (l: string) => Dyadic): void {
  const m = /^(.*)0111(1*)$/.exec(line);
  if (!m) return;
  const other = normalize(`${m[1]}10${m[2]}`);
  t.record(val(other).eq(v), () => `${line} = ${v} but ${other} = ${val(other)}`);
}

function checkLemma44(t: Tally, line: string, v: Dyadic, val: (l: string) => Dyadic): void {
  for (let at = line.indexOf('0111'); at >= 0; at = line.indexOf('0111', at + 1)) {
    const beta = line.slice(at + 4);
    const ones = beta.split('1').length - 1;
    if (!(beta.startsWith('1') || (beta.startsWith('0') && ones % 2 === 0))) continue;
    const other = normalize(line.slice(0, at) + '10' + beta);
    t.record(val(other).eq(v), () => `${line} = ${v} but ${other} = ${val(other)}`);
  }
}

function lastThree(line: string): [number, number, number] | null {
  const t1 = line.lastIndexOf('1');
  const t2 = t1 > 0 ? line.lastIndexOf('1', t1 - 1) : -1;
  const t3 = t2 > 0 ? line.lastIndexOf('1', t2 - 1) : -1;
  return t3 < 0 ? null : [t1, t2, t3];
}

/**
 * G : 1/2^e with G a position (not a number): G:H = {G^L, G:H^L | G^R, G:H^R} with H's
 * canonical options {0 | 1/2^(e−1)} (1 = {0 | }); the best of G^L ∪ {G:0} is v(G) itself.
 */
function formOrdinalSum(value: Dyadic, bestRight: Dyadic | null, e: number): Dyadic {
  let upper = bestRight;
  let result: Dyadic | null = null;
  for (let k = 0; k <= e; k++) {
    result = simplestBetween(value, upper);
    if (!result) throw new Error('not a number');
    upper = upper && upper.lt(result) ? upper : result;
  }
  return result!;
}

function checkLemma45(
  t: Map<string, Tally>,
  table: BruteForceTable,
  line: string,
  v: Dyadic,
  val: (l: string) => Dyadic,
): void {
  const three = lastThree(line);
  if (!three) return;
  const [t1, t2, t3] = three;
  const p = t2 - t3 - 1;
  const q = t1 - t2 - 1;
  if (line.lastIndexOf('0', t3) < 0 || p + q < 1) return; // the run ending at t3 must follow a 0
  const baseLine = line.slice(0, t3 + 1);
  const baseValue = val(baseLine);
  const e = 2 * p + q - 1;
  const right = bestOption(table, lineToIndex(baseLine), baseLine, 'R');
  const byForm = formOrdinalSum(baseValue, Number.isFinite(right) ? scaledToDyadic(right) : null, e);
  t.get('lemma4.5')!.record(byForm.eq(v), () => `${line} = ${v} but ${baseLine} : 1/2^${e} = ${byForm}`);
  const byValue = ordinalSum(baseValue, Dyadic.of(1n, e));
  t.get('lemma4.5-values')!.record(
    byValue.eq(v),
    () => `${line} = ${v}, but ${baseLine} = ${baseValue} and ${baseValue} : 1/2^${e} = ${byValue}`,
  );
  if (!isReduced(line)) return;
  t.get('step6')!.record(byValue.eq(v), () => `${line} = ${v} but ${baseValue} : 1/2^${e} = ${byValue}`);
  const printed = ordinalSum(baseValue, Dyadic.of(1n, e + 1));
  t.get('proof3.3-exponent')!.record(
    printed.eq(v),
    () => `${line} = ${v}, but ${baseLine} : 1/2^${e + 1} = ${baseValue} : 1/2^${e + 1} = ${printed}`,
  );
}

function checkLemma46(t: Tally, line: string, v: Dyadic): void {
  let m = /^(0*)1$/.exec(line);
  if (m) {
    t.record(v.eq(Dyadic.int(-m[1].length)), () => `${line} = ${v}, not ${-m![1].length}`);
    return;
  }
  m = /^(1*?)(0*)1(0*)1$/.exec(line);
  if (!m) return;
  const [a, p, q] = [m[1].length, m[2].length, m[3].length];
  const formula = Dyadic.int(Math.floor(a / 2)).add(Dyadic.of(1n, 2 * p + q));
  t.record(formula.eq(v), () => `${line} = ${v}, the formula gives ${formula}`);
}
