/**
 * The paper's statistics of a configuration (§3): w (weight), v (sum of the heads'
 * numbers), u (the elevator's work: distances to the zeros below and ones above it),
 * and n = 2u + w = 2v − w², the number of moves to all tails. Each is computed from its own
 * definition so tests can check the paper's rewritings against each other.
 */
import type { Configuration } from './configuration';

export interface Statistics {
  coins: number;
  /** w.c = number of heads */
  w: number;
  /** v.c = Σ i over heads i */
  v: number;
  /** u.c by its definition: Σ |w − i| over zeros at i < w and ones at i > w */
  u: number;
  /** n.c = 2v − w² */
  n: number;
  /** zeros at or below the elevator (i ≤ w) and ones above it (i > w): equal (balance) */
  zerosAtOrBelow: number;
  onesAbove: number;
  /** Σ i over ones above w, and over zeros at or below w (the simplified u is their difference) */
  sumOnesAbove: number;
  sumZerosAtOrBelow: number;
}

export function statistics(c: Configuration): Statistics {
  const N = c.length;
  let w = 0;
  let v = 0;
  for (let i = 1; i <= N; i++) {
    if (c[i - 1]) {
      w++;
      v += i;
    }
  }
  let u = 0;
  let zerosAtOrBelow = 0;
  let onesAbove = 0;
  let sumOnesAbove = 0;
  let sumZerosAtOrBelow = 0;
  for (let i = 1; i <= N; i++) {
    const head = c[i - 1] === 1;
    if (i <= w && !head) {
      zerosAtOrBelow++;
      sumZerosAtOrBelow += i;
      u += w - i;
    } else if (i > w && head) {
      onesAbove++;
      sumOnesAbove += i;
      u += i - w;
    }
  }
  return { coins: N, w, v, u, n: 2 * v - w * w, zerosAtOrBelow, onesAbove, sumOnesAbove, sumZerosAtOrBelow };
}

/** n.c = 2v − w², the decay time (Theorem of §3). Exact for N up to ~10^7 coins. */
export function decayTime(c: Configuration): number {
  let w = 0;
  let v = 0;
  for (let i = 0; i < c.length; i++) {
    if (c[i]) {
      w++;
      v += i + 1;
    }
  }
  return 2 * v - w * w;
}

/** The same on a bitmask (N ≤ 30). */
export function decayTimeMask(mask: number, coins: number): number {
  let w = 0;
  let v = 0;
  for (let i = 0; i < coins; i++) {
    if ((mask >>> i) & 1) {
      w++;
      v += i + 1;
    }
  }
  return 2 * v - w * w;
}

/** Is coin i (1-based) marked in the elevator diagram: a zero below the elevator or a one above it? */
export function isMarked(c: ArrayLike<number>, w: number, i: number): boolean {
  return (i < w && c[i - 1] === 0) || (i > w && c[i - 1] === 1);
}
