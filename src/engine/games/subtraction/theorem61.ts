/**
 * Theorem 6.1 checked: for a Beatty set S = {⌊nα⌋} with complement {⌊nβ⌋} (1/α + 1/β = 1), the
 * theorem's rule says a heap n in S is a Left win, a heap n ≥ 1 not in S a next-player win,
 * and 0 a second-player win. The rule is run against outcomes computed from the rules
 * (outcomes.ts) for every heap 0..upTo.
 *
 * The hypotheses, as reconstructed (the extraction lost them): α irrational with 1 < α < 2.
 * The proof uses exactly two facts: 1 ∈ S (Left, moving first from a heap not in S, takes it
 * down to 1, where Right cannot move) and no two consecutive numbers outside S. Both hold iff
 * α < 2 (then ⌊α⌋ = 1 and β = α/(α − 1) > 2). For α > 2 the check shows where the rule first
 * fails.
 */
import type { Outcome } from '../../cgt/properties';
import type { Work } from '../../progress';
import { outcomeOf, outcomeTable } from './outcomes';
import { floorTimes } from './quadratic';
import { makeQuad, quadTex } from './quadraticParse';
import { alphaOf, makeSet, type SetSpec } from './rules';
import { memberTable } from './tables';

export interface Theorem61Check {
  set: string;
  alpha: string;
  alphaTex: string;
  /** ⌊α⌋: the hypothesis 1 < α < 2 holds iff it is 1 */
  floorAlpha: string;
  withinHypotheses: boolean;
  statement: string;
  hypotheses: string;
  upTo: number;
  /** every heap 0..upTo follows the rule */
  holds: boolean;
  failures: number;
  firstFailure: { heap: number; inS: boolean; rule: Outcome; computed: Outcome } | null;
  /** the first few heaps: rule and computed outcome side by side */
  sample: { heap: number; inS: boolean; rule: Outcome; computed: Outcome }[];
}

export const THEOREM_61 =
  "Theorem 6.1: with Left removing numbers in $\\{\\lfloor n\\alpha\\rfloor\\}$ and Right numbers in $\\{\\lfloor n\\beta\\rfloor\\}$, a heap in Left's set is a Left win ($\\mathcal L$), a heap in Right's set a next-player win ($\\mathcal N$), and 0 a $\\mathcal P$-position.";

export const HYPOTHESES_61 =
  "Reconstructed hypotheses: $\\alpha$ irrational with $1 < \\alpha < 2$ (so $\\beta = \\alpha/(\\alpha-1) > 2$). The proof uses that $1$ is Left's and that Right's set has no two consecutive numbers; both hold exactly when $\\alpha < 2$.";

export function ruleOutcome(n: number, inS: boolean): Outcome {
  return n === 0 ? 'P' : inS ? 'L' : 'N';
}

/** The check for a Beatty-type set (the caller has made sure alphaOf(spec) is not null). */
export function checkTheorem61(spec: SetSpec, upTo: number, work?: Work): Theorem61Check {
  const alpha = alphaOf(spec)!;
  const member = memberTable(spec, upTo);
  const codes = outcomeTable(member, upTo, work);
  const floorAlpha = floorTimes(alpha, 1n);
  let failures = 0;
  let firstFailure: Theorem61Check['firstFailure'] = null;
  const sample: Theorem61Check['sample'] = [];
  for (let n = 0; n <= upTo; n++) {
    const inS = member[n] === 1;
    const rule = ruleOutcome(n, inS);
    const computed = outcomeOf(codes[n]);
    if (n < 30) sample.push({ heap: n, inS, rule, computed });
    if (rule !== computed) {
      failures++;
      firstFailure ??= { heap: n, inS, rule, computed };
    }
  }
  return {
    set: makeSet(spec),
    alpha: makeQuad(alpha),
    alphaTex: quadTex(alpha),
    floorAlpha: floorAlpha.toString(),
    withinHypotheses: floorAlpha === 1n,
    statement: THEOREM_61,
    hypotheses: HYPOTHESES_61,
    upTo,
    holds: failures === 0,
    failures,
    firstFailure,
    sample,
  };
}
