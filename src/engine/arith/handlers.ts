import type { GameHandlers } from '../handler';

/** The "numbers" requests of the engine contract (the Numbers page). */
export const numbersHandlers: GameHandlers = {};
