/** View types and labels of the sliding pages (the engine's answers are typed by api.ts's AnswerOf). */
import type { AnswerOf } from '../../engine/api';

export type Pos = [number, number];

type SumAnswer = AnswerOf<'sliding', 'sum'>;
/** A winning move of a sum, as the engine reports it. */
export type SumMove = SumAnswer['winningMoves'][number];
/** One of every move of a sum (asked with `moves: true`): also the strap's formula and the nim-sum after it. */
export type EveryMove = NonNullable<SumAnswer['moves']>[number];

/** "G(5,1)" → "G_{5,1}" for KaTeX. */
export const setTex = (label: string) => label.replace(/^G\((\d+),(\d)\)$/, 'G_{$1,$2}');
