import type { GameHandlers } from '../../handler';

/** The "flipping" requests of the engine contract. */
export const flippingHandlers: GameHandlers = {};
