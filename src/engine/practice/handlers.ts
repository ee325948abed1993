/**
 * The "practice" requests: the exercises of every game, posed and graded from a seed.
 *   kinds    {}                                  → every page's kinds (id, title, levels)
 *   exercise {page, kind, seed, level}           → the question, the position, the answer's form
 *   grade    {page, kind, seed, level, answer}   → right / wrong with the expected answer and
 *                                                  the explanation's frames, or a message on input
 *                                                  that cannot be read
 *   answer   {page, kind, seed, level}           → the right answer in words (an answer key)
 *   set      {page, set, level, kind?}           → ten {kind, seed, level}: a set a class shares
 * `page` is the app page practised (a game, or "numbers" for the Numbers page and calculator);
 * the request's own `game` is "practice".
 */
import { op } from '../handler';
import { fields, int, optional, reader, string } from '../read';
import { fail, ok } from '../result';
import { expectedAnswer, gradeAnswer, kindOf, poseExercise } from './grade';
import { KINDS } from './registry';
import { exerciseSet } from './sets';
import { PRACTICE_GAMES, type PracticeGame } from './types';

export const MAX_LEVEL = 5;
const MAX_SEED = 0xffffffff;

const gameField = reader<PracticeGame, PracticeGame>((v, field) =>
  typeof v === 'string' && (PRACTICE_GAMES as readonly string[]).includes(v)
    ? ok(v as PracticeGame)
    : fail('bad_field', `"${field}" must be one of ${PRACTICE_GAMES.join(', ')}`, { field }),
);

const exerciseFields = { page: gameField, kind: string, seed: int(0, MAX_SEED), level: int(1, MAX_LEVEL) };

export const practiceHandlers = {
  kinds: op(fields({}), () => ({
    games: Object.fromEntries(
      PRACTICE_GAMES.map((g) => [
        g,
        KINDS[g].map((k) => ({ id: k.id, title: k.title, maxLevel: k.maxLevel })),
      ]),
    ) as Record<PracticeGame, { id: string; title: string; maxLevel: number }[]>,
  })),

  exercise: op(fields(exerciseFields), ({ page, ...rest }) => ({
    exercise: poseExercise({ game: page, ...rest }),
  })),

  answer: op(fields(exerciseFields), ({ page, ...rest }) => ({
    expected: expectedAnswer({ game: page, ...rest }),
  })),

  grade: op(fields({ ...exerciseFields, answer: string }), ({ answer, page, ...rest }, work) => ({
    grade: gradeAnswer({ game: page, ...rest }, answer, work),
  })),

  set: op(
    fields({ page: gameField, set: int(0, MAX_SEED), level: int(1, MAX_LEVEL), kind: optional(string) }),
    ({ page, set, level, kind }) => {
      if (kind !== undefined) kindOf(page, kind);
      return { items: exerciseSet(page, set, level, kind) };
    },
  ),
};
