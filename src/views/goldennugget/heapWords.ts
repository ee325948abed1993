/** How the page names heaps and players (words only; the rules are the engine's). */
import type { Color, Heap } from '../../engine/games/goldennugget/rules';
import type { PartizanSide } from '../../engine/games/gameRules';

export const SIDE_NAME: Record<PartizanSide, string> = { L: 'Left', R: 'Right' };
/** Blue heaps count for Left, red ones (their negatives) for Right. */
export const OWNER: Record<Color, PartizanSide> = { blue: 'L', red: 'R' };

/** "blue heap of 20 (Left's)" */
export const heapName = (h: Heap) => `${h.color} heap of ${h.size} (${SIDE_NAME[OWNER[h.color]]}’s)`;

/** "blue 20: take 3, leaving 17" — the paper's way of naming a move in a sum. */
export const moveText = (h: Heap, take: number) =>
  `${h.color} ${h.size}: take ${take}, leaving ${h.size - take}`;

/** An outcome class in words. */
export const OUTCOME_TEXT: Record<string, string> = {
  L: 'Left wins, whoever starts',
  R: 'Right wins, whoever starts',
  N: 'the player to move wins',
  P: 'the player to move loses',
};
export const outcomeText = (o: string) => OUTCOME_TEXT[o] ?? o;
