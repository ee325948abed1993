/**
 * The process (paper §2): w = number of heads; a move turns coin w; nothing happens when
 * w = 0. `Process` runs it in place in O(1) a step, so a 500,500-step trajectory streams
 * without materialising its configurations.
 */
import { popcount, type Configuration } from './configuration';

/** w.c: the number of heads. */
export function weight(c: ArrayLike<number>): number {
  let w = 0;
  for (let i = 0; i < c.length; i++) w += c[i];
  return w;
}

/** s.c as a new configuration. */
export function successor(c: Configuration): Configuration {
  const next = c.slice();
  const w = weight(c);
  if (w > 0) next[w - 1] ^= 1;
  return next;
}

/** s on a bitmask of N ≤ 30 coins. */
export function successorMask(mask: number): number {
  const w = popcount(mask);
  return w === 0 ? mask : (mask ^ (1 << (w - 1))) >>> 0;
}

/** One move of a running process. */
export interface Move {
  /** the move's number, 1 for the first */
  m: number;
  /** the coin turned (= the weight before the move) */
  coin: number;
  /** its face before the move: 1 when the elevator picks up a one and goes down */
  from: 0 | 1;
  /** the weight after the move */
  weight: number;
}

/** A process started at a copy of c; `step()` applies s once. */
export class Process {
  readonly c: Configuration;
  w: number;
  m = 0;
  constructor(start: Configuration) {
    this.c = start.slice();
    this.w = weight(this.c);
  }
  get done(): boolean {
    return this.w === 0;
  }
  /** Apply s; returns the move, or null at the fixed point (all tails). */
  step(): Move | null {
    const coin = this.w;
    if (coin === 0) return null;
    const from = this.c[coin - 1] as 0 | 1;
    this.c[coin - 1] = from ^ 1;
    this.w += from ? -1 : 1;
    this.m++;
    return { m: this.m, coin, from, weight: this.w };
  }
  /** Apply up to k moves (stops at all tails); returns how many were made. */
  advance(k: number): number {
    let made = 0;
    const c = this.c;
    let w = this.w;
    while (made < k && w > 0) {
      const from = c[w - 1];
      c[w - 1] = from ^ 1;
      w += from ? -1 : 1;
      made++;
    }
    this.w = w;
    this.m += made;
    return made;
  }
}

/** s^m.c (stops at all tails, which is fixed). */
export function configurationAt(c: Configuration, m: number): Configuration {
  const p = new Process(c);
  p.advance(m);
  return p.c;
}

/** Moves to all tails, by running the process (at most `limit` moves; -1 if not reached). */
export function simulateDecay(c: Configuration, limit = Number.MAX_SAFE_INTEGER): number {
  const p = new Process(c);
  p.advance(limit);
  return p.done ? p.m : -1;
}

/** The same by bitmask, for enumeration (N ≤ 30). */
export function simulateDecayMask(mask: number): number {
  let m = 0;
  let w = popcount(mask);
  while (w > 0) {
    const bit = 1 << (w - 1);
    w += mask & bit ? -1 : 1;
    mask ^= bit;
    m++;
  }
  return m;
}
