/**
 * The second problem (paper §4): which configurations take longest? Swapping a one left of
 * a zero lengthens the decay, so only c_k (N − k tails under k heads) can be slowest;
 * n.c_k = k(2N + 1 − 2k) is largest at k = (N + 1) div 2, giving N(N + 1)/2.
 * `slowestBySearch` checks this over all 2^N configurations for small N.
 */
import { fromMask, makeConfiguration, type Configuration } from './configuration';
import { decayTime } from './statistics';
import { simulateDecayMask } from './process';
import type { Work } from '../../progress';

/** c_k: tails on coins 1..N−k, heads on N−k+1..N. */
export function ck(coins: number, k: number): Configuration {
  const c = new Uint8Array(coins);
  for (let i = coins - k; i < coins; i++) c[i] = 1;
  return c;
}

export function slowestK(coins: number): number {
  return Math.floor((coins + 1) / 2);
}

export function slowestConfiguration(coins: number): Configuration {
  return ck(coins, slowestK(coins));
}

/** N(N+1)/2 as the paper states it. */
export function maximumDecay(coins: number): number {
  return (coins * (coins + 1)) / 2;
}

export interface CandidateRow {
  k: number;
  configuration: string;
  /** k(2N + 1 − 2k), the paper's formula */
  formula: number;
  /** 2v − w² computed from the configuration */
  n: number;
}

/** The candidates c_0..c_N with n by the paper's formula and by 2v − w² (configurations only for N ≤ 64). */
export function candidates(coins: number): CandidateRow[] {
  const rows: CandidateRow[] = [];
  for (let k = 0; k <= coins; k++) {
    const c = ck(coins, k);
    rows.push({
      k,
      configuration: coins <= 64 ? makeConfiguration(c) : '',
      formula: k * (2 * coins + 1 - 2 * k),
      n: decayTime(c),
    });
  }
  return rows;
}

export interface SearchResult {
  coins: number;
  /** the longest decay, by simulation of every configuration */
  maximum: number;
  /** every configuration attaining it */
  slowest: string[];
}

/** Exhaustive: simulate every one of the 2^N configurations (N ≤ 22). */
export function slowestBySearch(coins: number, work?: Work): SearchResult {
  if (coins > 22) throw new RangeError('search runs up to 22 coins');
  let maximum = -1;
  let masks: number[] = [];
  const total = 2 ** coins;
  for (let mask = 0; mask < total; mask++) {
    const n = simulateDecayMask(mask);
    if (n > maximum) {
      maximum = n;
      masks = [mask];
    } else if (n === maximum) masks.push(mask);
    if ((mask & 0x3fff) === 0) work?.tick(mask, total, 'simulating every configuration');
  }
  return { coins, maximum, slowest: masks.map((m) => makeConfiguration(fromMask(m, coins))) };
}
