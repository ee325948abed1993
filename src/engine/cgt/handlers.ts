import type { GameHandlers } from '../handler';

/** The "cgt" requests of the engine contract. */
export const cgtHandlers: GameHandlers = {};
