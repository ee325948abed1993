/**
 * The Ruler game's rules (Hoey's post; "The Ruler game" in Winning Ways): a row of coins
 * numbered 1, 2, … from the left; a move flips a run of consecutive coins whose rightmost
 * coin is heads. Normal play: whoever cannot move (all tails) loses.
 *
 * Notation (design.md): a position is a string of H/T, coin 1 first; a move is [from, to],
 * 1-based and inclusive, `to` being the heads coin.
 */

import { fail, ok, type Result } from '../../result';

export const HEADS = 'H';
export const TAILS = 'T';
/** The longest row the engine takes (values stay below 2^20, so 32-bit integer arithmetic is exact). */
export const MAX_COINS = 1_000_000;

/** A move: flip coins from..to (1-based, inclusive); coin `to` must be heads. */
export type Move = readonly [from: number, to: number];

/** Read a typed position: H/T (either case), 1..MAX_COINS coins, written back in capitals. Errors name the first bad character. */
export function parsePosition(text: string, maxCoins = MAX_COINS): Result<string> {
  if (text.length === 0)
    return fail('bad_field', 'the position is empty: type coins as H (heads) and T (tails)');
  let lower = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 72 || c === 84) continue; // H, T
    if (c === 104 || c === 116) {
      lower = true; // h, t
      continue;
    }
    const shown = text[i] === ' ' ? 'a space' : `'${String.fromCodePoint(text.codePointAt(i)!)}'`;
    return fail(
      'bad_field',
      `a position holds only H (heads) and T (tails); found ${shown} at coin ${i + 1}`,
      { at: i },
    );
  }
  if (text.length > maxCoins) {
    return fail(
      'too_large',
      `a row has at most ${maxCoins.toLocaleString('en')} coins here (got ${text.length.toLocaleString('en')})`,
    );
  }
  return ok(lower ? text.toUpperCase() : text);
}

/** A row from its coins (true = heads): the inverse of parsePosition, in capitals. */
export function makePosition(coins: readonly boolean[]): string {
  let s = '';
  for (const h of coins) s += h ? HEADS : TAILS;
  return s;
}

export function isHeads(position: string, coin: number): boolean {
  return position.charCodeAt(coin - 1) === 72; // 'H'
}

/** The numbers (1-based) of the heads coins, left to right. */
export function headsOf(position: string): number[] {
  const heads: number[] = [];
  for (let i = 0; i < position.length; i++) if (position.charCodeAt(i) === 72) heads.push(i + 1);
  return heads;
}

/** null when the move is legal, otherwise why not, in words. */
export function whyIllegal(position: string, move: Move): string | null {
  const [from, to] = move;
  const n = position.length;
  if (!Number.isInteger(from) || !Number.isInteger(to)) return 'a move names two whole coin numbers';
  if (from < 1 || to < 1) return 'coins are numbered from 1';
  if (from > n || to > n) return `this row has only ${n} coin${n === 1 ? '' : 's'}`;
  if (from > to) return `a run is read left to right: coin ${from} is to the right of coin ${to}`;
  if (!isHeads(position, to)) {
    return from === to
      ? `coin ${to} is tails: a run must end on a heads coin`
      : `the run ${from}–${to} ends on coin ${to}, which is tails: the rightmost coin of a run must be heads`;
  }
  return null;
}

export function isLegal(position: string, move: Move): boolean {
  return whyIllegal(position, move) === null;
}

/** Flip coins from..to. Throws on an illegal move (a programmer error: check with whyIllegal first). */
export function applyMove(position: string, move: Move): string {
  const why = whyIllegal(position, move);
  if (why)
    throw new Error(
      `illegal move [${move[0]}, ${move[1]}] in ${position.length > 40 ? position.slice(0, 40) + '…' : position}: ${why}`,
    );
  const [from, to] = move;
  let run = '';
  for (let i = from - 1; i < to; i++) run += position[i] === HEADS ? TAILS : HEADS;
  return position.slice(0, from - 1) + run + position.slice(to);
}

/** Every legal move, ordered by right end then left end. Quadratic in length: for boards, not for huge rows. */
export function legalMoves(position: string): Move[] {
  const moves: Move[] = [];
  for (const to of headsOf(position)) for (let from = 1; from <= to; from++) moves.push([from, to]);
  return moves;
}

/** How many legal moves there are (the sum of the heads' numbers), without listing them. */
export function countLegalMoves(position: string): number {
  let count = 0;
  for (let i = 0; i < position.length; i++) if (position.charCodeAt(i) === 72) count += i + 1;
  return count;
}

/** The position as a bitmask (bit i−1 = coin i heads), for rows of at most 30 coins. */
export function toMask(position: string): number {
  if (position.length > 30) throw new RangeError(`toMask takes at most 30 coins (got ${position.length})`);
  let m = 0;
  for (let i = 0; i < position.length; i++) if (position.charCodeAt(i) === 72) m |= 1 << i;
  return m;
}

/** The position of `length` coins whose heads are the set bits of `mask`. */
export function fromMask(mask: number, length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += (mask >> i) & 1 ? HEADS : TAILS;
  return s;
}
