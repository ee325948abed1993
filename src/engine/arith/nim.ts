/**
 * Nim arithmetic for impartial games: the minimum excludant (mex) of a set of Grundy values
 * and the nim-sum (bitwise XOR), for ordinary numbers and for BigInt.
 */

/** The least non-negative integer not in `values` (the Grundy value of a position whose options have these values). */
export function mex(values: Iterable<number>): number {
  const seen = new Set<number>();
  for (const v of values) {
    if (!Number.isSafeInteger(v) || v < 0)
      throw new Error(`mex: a Grundy value is a non-negative integer, got ${v}`);
    seen.add(v);
  }
  let m = 0;
  while (seen.has(m)) m++;
  return m;
}

/** mex of BigInt values (for Grundy values beyond 2^53). */
export function mexBig(values: Iterable<bigint>): bigint {
  const seen = new Set<bigint>();
  for (const v of values) {
    if (v < 0n) throw new Error(`mexBig: a Grundy value is non-negative, got ${v}`);
    seen.add(v);
  }
  let m = 0n;
  while (seen.has(m)) m++;
  return m;
}

/**
 * The nim-sum a ⊕ b ⊕ ... of non-negative integers. JavaScript's `^` works on 32 bits, so values
 * up to 2^31 - 1 take the fast path; larger safe integers are XORed in two halves.
 */
export function nimSum(...values: number[]): number {
  return nimSumOf(values);
}

/** nimSum over any iterable (0 for none). */
export function nimSumOf(values: Iterable<number>): number {
  let lo = 0;
  let hi = 0;
  for (const v of values) {
    if (!Number.isSafeInteger(v) || v < 0)
      throw new Error(`nimSum: a nim value is a non-negative integer, got ${v}`);
    if (v <= 0x7fffffff) {
      lo ^= v;
    } else {
      lo ^= v % 2 ** 31;
      hi ^= Math.floor(v / 2 ** 31);
    }
  }
  return hi * 2 ** 31 + lo;
}

/** The nim-sum of BigInt values (any size). */
export function nimSumBig(...values: bigint[]): bigint {
  return nimSumBigOf(values);
}

/** nimSumBig over any iterable (0n for none). */
export function nimSumBigOf(values: Iterable<bigint>): bigint {
  let s = 0n;
  for (const v of values) {
    if (v < 0n) throw new Error(`nimSumBig: a nim value is non-negative, got ${v}`);
    s ^= v;
  }
  return s;
}
