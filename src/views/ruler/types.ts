/** View types and labels of the ruler pages (the engine's answers are typed by api.ts's AnswerOf). */
import type { Move } from '../../engine/games/ruler/rules';

/** A move: the run of coins [from, to] it turns. */
export type Run = Move;

/** "7–11" (en dash), or "coin 8" for a run of one. */
export const runLabel = ([a, b]: readonly [number, number]) => (a === b ? `coin ${b}` : `${a}–${b}`);
