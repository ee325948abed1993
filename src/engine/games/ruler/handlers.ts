import type { GameHandlers } from '../../handler';

/** The "ruler" requests of the engine contract. */
export const rulerHandlers: GameHandlers = {};
