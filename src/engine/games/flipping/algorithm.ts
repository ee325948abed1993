/**
 * The Algorithm of Section 3, whole: reduce (Step 2), split (Steps 3–4), value (Steps 5–6).
 * Theorem 3.3 says it returns the value of the line; the tests check that against brute
 * force for every line up to 14 coins and random lines up to 20.
 */
import type { Dyadic } from '../../arith/dyadic';
import { coinsToLine, reduce, toCoins, type Reduction } from './reduce';
import { splitLine, type Split } from './split';
import { evaluateSplit } from './ordinalSum';
import type { Outcome } from './outcome';
import { outcomeOf } from './outcome';

export interface AlgorithmResult {
  /** The reduced line as coins (0/1). */
  reduced: Uint8Array;
  reductions: number;
  /** The replacements made, when asked for. */
  steps: Reduction[] | null;
  split: Split;
  value: Dyadic;
  outcome: Outcome;
}

/** Run the Algorithm on a normalised line. Linear time: a million coins in a fraction of a second. */
export function runAlgorithm(line: string, recordSteps = false): AlgorithmResult {
  const r = reduce(toCoins(line), recordSteps);
  const split = splitLine(r.coins);
  const value = evaluateSplit(split);
  return { reduced: r.coins, reductions: r.count, steps: r.steps, split, value, outcome: outcomeOf(value) };
}

/** The value of a normalised line by the Algorithm. */
export function algorithmValue(line: string): Dyadic {
  return runAlgorithm(line).value;
}

export function reducedLine(result: AlgorithmResult): string {
  return coinsToLine(result.reduced);
}
