/** Words and TeX for the engine's answers (no arithmetic on values: the engine computes them). */
import type { Outcome } from './types';
export { texOfValue } from '../numbers/format';

export const PLAYER_NAME = { L: 'Left', R: 'Right' } as const;

export const OUTCOME_TEXT: Record<Outcome, string> = {
  L: 'Left wins, whoever starts',
  R: 'Right wins, whoever starts',
  N: 'the player to move wins',
  P: 'the player to move loses',
};

/** "-11/16" → "−11/16" for plain text. */
export function valueText(v: string): string {
  return v.replace(/^-/, '−');
}

/** A coin string for display: long ones shortened in the middle. */
export function shortLine(line: string, max = 40): string {
  if (line.length === 0) return '(no coins)';
  return line.length <= max ? line : `${line.slice(0, max / 2 - 1)}…${line.slice(-(max / 2 - 1))}`;
}

export function moveText(move: readonly [number, number]): string {
  return `coins ${move[0]} and ${move[1]}`;
}
