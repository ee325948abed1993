/**
 * Question 6.3 explored: for every modulus p and every residue set T ⊆ {1, …, p − 1}, the
 * outcome sequence of S = {n ≥ 1 : n mod p ∈ T} to a given heap, where it becomes periodic
 * (period.ts, which assumes nothing about the period), and a summary per p.
 *
 * What is proved (residueDerivation.ts walks through it): the outcomes are periodic, with a
 * period dividing p, from heap p at the latest. What is observed: the least periods and
 * preperiods the finder reports, per p.
 */
import type { Work } from '../../progress';
import { OUTCOME_LETTERS, outcomeStrip, residueOutcomes } from './outcomes';
import { findPeriod } from './period';

export interface ExploreRow {
  residues: number[];
  /** the set's notation, or null for T = ∅ (Left never moves: not a set the notation accepts) */
  set: string | null;
  preperiod: number | null;
  period: number | null;
  /** outcomes of heaps 0..stripLength − 1, one letter each (L, R, N, P) */
  strip: string;
  /** the repeating block, from heap `preperiod` (null when no period is found) */
  block: string | null;
}

export interface ExploreSummary {
  p: number;
  sets: number;
  periodic: number;
  /** how many sets have each least period */
  periods: Record<string, number>;
  maxPreperiod: number;
  /** every period divides p and every preperiod is at most p, as proved */
  asProved: boolean;
}

export interface ExploreAnswer {
  upTo: number;
  moduli: number[];
  rows: { p: number; sets: ExploreRow[] }[];
  summary: ExploreSummary[];
  proved: string;
  observed: string;
}

export const PROVED_63 =
  'Proved (see the walkthrough): for every p and T the outcome of heap $n$ depends only on $n \\bmod p$ from $n = p$ on; so the outcome sequence is periodic with a period dividing $p$ and a preperiod of at most $p$. The answer to Question 6.3 for outcomes is yes.';

/** Residue sets of one modulus in mask order: T ↔ bits 1..p−1 (T = ∅ first). */
export function residueSets(p: number): number[][] {
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << (p - 1); mask++) {
    const t: number[] = [];
    for (let r = 1; r < p; r++) if ((mask >> (r - 1)) & 1) t.push(r);
    out.push(t);
  }
  return out;
}

export function exploreRow(p: number, residues: number[], upTo: number, stripLength: number): ExploreRow {
  const codes = residueOutcomes(p, residues, upTo);
  const f = findPeriod(codes);
  return {
    residues,
    set: residues.length ? `mod:${p}:${residues.join(',')}` : null,
    preperiod: f ? f.preperiod : null,
    period: f ? f.period : null,
    strip: outcomeStrip(codes, 0, Math.min(upTo, stripLength - 1)),
    block: f ? outcomeStrip(codes, f.preperiod, f.preperiod + f.period - 1) : null,
  };
}

/** Every T for each modulus in `moduli`, heaps 0..upTo; ticks once per set (done of total). */
export function explore(
  moduli: readonly number[],
  upTo: number,
  stripLength: number,
  work: Work,
): ExploreAnswer {
  const total = moduli.reduce((s, p) => s + 2 ** (p - 1), 0);
  let done = 0;
  const rows: ExploreAnswer['rows'] = [];
  const summary: ExploreSummary[] = [];
  for (const p of moduli) {
    const sets: ExploreRow[] = [];
    for (const t of residueSets(p)) {
      work.tick(done, total, 'residue sets');
      sets.push(exploreRow(p, t, upTo, stripLength));
      done++;
    }
    const periods: Record<string, number> = {};
    let periodic = 0;
    let maxPreperiod = 0;
    let asProved = true;
    for (const r of sets) {
      if (r.period === null) {
        asProved = false;
        continue;
      }
      periodic++;
      periods[r.period] = (periods[r.period] ?? 0) + 1;
      maxPreperiod = Math.max(maxPreperiod, r.preperiod!);
      if (p % r.period !== 0 || r.preperiod! > p) asProved = false;
    }
    rows.push({ p, sets });
    summary.push({ p, sets: sets.length, periodic, periods, maxPreperiod, asProved });
  }
  work.tick(total, total, 'residue sets');
  const all = summary.every((s) => s.periodic === s.sets);
  const maxPre = summary.map((s) => `${s.maxPreperiod} at p = ${s.p}`).join(', ');
  return {
    upTo,
    moduli: [...moduli],
    rows,
    summary,
    proved: PROVED_63,
    observed: all
      ? `Observed: all ${total.toLocaleString('en')} residue sets are periodic to heap ${upTo.toLocaleString('en')}; every least period divides p; the largest preperiods are ${maxPre}.`
      : `Observed: some residue sets show no period up to heap ${upTo.toLocaleString('en')} (see the rows without one).`,
  };
}

export const OUTCOME_ORDER = OUTCOME_LETTERS;
