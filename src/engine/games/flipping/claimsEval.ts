/**
 * Evaluate the paper's claims (paperClaims.ts): the engine's answer, an independent check
 * where one runs, and which is right. Used by the verification panel (op "paperClaims")
 * and by the tests.
 */
import type { Dyadic } from '../../arith/dyadic';
import type { Work } from '../../progress';
import { runAlgorithm, reducedLine } from './algorithm';
import { type BruteForceTable, sharedTable } from './bruteForce';
import { blockViews } from './derivation';
import { expressionOf } from './ordinalSum';
import { PAPER_CLAIMS, type ClaimKind } from './paperClaims';
import { applyReduction } from './reduce';
import { MAX_BRUTE_FORCE, flip } from './rules';
import { analyzeSum, winningMoves } from './sums';
import { bestLeftMove } from './theorems';
import { runChecks, type CheckResult } from './theoremChecks';

export interface ClaimTools {
  value(line: string): Dyadic;
  /** Brute force on the line, or on its reduced form when the line is too long (null if neither fits). */
  bruteForce(line: string): { value: string; how: string } | null;
  bruteForceSum(lines: readonly string[]): { value: string; how: string } | null;
  chain(line: string): string[];
  reduced(line: string): string;
  partition(line: string): string;
  expression(line: string): string;
  sum(lines: readonly string[]): Dyadic;
  leftWinning(lines: readonly string[]): string;
  leftBestIn(lines: readonly string[], c: number): string;
  /** "holds", or "fails …" with a counterexample, on every line up to the checked size. */
  statement(id: string): string;
}

export interface ClaimResult {
  id: string;
  section: string;
  claim: string;
  kind: ClaimKind;
  printed: string;
  computed: string;
  check: { value: string; how: string } | null;
  agrees: boolean;
  /** Which is right when they differ: the computation (confirmed by the check if there is one) or the print. */
  right: 'both' | 'computed' | 'printed' | 'unclear';
  note: string | null;
  /** 'unstated': a step the paper's proofs take without printing it; never a misprint. */
  source: 'printed' | 'unstated';
  /** A printed claim the computation contradicts: a misprint or a false claim; null otherwise. */
  error: 'misprint' | 'false' | null;
}

export interface ClaimOptions {
  /** Run brute force (fills lines up to 20 coins once; ~1 s) and the statement checks. */
  bruteForce?: boolean;
  /** Lines up to this many coins for the statement checks (default 12). */
  checkCoins?: number;
  table?: BruteForceTable;
  work?: Work;
}

export function makeTools(opts: ClaimOptions = {}): ClaimTools {
  const table = opts.table ?? sharedTable;
  const brute = opts.bruteForce !== false;
  let checks: CheckResult[] | null = null;
  const bf = (line: string) => table.value(line, opts.work).toString();
  const tools: ClaimTools = {
    value: (line) => runAlgorithm(line).value,
    bruteForce(line) {
      if (!brute) return null;
      if (line.length <= MAX_BRUTE_FORCE) return { value: bf(line), how: 'brute force' };
      const r = reducedLine(runAlgorithm(line));
      if (r.length > MAX_BRUTE_FORCE) return null;
      return {
        value: bf(r),
        how: `brute force on the reduced line ${r} (${r.length} coins; the reductions are Lemmas 4.3–4.4, checked below)`,
      };
    },
    bruteForceSum(lines) {
      if (!brute || lines.some((l) => l.length > MAX_BRUTE_FORCE)) return null;
      return {
        value: analyzeSum(lines, (l) => table.value(l, opts.work)).total.toString(),
        how: 'brute force on each line, added',
      };
    },
    chain(line) {
      const r = runAlgorithm(line, true);
      const out = [line];
      for (const step of r.steps ?? []) out.push(applyReduction(out[out.length - 1], step));
      return out;
    },
    reduced: (line) => reducedLine(runAlgorithm(line)),
    partition(line) {
      const r = runAlgorithm(line);
      const blocks = blockViews(reducedLine(r), r.split);
      const g = blocks.pop();
      return (
        (g?.coins ?? '') +
        blocks
          .reverse()
          .map((b) => `(${b.coins})`)
          .join('')
      );
    },
    expression: (line) => expressionOf(runAlgorithm(line).split),
    sum: (lines) => analyzeSum(lines).total,
    leftWinning(lines) {
      const wm = winningMoves(lines, analyzeSum(lines));
      return wm.left.map((m) => `${lines[m.component]} → ${m.after} (${m.total})`).join('; ') || 'none';
    },
    leftBestIn(lines, c) {
      const a = analyzeSum(lines);
      const m = bestLeftMove(lines[c]);
      if (!m) return 'no move';
      const v = runAlgorithm(flip(lines[c], m[0], m[1])).value;
      return `${v}; ${a.total.sub(a.values[c]).add(v)}`;
    },
    statement(id) {
      if (!brute) return 'not checked';
      checks ??= runChecks(table, opts.checkCoins ?? 12, opts.work);
      const c = checks.find((x) => x.id === id);
      if (!c) throw new Error(`no check ${id}`);
      return c.failures === 0
        ? 'holds'
        : `fails in ${c.failures} of ${c.checked} cases up to ${opts.checkCoins ?? 12} coins, e.g. ${c.counterexample}`;
    },
  };
  return tools;
}

export function evaluateClaims(opts: ClaimOptions = {}): ClaimResult[] {
  const tools = makeTools(opts);
  return PAPER_CLAIMS.map((c) => {
    let computed: string;
    try {
      computed = c.compute(tools);
    } catch (e) {
      computed = `error: ${e instanceof Error ? e.message : String(e)}`;
    }
    const check = c.check?.(tools) ?? null;
    const agrees = computed === c.printed;
    // A statement that holds says how far it was checked: no statement is checked on every line.
    if (c.kind === 'statement' && computed === 'holds')
      computed = `holds for every line up to ${opts.checkCoins ?? 12} coins`;
    let right: ClaimResult['right'] = 'both';
    if (!agrees) {
      if (computed === 'not checked') right = 'unclear';
      else if (!check) right = 'computed';
      else right = check.value === computed ? 'computed' : check.value === c.printed ? 'printed' : 'unclear';
    }
    return {
      id: c.id,
      section: c.section,
      claim: c.claim,
      kind: c.kind,
      printed: c.printed,
      computed,
      check,
      agrees,
      right,
      note: agrees ? null : (c.ifWrong ?? null),
      source: c.source ?? 'printed',
      error: agrees || (c.source ?? 'printed') !== 'printed' ? null : (c.wrong ?? 'misprint'),
    };
  });
}
