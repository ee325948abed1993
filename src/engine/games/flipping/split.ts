/**
 * Step 3 of the Algorithm (Section 3): cut a reduced line into Q_0, Q_1, …, Q_(i−1), G_i.
 *
 * While G_i = α 0 1^a 0^p 1 0^q 1 (a > 0, p + q ≥ 1; the 1^a run ends at the third-last 1),
 * set Q_i = 0^p 1 0^q 1 and G_(i+1) = α 0 1^a. Stop when G_i is 0^r 1, or 1^a 0^p 1 0^q 1
 * (a ≥ 0), the forms Step 5 values (Lemma 4.6). Every G_i is a prefix of the reduced line
 * ending in a 1, so the cut only needs the positions of the 1s: linear time.
 *
 * Lemma 4.5 gives G_i = G_(i+1) : 1/2^(2p+q−1): the exponent is the value of the best Right
 * option of the removed Q_i. The empty line (all heads) is 0 and has no split; the paper
 * does not need it.
 */

export interface Block {
  /** Q_j occupies coins start … end − 1 (0-based) of the reduced line. */
  start: number;
  end: number;
  p: number;
  q: number;
  /** 2p + q − 1: G_j = G_(j+1) : 1/2^exponent (Step 6). */
  exponent: number;
}

/** G_i, the part left when Step 3 no longer applies (Step 5). */
export type Base =
  | { kind: 'empty' }
  /** 0^r 1 */
  | { kind: 'zeros'; r: number; end: number }
  /** 1^a 0^p 1 0^q 1 (a ≥ 0) */
  | { kind: 'ones'; a: number; p: number; q: number; end: number };

export interface Split {
  /** Number of blocks i; block j is Q_j, Q_0 being the rightmost. */
  count: number;
  starts: Int32Array;
  ps: Int32Array;
  qs: Int32Array;
  base: Base;
}

export function splitLine(coins: Uint8Array): Split {
  const n = coins.length;
  let ones = 0;
  let firstZero = n;
  for (let k = 0; k < n; k++) {
    if (coins[k] === 1) ones++;
    else if (firstZero === n) firstZero = k;
  }
  const pos = new Int32Array(ones);
  for (let k = 0, m = 0; k < n; k++) if (coins[k] === 1) pos[m++] = k;
  const cap = Math.max(0, Math.floor((ones - 1) / 2));
  const starts = new Int32Array(cap);
  const ps = new Int32Array(cap);
  const qs = new Int32Array(cap);
  let count = 0;
  let m = ones; // G_i holds the first m 1s and ends at pos[m-1]
  while (m >= 3) {
    const t1 = pos[m - 1];
    const t2 = pos[m - 2];
    const t3 = pos[m - 3];
    const p = t2 - t3 - 1;
    const q = t1 - t2 - 1;
    if (t3 < firstZero)
      return { count, starts, ps, qs, base: { kind: 'ones', a: t3 + 1, p, q, end: t1 + 1 } };
    if (p + q < 1) throw new Error(`split: ${m} tails end in 0111 at ${t3}: the line was not reduced`);
    starts[count] = t3 + 1;
    ps[count] = p;
    qs[count] = q;
    count++;
    m -= 2;
  }
  if (m === 0) return { count, starts, ps, qs, base: { kind: 'empty' } };
  if (m === 1) return { count, starts, ps, qs, base: { kind: 'zeros', r: pos[0], end: pos[0] + 1 } };
  return {
    count,
    starts,
    ps,
    qs,
    base: { kind: 'ones', a: 0, p: pos[0], q: pos[1] - pos[0] - 1, end: pos[1] + 1 },
  };
}

/** Block j as an object (for walkthroughs and responses). */
export function blockAt(split: Split, j: number): Block {
  const p = split.ps[j];
  const q = split.qs[j];
  const start = split.starts[j];
  return { start, end: start + p + q + 2, p, q, exponent: 2 * p + q - 1 };
}

export function baseEnd(base: Base): number {
  return base.kind === 'empty' ? 0 : base.end;
}
