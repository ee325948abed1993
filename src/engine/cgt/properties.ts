/**
 * Outcome class and related one-word facts about a canonical game.
 * Outcome (Lessons in Play, ch. 2; Siegel, CGT, I.1): L if G > 0, R if G < 0, P if G = 0, N if G ‖ 0.
 */
import { leq } from './compare';
import { ZERO, type GameId } from './store';

export const OUTCOMES = ['L', 'R', 'N', 'P'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export function outcome(g: GameId): Outcome {
  if (g === ZERO) return 'P';
  if (leq(ZERO, g)) return 'L';
  if (leq(g, ZERO)) return 'R';
  return 'N';
}
