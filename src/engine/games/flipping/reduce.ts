/**
 * Step 2 of the Algorithm (Section 3): the reductions.
 *
 *   2(a)  α 0 1^(3+j) β → α 1 0 1^j β, j ≥ 1                      (Lemma 4.4(a); Lemma 4.3 when β is empty)
 *   2(b)  α 0111 β → α 10 β, β with an even number of 1s          (Lemma 4.4(b); Lemma 4.3 with a = 0 when β is empty)
 *
 * Both replace one occurrence of 0111 by 10; 2(a) is the case where what follows starts
 * with a 1. Whether an occurrence may be replaced depends only on what follows it (β), so
 * we reduce from the right: the processed suffix is kept fully reduced on a stack, and each
 * new coin from the left either sits on it or, as a 0 on top of 111 with a good β, starts a
 * chain 0 1^3 β → 1 0 β → the 0 meets β's first coins, and so on. Each replacement pops
 * three 1s, so the whole pass is linear in the length. The order (rightmost first) is the
 * paper's own order in its examples G and H.
 *
 * A reduction can leave a trailing 0 (0111 at the very end becomes 10); it is deleted as
 * after any move, so the result is again a normalised line.
 */

export type ReductionRule = '2a' | '2b';

export interface Reduction {
  /** 0-based index of the 0 of the replaced 0111 in the line just before this reduction. */
  at: number;
  rule: ReductionRule;
}

export interface ReduceResult {
  /** The reduced line as coin faces (0/1), normalised. */
  coins: Uint8Array;
  /** The replacements in the order made (only when asked for: a long line may have ~n/2). */
  steps: Reduction[] | null;
  count: number;
}

export function toCoins(line: string): Uint8Array {
  const c = new Uint8Array(line.length);
  for (let i = 0; i < line.length; i++) c[i] = line.charCodeAt(i) === 49 ? 1 : 0;
  return c;
}

export function coinsToLine(coins: Uint8Array, end = coins.length): string {
  // In chunks: String.fromCharCode with a million arguments would overflow the stack.
  const parts: string[] = [];
  const CHUNK = 8192;
  for (let s = 0; s < end; s += CHUNK) {
    const e = Math.min(end, s + CHUNK);
    const chunk = new Array<number>(e - s);
    for (let i = s; i < e; i++) chunk[i - s] = 48 + coins[i];
    parts.push(String.fromCharCode(...chunk));
  }
  return parts.join('');
}

/** Apply reductions 2(a) and 2(b) until neither applies. */
export function reduce(coins: Uint8Array, record = false): ReduceResult {
  const n = coins.length;
  // stack[0] is the last coin; stack[sp-1] is the leftmost coin processed so far.
  const stack = new Uint8Array(n);
  // parity[k]: the number of 1s in stack[0..k] (a suffix of the line), mod 2.
  const parity = new Uint8Array(n);
  let sp = 0;
  const steps: Reduction[] | null = record ? [] : null;
  let count = 0;
  const push = (c: number) => {
    parity[sp] = (sp > 0 ? parity[sp - 1] : 0) ^ c;
    stack[sp++] = c;
  };
  for (let i = n - 1; i >= 0; i--) {
    if (coins[i] === 1) {
      push(1);
      continue;
    }
    // A 0 at index i; `pending` 1s produced by replacements sit between coin i-1 and this 0.
    let pending = 0;
    while (sp >= 3 && stack[sp - 1] === 1 && stack[sp - 2] === 1 && stack[sp - 3] === 1) {
      const beta = sp - 4; // top of β, or -1 if β is empty
      const startsWith1 = beta >= 0 && stack[beta] === 1;
      const even = beta < 0 || parity[beta] === 0;
      if (!startsWith1 && !even) break;
      steps?.push({ at: i + pending, rule: startsWith1 ? '2a' : '2b' });
      count++;
      sp -= 3;
      pending++;
    }
    push(0);
    for (; pending > 0; pending--) push(1);
  }
  let bottom = 0; // drop trailing 0s (left by 0111 → 10 at the end)
  while (bottom < sp && stack[bottom] === 0) bottom++;
  const out = new Uint8Array(sp - bottom);
  for (let k = 0; k < out.length; k++) out[k] = stack[sp - 1 - k];
  return { coins: out, steps, count };
}

/** Replay one reduction on a line (for walkthroughs): 0111 at `at` becomes 10, trailing 0s vanish. */
export function applyReduction(line: string, r: Reduction): string {
  if (line.slice(r.at, r.at + 4) !== '0111') throw new Error(`no 0111 at ${r.at} in ${line}`);
  const out = line.slice(0, r.at) + '10' + line.slice(r.at + 4);
  let end = out.length;
  while (end > 0 && out.charCodeAt(end - 1) === 48) end--;
  return out.slice(0, end);
}

/** Is the 0111 at `at` replaceable, and by which rule? (The definition, for tests and captions.) */
export function reductionRuleAt(line: string, at: number): ReductionRule | null {
  if (line.slice(at, at + 4) !== '0111') return null;
  const beta = line.slice(at + 4);
  if (beta.startsWith('1')) return '2a';
  let ones = 0;
  for (const c of beta) if (c === '1') ones++;
  return ones % 2 === 0 ? '2b' : null;
}

/** Is the line fully reduced? (The definition: no replaceable 0111; quadratic, for tests.) */
export function isReduced(line: string): boolean {
  for (let at = line.indexOf('0111'); at >= 0; at = line.indexOf('0111', at + 1)) {
    if (reductionRuleAt(line, at) !== null) return false;
  }
  return true;
}
