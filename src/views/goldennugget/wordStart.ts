/**
 * Where the Fibonacci word's window starts, said relative to n ("n − 10"), so the offset shows
 * even when n is 60 digits long and the absolute position would only abbreviate to n's own
 * first and last digits.
 */
export function wordStart(size: string, from: string): string {
  const offset = BigInt(size) - BigInt(from);
  if (offset === 0n) return 'n';
  return offset > 0n ? `n − ${offset}` : `n + ${-offset}`;
}
