/**
 * Oskar configurations (paper §2): N coins numbered 1..N, c.i = 1 for heads and 0 for tails.
 * In the contract a configuration is a string of 1/0, coin 1 first; in the engine it is a
 * Uint8Array with coin i at index i − 1. Small configurations (N ≤ 30) are also bitmasks,
 * coin i at bit i − 1, for enumeration.
 */
import { checkWord } from '../../request';
import { EngineError } from '../../errors';

/** The largest N the bitmask routines take (they use 32-bit bit operations). */
export const MASK_MAX_COINS = 30;

export type Configuration = Uint8Array;

/** Parse a string of 1/0 (throws EngineError naming the first bad character). */
export function parseConfiguration(text: string, maxCoins: number, field = 'configuration'): Configuration {
  checkWord(text, field, '01', maxCoins, 'configuration');
  return fromText(text);
}

export type ParsedConfiguration = { ok: true; value: string } | { ok: false; message: string; at?: number };

/** For views: the same check as a value (message and 0-based position of the first bad character). */
export function checkConfiguration(text: string, maxCoins: number): ParsedConfiguration {
  try {
    checkWord(text, 'configuration', '01', maxCoins, 'configuration');
    return { ok: true, value: text };
  } catch (e) {
    if (e instanceof EngineError) return { ok: false, message: e.info.message, at: e.info.at };
    throw e;
  }
}

/** Unchecked: '1' → head, anything else → tail. */
export function fromText(text: string): Configuration {
  const c = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) c[i] = text.charCodeAt(i) === 49 ? 1 : 0;
  return c;
}

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
