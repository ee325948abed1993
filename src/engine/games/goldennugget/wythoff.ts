/**
 * Wythoff's sequences A(n) = ⌊nφ⌋ and B(n) = ⌊nφ²⌋ = A(n) + n in exact integer arithmetic
 * (notes/golden-nugget-notation.md). Three independent ways, checked against each other by
 * the tests:
 *  - the mex definition: A(n) = mex{A(i), B(i) : i < n}, B(n) = A(n) + n (Wythoff);
 *  - integer square roots: A(n) = ⌊(n + ⌊√(5n²)⌋)/2⌋ (√5·n is irrational for n > 0, so the
 *    inner floor loses nothing);
 *  - Zeckendorf: n ≥ 1 is in A iff its Zeckendorf representation ends in an even number of
 *    zeros (Proposition 5.1), see fibonacci.ts.
 */

/** ⌊√v⌋ for v ≥ 0, exact on BigInt (Newton's method). */
export function isqrt(v: bigint): bigint {
  if (v < 0n) throw new RangeError('isqrt of a negative number');
  if (v < 2n) return v;
  let x = BigInt(Math.floor(Math.sqrt(Number(v))));
  // The float guess may be off for huge v; Newton from above converges to the floor.
  if (x * x > v || (x + 1n) * (x + 1n) <= v) {
    x = v;
    let y = (x + 1n) / 2n;
    while (y < x) {
      x = y;
      y = (x + v / x) / 2n;
    }
  }
  return x;
}

/** A(n) = ⌊nφ⌋, exactly. */
export function wythoffA(n: bigint): bigint {
  if (n < 0n) throw new RangeError('A(n) needs n ≥ 0');
  return (n + isqrt(5n * n * n)) / 2n;
}

/** B(n) = ⌊nφ²⌋ = A(n) + n, exactly. */
export function wythoffB(n: bigint): bigint {
  return wythoffA(n) + n;
}

/**
 * Membership of 0..limit by the mex definition: result[k] is 1 when k ∈ A (k ≥ 1), 2 when
 * k ∈ B, 0 for k = 0. Linear time: A(n) is the least number not yet used.
 */
export function wythoffTable(limit: number): Uint8Array {
  const table = new Uint8Array(limit + 1);
  let next = 1; // least positive integer not yet placed in A or B
  for (let n = 1; next <= limit; n++) {
    while (next <= limit && table[next] !== 0) next++;
    if (next > limit) break;
    const a = next;
    table[a] = 1;
    const b = a + n;
    if (b <= limit) table[b] = 2;
  }
  return table;
}
