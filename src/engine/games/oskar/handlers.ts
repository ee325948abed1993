import type { GameHandlers } from '../../handler';

/** The "oskar" requests of the engine contract. */
export const oskarHandlers: GameHandlers = {};
