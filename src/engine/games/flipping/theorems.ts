/**
 * Two statements of the paper the app uses as explanations, never as shortcuts for values:
 * the tests and the verification panel check both against brute force.
 *
 * Theorem 3.1: if the line has an even number of 1s, or d1 = 1 and at least two 1s, then
 * Left wins. (As printed it also covers the line with no 1s at all, which is 0: a win for
 * the second player. The introduction says "a non-zero even number"; we state that.)
 *
 * Theorem 4.2: Left's best move flips the two rightmost 1s; Right's best move flips the
 * rightmost 0 and the 1 just after it.
 */
import { countTails, isTails, type Move } from './rules';

export type Theorem31Reason = 'even' | 'startsWithTails';

/** Theorem 3.1's hypothesis with "non-zero" as in the introduction: which case applies, if any. */
export function theorem31(line: string): Theorem31Reason | null {
  const t = countTails(line);
  if (t > 0 && t % 2 === 0) return 'even';
  if (t >= 2 && isTails(line, 1)) return 'startsWithTails';
  return null;
}

/** Theorem 3.1 exactly as printed ("an even number of 1s", zero included). */
export function theorem31AsPrinted(line: string): boolean {
  const t = countTails(line);
  return t % 2 === 0 || (t >= 2 && isTails(line, 1));
}

export const THEOREM31_WORDS: Record<Theorem31Reason, string> = {
  even: 'a non-zero even number of 1s: Left always has a move after any Right move, and she makes the last one',
  startsWithTails:
    'd1 = 1 and at least two 1s: Left can always keep the first coin for last, and Right then has no move',
};

/** Theorem 4.2, Left: the two rightmost 1s (null if fewer than two). */
export function bestLeftMove(line: string): Move | null {
  const n = line.lastIndexOf('1');
  const k = n > 0 ? line.lastIndexOf('1', n - 1) : -1;
  return k < 0 ? null : [k + 1, n + 1];
}

/** Theorem 4.2, Right: the rightmost 0 and the coin after it (a 1 in a normalised line); null if no 0. */
export function bestRightMove(line: string): Move | null {
  const i = line.lastIndexOf('0');
  if (i < 0 || i === line.length - 1) return null;
  return [i + 1, i + 2];
}

export function bestMove(line: string, player: 'L' | 'R'): Move | null {
  return player === 'L' ? bestLeftMove(line) : bestRightMove(line);
}
