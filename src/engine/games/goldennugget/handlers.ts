import type { GameHandlers } from '../../handler';

/** The "goldennugget" requests of the engine contract. */
export const goldenNuggetHandlers: GameHandlers = {};
