/**
 * Brute force, as Hoey did it: the Grundy value of every position of up to 15 coins as the
 * mex of its options' values, straight from the rules, knowing nothing of ruler rows.
 *
 * A position is a bitmask (bit i−1 = coin i heads). Tails to the right of the last head never
 * take part in a move, so a mask's value is the same in a row of any length that holds it:
 * one table of 2^n masks serves every length up to n. Every move clears its right end's bit
 * and touches only lower bits, so an option's mask is smaller and increasing order works.
 */
import { mex } from '../../arith/nim';
import type { Move } from './rules';

export const MAX_BRUTE_FORCE_COINS = 15;

/** Progress callback (work.tick): done of total masks. */
export type Tick = (done: number, total: number, label?: string) => void;

/** The options of a mask: for each head at bit j, flip bits a..j for every a ≤ j. */
export function optionMasks(mask: number): number[] {
  const out: number[] = [];
  for (let j = 0; mask >> j; j++) {
    if (!((mask >> j) & 1)) continue;
    const upTo = (2 << j) - 1; // bits 0..j
    for (let a = 0; a <= j; a++) out.push(mask ^ (upTo ^ ((1 << a) - 1)));
  }
  return out;
}

/** Grundy values of every mask of `coins` coins, by mex over all options. */
export function grundyTable(coins: number, tick?: Tick): Uint8Array {
  if (!Number.isInteger(coins) || coins < 0 || coins > MAX_BRUTE_FORCE_COINS) {
    throw new RangeError(`brute force takes 0..${MAX_BRUTE_FORCE_COINS} coins (got ${coins})`);
  }
  const size = 1 << coins;
  const g = new Uint8Array(size);
  for (let m = 1; m < size; m++) {
    g[m] = mex(optionMasks(m).map((o) => g[o]));
    if (tick && (m & 1023) === 0) tick(m, size, 'Grundy values by mex');
  }
  tick?.(size, size, 'Grundy values by mex');
  return g;
}

/** The winning moves of a mask by brute force: the moves to an option of value 0, as [from, to]. */
export function bruteWinningMoves(mask: number, table: Uint8Array): Move[] {
  const moves: Move[] = [];
  for (let j = 0; mask >> j; j++) {
    if (!((mask >> j) & 1)) continue;
    const upTo = (2 << j) - 1;
    for (let a = 0; a <= j; a++) if (table[mask ^ (upTo ^ ((1 << a) - 1))] === 0) moves.push([a + 1, j + 1]);
  }
  return moves.sort((x, y) => x[1] - y[1] || x[0] - y[0]);
}
