/**
 * The third problem (paper §5, Table 3): how many configurations of N coins take exactly m
 * moves? Three independent exact (BigInt) methods:
 *  - byStatistics: n = 2v − w² = w + 2u with u = v − w(w+1)/2, so count configurations by
 *    (w, u). Those with w heads and excess u are the w-subsets of {1..N} whose sum exceeds
 *    the least, 1+…+w, by u: the coefficients of the Gaussian binomial [N choose w]_q, built
 *    from [N choose w−1]_q by the exact ratio (1 − q^(N−w+1)) / (1 − q^w). O(N³) additions.
 *  - byProduct: the closed form found here, Π_{k=1..N} (1 + q^k) (closedForm.ts proves it).
 *  - byEnumeration: all 2^N configurations in Gray-code order (N ≤ 24).
 * Only the last enumerates configurations.
 */
import type { Work } from '../../progress';

/** counts[m] = number of configurations with n.c = m, m = 0..N(N+1)/2. */
export type Counts = bigint[];

export function maxMoves(coins: number): number {
  return (coins * (coins + 1)) / 2;
}

export function byStatistics(coins: number, work?: Work): Counts {
  const counts: Counts = new Array(maxMoves(coins) + 1).fill(0n);
  let g: bigint[] = [1n]; // [N choose w]_q, of degree w(N − w)
  const half = Math.floor(coins / 2);
  for (let w = 0; w <= half; w++) {
    if (w > 0) g = nextGaussian(g, coins, w);
    for (let u = 0; u < g.length; u++) {
      counts[w + 2 * u] += g[u];
      if (coins - w !== w) counts[coins - w + 2 * u] += g[u]; // [N choose w] = [N choose N−w]
    }
    work?.tick(w + 1, half + 1, 'counting configurations by weight and excess');
  }
  return counts;
}

/** [N choose w]_q from [N choose w−1]_q: multiply by 1 − q^(N−w+1), divide exactly by 1 − q^w. */
function nextGaussian(prev: bigint[], coins: number, w: number): bigint[] {
  const a = coins - w + 1;
  const degree = w * (coins - w);
  // h·(1 − q^w) = prev·(1 − q^a)  ⇔  h[i] = prev[i] − prev[i − a] + h[i − w]; the quotient is
  // exact (a polynomial), so h stops at `degree`.
  const h: bigint[] = new Array(degree + 1);
  const top = prev.length;
  for (let i = 0; i <= degree; i++) {
    let x = i < top ? prev[i] : 0n;
    if (i >= a && i - a < top) x -= prev[i - a];
    if (i >= w) x += h[i - w];
    h[i] = x;
  }
  return h;
}

/**
 * Coefficients of Π_{k=1..N} (1 + q^k): subsets of {1..N} by their sum. `onRow(k, a)` sees
 * the product up to (1 + q^k) after each factor (a[0..k(k+1)/2]), so one pass gives all rows.
 */
export function byProduct(coins: number, work?: Work, onRow?: (k: number, a: Counts) => void): Counts {
  const D = maxMoves(coins);
  const a: Counts = new Array(D + 1).fill(0n);
  a[0] = 1n;
  let degree = 0;
  for (let k = 1; k <= coins; k++) {
    degree += k;
    for (let j = degree; j >= k; j--) a[j] += a[j - k];
    onRow?.(k, a);
    work?.tick(k, coins, 'multiplying out (1 + q)(1 + q²)…');
  }
  return a;
}

export const ENUMERATION_MAX_COINS = 24;

/** Every configuration in Gray-code order, n = 2v − w² kept up to date one coin at a time. */
export function byEnumeration(coins: number, work?: Work): Counts {
  if (coins > ENUMERATION_MAX_COINS)
    throw new RangeError(`enumeration runs up to ${ENUMERATION_MAX_COINS} coins`);
  const counts = new Float64Array(maxMoves(coins) + 1);
  const total = 2 ** coins;
  let w = 0;
  let v = 0;
  let gray = 0;
  counts[0] = 1;
  for (let i = 1; i < total; i++) {
    const bit = 31 - Math.clz32(i & -i); // the coin that changes between gray(i−1) and gray(i)
    const mask = 1 << bit;
    if (gray & mask) {
      w--;
      v -= bit + 1;
    } else {
      w++;
      v += bit + 1;
    }
    gray ^= mask;
    counts[2 * v - w * w]++;
    if ((i & 0xffff) === 0) work?.tick(i, total, 'enumerating every configuration');
  }
  return Array.from(counts, (x) => BigInt(x));
}

/** counts[m] = counts[D − m] for m ≤ D = `top` (default: the whole array)? The first m where not, or -1. */
export function firstAsymmetry(counts: Counts, top = counts.length - 1): number {
  for (let m = 0; m <= top; m++) if (counts[m] !== counts[top - m]) return m;
  return -1;
}

export function total(counts: Counts): bigint {
  return counts.reduce((s, x) => s + x, 0n);
}

export function sameCounts(a: Counts, b: Counts): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
