/**
 * The closed form of the distribution (paper §5 asks for one), found and proved here.
 *
 * φ maps a configuration of N coins to a subset of {1, …, N} by peeling the top coin k
 * (k = N, N−1, …, 1):
 *  - coin k tails: drop it; w and v do not change, so neither does n = 2v − w².
 *  - coin k heads: put k in the subset; drop the coin, and turn over and reverse the k − 1
 *    coins below it (c'.j = 1 − c.(k − j)). Then w' = k − w and v' = k(k−1)/2 − wk + v,
 *    so n' = 2v' − w'² = n − k.
 * Hence Σφ(c) = n.c. Peeling is reversible (turning over and reversing is an involution), so
 * φ is a bijection, and the number of configurations with n.c = m is the number of subsets
 * of {1..N} with sum m: the coefficient of q^m in (1 + q)(1 + q²)…(1 + q^N). Complementing
 * the subset sends m to N(N+1)/2 − m: the symmetry of Table 3.
 *
 * Moreover φ(s.c) = lower(φ(c)), where `lower` takes one from the smallest element (dropping
 * it if it was 1): φ turns Oskar's process into "lower the smallest part". (Proof: if coin N
 * is tails and w < N, s acts below coin N; if coin N is heads and w < N, s turns coin w of c
 * and coin N − w of the turned-and-reversed rest, which is that configuration's weight, so
 * peeling commutes with s; all heads peels to {N} and its successor to {N − 1}.)
 */
import type { Configuration } from './configuration';

/** c'.j = 1 − c.(k − j) for j = 1..k−1: the k − 1 coins under coin k, turned over and reversed. */
export function turnAndReverse(c: Configuration, k: number): Configuration {
  const out = new Uint8Array(k - 1);
  for (let j = 1; j <= k - 1; j++) out[j - 1] = 1 - c[k - j - 1];
  return out;
}

/** One peeling step of φ: the remaining coins before and after, and whether k joined the subset. */
export interface Peel {
  k: number;
  head: boolean;
  /** the k coins before the step */
  before: Configuration;
  /** the k − 1 coins after it */
  after: Configuration;
}

/** The steps of φ(c), top coin first (O(N²): for walkthroughs of modest N). */
export function peel(c: Configuration): Peel[] {
  const steps: Peel[] = [];
  let cur = c;
  for (let k = c.length; k >= 1; k--) {
    const head = cur[k - 1] === 1;
    const after = head ? turnAndReverse(cur, k) : cur.slice(0, k - 1);
    steps.push({ k, head, before: cur, after });
    cur = after;
  }
  return steps;
}

/**
 * φ(c): the subset, largest first; its sum is n.c. O(N): the remaining coins are a view of c,
 * coin j being flip ⊕ c[base + dir·(j − 1)], and turning-and-reversing only updates the view.
 */
export function toSubset(c: Configuration): number[] {
  const subset: number[] = [];
  let flip = 0;
  let base = 0;
  let dir = 1;
  for (let k = c.length; k >= 1; k--) {
    const top = flip ^ c[base + dir * (k - 1)];
    if (top === 1) {
      subset.push(k);
      // new coin j = 1 − old coin (k − j) = (1 − flip) ⊕ c[base + dir·(k − j − 1)]
      base += dir * (k - 2);
      dir = -dir;
      flip ^= 1;
    }
  }
  return subset;
}

/** φ⁻¹(S): rebuild coins 1, 2, …, N; for k in S turn over and reverse what is there, then put a head on top. */
export function fromSubset(subset: Iterable<number>, coins: number): Configuration {
  const inS = new Uint8Array(coins + 1);
  for (const k of subset) {
    if (!Number.isInteger(k) || k < 1 || k > coins)
      throw new RangeError(`a subset of {1..${coins}} cannot hold ${k}`);
    inS[k] = 1;
  }
  let cur: Configuration = new Uint8Array(0);
  for (let k = 1; k <= coins; k++) {
    const next = new Uint8Array(k);
    if (inS[k]) {
      // turnAndReverse is its own inverse: c.(k − j) = 1 − c'.j
      for (let j = 1; j <= k - 1; j++) next[k - j - 1] = 1 - cur[j - 1];
      next[k - 1] = 1;
    } else next.set(cur);
    cur = next;
  }
  return cur;
}

/** The process on subsets: take one from the smallest element, dropping it if it was 1 (∅ stays). */
export function lowerSmallest(subsetLargestFirst: readonly number[]): number[] {
  const out = subsetLargestFirst.slice();
  const s = out.pop();
  if (s !== undefined && s > 1) out.push(s - 1);
  return out;
}

/** σ(c) = φ⁻¹({1..N} \ φ(c)): the partner with n.σ(c) = N(N+1)/2 − n.c (the symmetry of Table 3). */
export function mirrorPartner(c: Configuration): Configuration {
  const N = c.length;
  const inS = new Set(toSubset(c));
  const complement: number[] = [];
  for (let k = 1; k <= N; k++) if (!inS.has(k)) complement.push(k);
  return fromSubset(complement, N);
}
