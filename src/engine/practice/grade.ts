/**
 * Posing and grading: the problem is regenerated from (game, kind, seed, level) each time,
 * so an answer travels only one way. The answer's text is checked for size and emptiness
 * here, then read by the kind; a reading error is a message beside the input, not a grade.
 */
import { EngineError } from '../errors';
import type { Work } from '../progress';
import { MAX_ANSWER_LENGTH } from './answers';
import { randomFor } from './random';
import { KINDS } from './registry';
import type { AnyKind, Grade, PracticeGame, Posed } from './types';

export interface ExerciseId {
  game: PracticeGame;
  kind: string;
  seed: number;
  level: number;
}

export function kindOf(game: PracticeGame, kind: string): AnyKind {
  const found = KINDS[game].find((k) => k.id === kind);
  if (!found)
    throw new EngineError(
      'bad_field',
      `${game} has no exercise "${kind}"; it has ${KINDS[game].map((k) => `"${k.id}"`).join(', ')}`,
      { field: 'kind' },
    );
  return found;
}

function problemOf(id: ExerciseId): { kind: AnyKind; problem: unknown } {
  const kind = kindOf(id.game, id.kind);
  if (id.level > kind.maxLevel)
    throw new EngineError('bad_field', `“${kind.title}” has levels 1 to ${kind.maxLevel} (got ${id.level})`, {
      field: 'level',
    });
  return { kind, problem: kind.generate(randomFor(`${id.game}/${id.kind}`, id.seed, id.level), id.level) };
}

export interface PosedExercise extends Posed, ExerciseId {
  title: string;
  maxLevel: number;
}

export function poseExercise(id: ExerciseId): PosedExercise {
  const { kind, problem } = problemOf(id);
  return { ...id, title: kind.title, maxLevel: kind.maxLevel, ...kind.pose(problem) };
}

/** The right answer in words, without grading anything (a lesson's answer key). */
export function expectedAnswer(id: ExerciseId): string {
  const { kind, problem } = problemOf(id);
  return kind.expected(problem);
}

export function gradeAnswer(id: ExerciseId, answer: string, work?: Work): Grade {
  const { kind, problem } = problemOf(id);
  const text = answer.trim();
  if (text === '')
    return {
      status: 'invalid',
      message:
        kind.pose(problem).answer.shape === 'choice' ? 'choose an answer first' : 'type an answer first',
      at: 0,
    };
  if (answer.length > MAX_ANSWER_LENGTH)
    return {
      status: 'invalid',
      message: `that answer is ${answer.length.toLocaleString('en')} characters long; answers here are short (at most ${MAX_ANSWER_LENGTH})`,
      at: MAX_ANSWER_LENGTH,
    };
  const read = kind.read(text, problem, work);
  if (!read.ok)
    return {
      status: 'invalid',
      message: read.error.message,
      ...(read.error.at !== undefined ? { at: read.error.at + answer.indexOf(text[0]) } : {}),
    };
  return {
    status: kind.isRight(problem, read.value) ? 'right' : 'wrong',
    expected: kind.expected(problem),
    explanation: kind.explain(problem),
  };
}
