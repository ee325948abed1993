/**
 * Outcome classes of numbers (design.md: "L", "R", "N", "P"). Every Flipping Coins position
 * and every sum of them is a number (Theorem 3.2), so "N" never occurs: a positive number is
 * a Left win whoever starts, a negative one a Right win, and 0 a win for the second player.
 */
import type { Dyadic } from '../../arith/dyadic';
import type { Player } from './rules';

export const OUTCOMES = ['L', 'R', 'N', 'P'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export function outcomeOf(value: Dyadic): Outcome {
  const s = value.sign();
  return s > 0 ? 'L' : s < 0 ? 'R' : 'P';
}

/** Does `player`, moving second, win a position of this value? (Left: value ≥ 0; Right: value ≤ 0.) */
export function winsMovingSecond(value: Dyadic, player: Player): boolean {
  return player === 'L' ? value.sign() >= 0 : value.sign() <= 0;
}

export const OUTCOME_WORDS: Record<Outcome, string> = {
  L: 'Left wins, whoever starts',
  R: 'Right wins, whoever starts',
  N: 'the player to move wins',
  P: 'the player to move loses',
};
