import type { GameHandlers } from '../../handler';

/** The "sliding" requests of the engine contract. */
export const slidingHandlers: GameHandlers = {};
