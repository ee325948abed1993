/** View types of the flipping pages (the engine's answers are typed by api.ts's AnswerOf). */
import type { AnswerOf } from '../../engine/api';

export type { Outcome } from '../../engine/games/flipping/outcome';

/** One move of a sum as the engine reports it (a hint, a preview, the computer's move). */
export type SumMove = AnswerOf<'flipping', 'sum'>['winningMoves']['left'][number];
