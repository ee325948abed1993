/**
 * Flipping Coins, the rules (flipping-coins.txt, Section 1).
 *
 * A line d1 d2 … dn of coins, 0 = heads, 1 = tails, coin d1 first (design.md notation).
 * Left flips two tails to heads: coins i < j with di = dj = 1 become 0 0.
 * Right flips a heads coin and a later tails coin: di = 0, dj = 1 (i < j) become 1 0.
 * Normalisation: "if j is the greatest index with dj = 1, then dk, k > j, will be deleted",
 * so trailing heads vanish after every move, and we drop them from typed lines too (they
 * change nothing: no move can use them). A line of heads only becomes the empty line, 0.
 * A move is the pair of 1-based indices [i, j], i < j, of the coins it flips.
 */

import { fail, ok, type Result } from '../../result';

export const HEADS = '0';
export const TAILS = '1';

/** The longest line the engine values (the Algorithm is linear; beyond this, too_large). */
export const MAX_LINE = 1_000_000;
/** Brute force (every option, recursively) fills every line up to this many coins. */
export const MAX_BRUTE_FORCE = 20;
/** Walkthroughs show every reduction and block for lines up to this many coins. */
export const MAX_WALKTHROUGH = 200;
/** Exact canonical forms (CGT engine) are built for lines up to this many coins (≤ 2^12 sub-positions). */
export const MAX_CANONICAL = 12;

export const PLAYERS = ['L', 'R'] as const;
export type Player = (typeof PLAYERS)[number];
export const PLAYER_NAME: Record<Player, string> = { L: 'Left', R: 'Right' };

/** A move: the 1-based indices of the two coins flipped, i < j. */
export type Move = readonly [i: number, j: number];

/** Drop trailing heads (the paper's deletion rule). */
export function normalize(line: string): string {
  let end = line.length;
  while (end > 0 && line.charCodeAt(end - 1) === 48) end--;
  return end === line.length ? line : line.slice(0, end);
}

/**
 * Read a typed line: 0s and 1s only (spaces ignored), not empty, at most `maxLength` coins.
 * Returns the normalised line (trailing heads dropped; makeLine writes it back).
 */
export function parseLine(text: string, maxLength = MAX_LINE): Result<string> {
  const raw = text.replace(/\s+/g, '');
  if (raw.length === 0)
    return fail('bad_field', 'the line is empty: type coins as 0 (heads) and 1 (tails)', { at: 0 });
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i];
    if (c !== '0' && c !== '1') {
      return fail('bad_field', `a line holds only 0 (heads) and 1 (tails); found '${c}' at coin ${i + 1}`, {
        at: i,
      });
    }
  }
  if (raw.length > maxLength) {
    return fail(
      'too_large',
      `a line has at most ${maxLength.toLocaleString('en')} coins here (got ${raw.length.toLocaleString('en')})`,
    );
  }
  return ok(normalize(raw));
}

/** The line as its own notation, from coin faces (true = tails = 1), normalised. */
export function makeLine(tails: readonly boolean[]): string {
  let s = '';
  for (const t of tails) s += t ? TAILS : HEADS;
  return normalize(s);
}

export function isTails(line: string, coin: number): boolean {
  return line.charCodeAt(coin - 1) === 49;
}

export function countTails(line: string): number {
  let n = 0;
  for (let i = 0; i < line.length; i++) if (line.charCodeAt(i) === 49) n++;
  return n;
}

/** Flip coins i and j (1-based) and normalise; no legality check. */
export function flip(line: string, i: number, j: number): string {
  const a = line.split('');
  a[i - 1] = a[i - 1] === '1' ? '0' : '1';
  a[j - 1] = a[j - 1] === '1' ? '0' : '1';
  return normalize(a.join(''));
}

/** null when `player` may flip coins i and j (in either order), otherwise why not, in words. */
export function whyIllegal(line: string, player: Player, i: number, j: number): string | null {
  const n = line.length;
  if (!Number.isInteger(i) || !Number.isInteger(j)) return 'a move names two whole coin numbers';
  if (i < 1 || j < 1) return 'coins are numbered from 1';
  if (i > n || j > n)
    return n === 0 ? 'this line has no coins left' : `this line has only ${n} coin${n === 1 ? '' : 's'}`;
  if (i === j) return 'a move flips two different coins';
  const [a, b] = i < j ? [i, j] : [j, i];
  const ta = isTails(line, a);
  const tb = isTails(line, b);
  if (player === 'L') {
    if (ta && tb) return null;
    const heads = [a, b].filter((c) => !isTails(line, c));
    return `Left flips two tails (1s) to heads; coin${heads.length > 1 ? 's' : ''} ${heads.join(' and ')} ${heads.length > 1 ? 'are' : 'is'} heads (0)`;
  }
  if (!ta && tb) return null;
  if (ta && !tb)
    return `Right's heads coin (0) must come before his tails coin (1): coin ${a} is tails and coin ${b} is heads`;
  if (ta && tb)
    return `Right flips a heads coin (0) and a tails coin (1) to its right; coins ${a} and ${b} are both tails`;
  return `Right flips a heads coin (0) and a tails coin (1) to its right; coins ${a} and ${b} are both heads`;
}

/** null when some move of `player` uses coin i (1-based), otherwise why none does, in words (said when it is chosen first). */
export function whyNoMoveFrom(line: string, player: Player, i: number): string | null {
  const n = line.length;
  if (!Number.isInteger(i) || i < 1 || i > n)
    return n === 0 ? 'this line has no coins left' : `coins are numbered 1 to ${n}`;
  const tails = isTails(line, i);
  if (player === 'L') {
    if (!tails) return `coin ${i} is heads (0), and Left flips two tails (1s)`;
    return countTails(line) < 2 ? `coin ${i} is the only tails (1) in this line, and Left flips two` : null;
  }
  if (tails) {
    for (let k = 1; k < i; k++) if (!isTails(line, k)) return null;
    return `coin ${i} is tails (1) with no heads coin (0) before it, and Right flips a heads coin and a tails coin to its right`;
  }
  for (let k = i + 1; k <= n; k++) if (isTails(line, k)) return null;
  return `coin ${i} is heads (0) with no tails coin (1) after it, and Right flips a heads coin and a tails coin to its right`;
}

export type MoveCheck = { ok: true; move: Move; after: string } | { ok: false; reason: string };

/** Check a move given as two clicked coins in any order; on success, the ordered move and the line after. */
export function checkMove(line: string, player: Player, i: number, j: number): MoveCheck {
  const reason = whyIllegal(line, player, i, j);
  if (reason !== null) return { ok: false, reason };
  const move: Move = i < j ? [i, j] : [j, i];
  return { ok: true, move, after: flip(line, move[0], move[1]) };
}

/** Every legal move of `player`, ordered by first then second coin. */
export function legalMoves(line: string, player: Player): Move[] {
  const moves: Move[] = [];
  const n = line.length;
  for (let i = 1; i <= n; i++) {
    const ti = isTails(line, i);
    if (player === 'L' ? !ti : ti) continue;
    for (let j = i + 1; j <= n; j++) if (isTails(line, j)) moves.push([i, j]);
  }
  return moves;
}

/** The number of legal moves of `player`, without listing them. */
export function countMoves(line: string, player: Player): number {
  let count = 0;
  let tailsAfter = 0;
  for (let i = line.length; i >= 1; i--) {
    const t = isTails(line, i);
    if (player === 'L' ? t : !t) count += tailsAfter;
    if (t) tailsAfter++;
  }
  return count;
}

export interface Option {
  move: Move;
  after: string;
}

/** The options of `player`: each legal move with the (normalised) line it leaves. */
export function options(line: string, player: Player): Option[] {
  return legalMoves(line, player).map((move) => ({ move, after: flip(line, move[0], move[1]) }));
}

/** The associated binary number Σ di 2^(i-1) (Section 1): every move decreases it. Lines ≤ 30 coins. */
export function lineToIndex(line: string): number {
  let x = 0;
  for (let i = line.length - 1; i >= 0; i--) x = x * 2 + (line.charCodeAt(i) === 49 ? 1 : 0);
  return x;
}

/** The normalised line whose associated binary number is x. */
export function indexToLine(x: number): string {
  let s = '';
  for (let y = x; y > 0; y = Math.floor(y / 2)) s += y % 2 === 1 ? '1' : '0';
  return s;
}

/** The k-th (0-based) move of legalMoves(line, player) without listing them all (linear time). */
export function nthMove(line: string, player: Player, k: number): Move {
  const n = line.length;
  const tailsAfter = new Int32Array(n + 1); // tailsAfter[i]: tails among coins i+1 … n
  for (let i = n - 1; i >= 0; i--) tailsAfter[i] = tailsAfter[i + 1] + (line.charCodeAt(i) === 49 ? 1 : 0);
  let rest = k;
  for (let i = 1; i <= n; i++) {
    const ti = isTails(line, i);
    if (player === 'L' ? !ti : ti) continue;
    const c = tailsAfter[i];
    if (rest >= c) {
      rest -= c;
      continue;
    }
    for (let j = i + 1; j <= n; j++) {
      if (isTails(line, j) && rest-- === 0) return [i, j];
    }
  }
  throw new RangeError(`move ${k} of ${player} does not exist`);
}
