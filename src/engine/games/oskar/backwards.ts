/**
 * The backwards game (paper §6): a move goes from c to any b with s.b = c. If c has weight
 * w, the only candidates are c with coin w+1 turned from tail to head (then s turns it back)
 * and c with coin w−1 turned from head to tail; all tails also has itself (s fixes it).
 *
 * Two players alternate; who cannot move loses. The fixed point is treated as follows:
 * by default the "move" from all tails to itself is not a move (it changes nothing), and then
 * every move raises n by exactly 1 (n.b = n.c + 1, as s.b = c), so the game is finite and
 * has Grundy values (each position has at most two options, so they are 0, 1 or 2). If the
 * self-move is allowed, only all tails changes: it wins when 10…0 is a P-position, and
 * otherwise it is a draw (both players repeat it forever rather than lose).
 */
import { makeConfiguration, popcount, type Configuration } from './configuration';
import { weight } from './process';
import { decayTimeMask } from './statistics';
import type { Work } from '../../progress';
import { mex } from '../../arith/nim';

export interface Predecessor {
  /** the configuration b with s.b = c */
  configuration: Configuration;
  /** the coin whose turning distinguishes b from c (s.b turns it back) */
  coin: number;
}

/** All b ≠ c with s.b = c (0, 1 or 2 of them). */
export function predecessors(c: Configuration): Predecessor[] {
  const N = c.length;
  const w = weight(c);
  const out: Predecessor[] = [];
  if (w + 1 <= N && c[w] === 0) {
    const b = c.slice();
    b[w] = 1;
    out.push({ configuration: b, coin: w + 1 });
  }
  if (w >= 2 && c[w - 2] === 1) {
    const b = c.slice();
    b[w - 2] = 0;
    out.push({ configuration: b, coin: w - 1 });
  }
  return out;
}

/** predecessors on bitmasks (N ≤ 30), excluding the self-loop at 0. */
export function predecessorMasks(mask: number, coins: number): number[] {
  const w = popcount(mask);
  const out: number[] = [];
  if (w + 1 <= coins && !((mask >>> w) & 1)) out.push((mask | (1 << w)) >>> 0);
  if (w >= 2 && (mask >>> (w - 2)) & 1) out.push((mask & ~(1 << (w - 2))) >>> 0);
  return out;
}

export const TABLE_MAX_COINS = 20;

/** Grundy values of every configuration of N ≤ 20 coins, indexed by bitmask (coin i at bit i−1). */
export function grundyTable(coins: number, work?: Work): Uint8Array {
  if (coins > TABLE_MAX_COINS) throw new RangeError(`the full table runs up to ${TABLE_MAX_COINS} coins`);
  const total = 2 ** coins;
  const D = (coins * (coins + 1)) / 2;
  // Options have n one larger, so fill in order of decreasing n (a counting sort by n).
  const n = new Int32Array(total);
  const bucketSize = new Int32Array(D + 2);
  for (let mask = 0; mask < total; mask++) {
    n[mask] = decayTimeMask(mask, coins);
    bucketSize[n[mask] + 1]++;
  }
  for (let m = 1; m <= D + 1; m++) bucketSize[m] += bucketSize[m - 1];
  const order = new Int32Array(total);
  for (let mask = 0; mask < total; mask++) order[bucketSize[n[mask]]++] = mask;
  const g = new Uint8Array(total);
  for (let idx = total - 1; idx >= 0; idx--) {
    const mask = order[idx];
    // predecessorMasks and mex inlined: this loop runs 2^N times.
    const w = popcount(mask);
    const a = w + 1 <= coins && !((mask >>> w) & 1) ? g[(mask | (1 << w)) >>> 0] : -1;
    const b = w >= 2 && (mask >>> (w - 2)) & 1 ? g[(mask & ~(1 << (w - 2))) >>> 0] : -1;
    g[mask] = a !== 0 && b !== 0 ? 0 : a !== 1 && b !== 1 ? 1 : 2;
    if ((idx & 0xffff) === 0) work?.tick(total - idx, total, 'solving the backwards game');
  }
  return g;
}

const tables = new Map<number, Uint8Array>();
/** grundyTable, kept across requests (the worker lives on). */
export function cachedGrundyTable(coins: number, work?: Work): Uint8Array {
  let t = tables.get(coins);
  if (!t) {
    t = grundyTable(coins, work);
    tables.set(coins, t);
  }
  return t;
}

/** Searches beyond the table give up after this many positions. */
export const SEARCH_BUDGET = 500_000;

/**
 * The Grundy value of one configuration by depth-first search over its predecessors
 * (memoised; iterative, so long chains do not overflow the stack). Throws RangeError when the
 * game tree behind c has more than `budget` positions.
 */
export function grundyBySearch(c: Configuration, budget = SEARCH_BUDGET, work?: Work): number {
  const memo = new Map<string, number>();
  const key = makeConfiguration(c);
  const stack: { key: string; c: Configuration; options: Predecessor[] }[] = [
    { key, c, options: predecessors(c) },
  ];
  while (stack.length) {
    const top = stack[stack.length - 1];
    const pending = top.options.find((o) => !memo.has(makeConfiguration(o.configuration)));
    if (pending) {
      if (memo.size + stack.length > budget)
        throw new RangeError(
          `the backwards game behind this configuration has more than ${budget.toLocaleString('en')} positions`,
        );
      stack.push({
        key: makeConfiguration(pending.configuration),
        c: pending.configuration,
        options: predecessors(pending.configuration),
      });
      continue;
    }
    memo.set(top.key, mex(top.options.map((o) => memo.get(makeConfiguration(o.configuration))!)));
    stack.pop();
    if ((memo.size & 0x3ff) === 0) work?.tick(memo.size, budget, 'searching the backwards game');
  }
  return memo.get(key)!;
}

/** Grundy value of c: from the table for N ≤ 20, by search beyond. */
export function grundy(c: Configuration, work?: Work): number {
  if (c.length <= TABLE_MAX_COINS) {
    let mask = 0;
    for (let i = 0; i < c.length; i++) if (c[i]) mask |= 1 << i;
    return cachedGrundyTable(c.length, work)[mask >>> 0];
  }
  return grundyBySearch(c, SEARCH_BUDGET, work);
}

export type LoopyOutcome = 'P' | 'N' | 'D';

/** With the self-move at all tails allowed: the outcome of c (D = draw by endless repetition). */
export function loopyOutcome(c: Configuration, work?: Work): LoopyOutcome {
  if (weight(c) > 0) return grundy(c, work) === 0 ? 'P' : 'N';
  const first = new Uint8Array(c.length);
  first[0] = 1; // 10…0, the only other predecessor of all tails
  return grundy(first, work) === 0 ? 'N' : 'D';
}

/** How many configurations of N coins have Grundy value 0, 1, 2 (N ≤ 20). */
export function grundyCounts(coins: number, work?: Work): number[] {
  const t = cachedGrundyTable(coins, work);
  const counts = [0, 0, 0];
  for (let i = 0; i < t.length; i++) counts[t[i]]++;
  return counts;
}
