/**
 * Oskar configurations (paper §2): N coins numbered 1..N, c.i = 1 for heads and 0 for tails.
 * In the contract a configuration is a string of 1/0, coin 1 first; in the engine it is a
 * Uint8Array with coin i at index i − 1. Small configurations (N ≤ 30) are also bitmasks,
 * coin i at bit i − 1, for enumeration.
 */
import { checkWord } from '../../read';
import { mapResult, type Result } from '../../result';

/** The largest N the bitmask routines take (they use 32-bit bit operations). */
export const MASK_MAX_COINS = 30;

export type Configuration = Uint8Array;

/** Parse a string of 1/0, 1 to maxCoins coins (an error names the first bad character as `at`). */
export function parseConfiguration(text: string, maxCoins: number): Result<Configuration> {
  return mapResult(checkConfiguration(text, maxCoins), fromText);
}

/** The same check, keeping the configuration as its text (its own notation; views and URLs). */
export function checkConfiguration(text: string, maxCoins: number): Result<string> {
  return checkWord(text, '01', maxCoins, 'configuration');
}

/** Unchecked: '1' → head, anything else → tail. */
export function fromText(text: string): Configuration {
  const c = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) c[i] = text.charCodeAt(i) === 49 ? 1 : 0;
  return c;
}

/** The inverse of parseConfiguration: coin 1 first, 1 for heads. */
export function makeConfiguration(c: ArrayLike<number>): string {
  let s = '';
  for (let i = 0; i < c.length; i++) s += c[i] ? '1' : '0';
  return s;
}

export function fromMask(mask: number, coins: number): Configuration {
  const c = new Uint8Array(coins);
  for (let i = 0; i < coins; i++) c[i] = (mask >>> i) & 1;
  return c;
}

export function toMask(c: ArrayLike<number>): number {
  if (c.length > MASK_MAX_COINS) throw new RangeError(`bitmasks hold at most ${MASK_MAX_COINS} coins`);
  let m = 0;
  for (let i = 0; i < c.length; i++) if (c[i]) m |= 1 << i;
  return m >>> 0;
}

/** Number of set bits of a 32-bit value. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The all-tails configuration of N coins. */
export function allTails(coins: number): Configuration {
  return new Uint8Array(coins);
}
