/**
 * Fibonacci representations of heap sizes (the Golden Nugget paper, Section 5.1), on BigInt:
 * F_0 = 0, F_1 = 1, F_{k+2} = F_{k+1} + F_k.
 *  - Zeckendorf: distinct, non-consecutive indices ≥ 2, found greedily;
 *  - even (ternary): even indices only, each used at most twice, found greedily by the
 *    largest even-indexed Fibonacci number that fits (Section 4.3 reads numbers' values
 *    from it).
 * Proposition 5.1: n ≥ 1 is in A iff its Zeckendorf word ends in an even number of 0s.
 */

/** F_0 … F_k with F_k > n (at least F_0..F_3). */
export function fibonacciUpTo(n: bigint): bigint[] {
  const f = [0n, 1n, 1n, 2n];
  while (f[f.length - 1] <= n) f.push(f[f.length - 1] + f[f.length - 2]);
  return f;
}

/** Zeckendorf indices of n ≥ 0, largest first (empty for 0). */
export function zeckendorfIndices(n: bigint): number[] {
  if (n < 0n) throw new RangeError('Zeckendorf representations are of n ≥ 0');
  const f = fibonacciUpTo(n);
  const out: number[] = [];
  let rest = n;
  for (let k = f.length - 1; k >= 2 && rest > 0n; k--) {
    if (f[k] <= rest) {
      out.push(k);
      rest -= f[k];
      k--; // the next index may not be consecutive
    }
  }
  return out;
}

/** The Zeckendorf word: digit for F_k, …, F_2 from the largest used index down ("" for 0). */
export function zeckendorfWord(n: bigint): string {
  const idx = zeckendorfIndices(n);
  if (idx.length === 0) return '';
  const used = new Set(idx);
  let word = '';
  for (let k = idx[0]; k >= 2; k--) word += used.has(k) ? '1' : '0';
  return word;
}

/** Prop. 5.1's test: the number of trailing 0s of the Zeckendorf word is even (n ≥ 1). */
export function inAByZeckendorf(n: bigint): boolean {
  if (n < 1n) throw new RangeError('A and B hold positive integers');
  const w = zeckendorfWord(n);
  return (w.length - 1 - w.lastIndexOf('1')) % 2 === 0;
}

/** Even (ternary) representation: [index, count] pairs (index even ≥ 2, count 1 or 2), largest first. */
export function evenRepresentation(n: bigint): [number, number][] {
  if (n < 0n) throw new RangeError('representations are of n ≥ 0');
  const f = fibonacciUpTo(n);
  const out: [number, number][] = [];
  let rest = n;
  let top = f.length - 1;
  if (top % 2 === 1) top--;
  for (let k = top; k >= 2 && rest > 0n; k -= 2) {
    let count = 0;
    while (count < 2 && f[k] <= rest) {
      rest -= f[k];
      count++;
    }
    if (count) out.push([k, count]);
  }
  if (rest !== 0n) throw new Error(`no even Fibonacci representation of ${n}`);
  return out;
}
