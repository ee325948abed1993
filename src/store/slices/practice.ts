/**
 * Practice: a score and a streak per page (saved), the answers to the sets of ten a student
 * is working through (saved, so a set survives reload), and this visit's wrong answers
 * (not saved: kept until the page is closed, to retry).
 */
import { PRACTICE_GAMES, type PracticeGame } from '../../engine/practice/types';
import { isRecord } from '../persistence';
import { isIntIn, updateSlice, type Check, type SliceSpec } from '../slice';

/** The pages with a practice: the engine's practice games (engine/practice/types.ts). */
export const PRACTICE_PAGES = PRACTICE_GAMES;
export type PracticePage = PracticeGame;

export interface PracticeScore {
  right: number;
  wrong: number;
  /** right answers in a row, now */
  streak: number;
  /** the longest streak so far */
  best: number;
}

export interface ExerciseRef {
  page: PracticePage;
  kind: string;
  seed: number;
  level: number;
}

export interface Mistake extends ExerciseRef {
  answer: string;
  expected: string;
  title: string;
}

export type SetAnswer = 'right' | 'wrong' | null;

export interface PracticeSlice {
  scores: Partial<Record<PracticePage, PracticeScore>>;
  /** answers to sets of ten, by set key (practiceSetKey) */
  sets: Record<string, SetAnswer[]>;
  /** this visit's wrong answers, newest first */
  mistakes: Mistake[];
  /** exercises graded this visit (key → first result): a second answer to one does not score again */
  graded: Record<string, 'right' | 'wrong'>;
}

const MAX_COUNT = 1_000_000_000;
const isCount = isIntIn(0, MAX_COUNT);
const isScore: Check = (v) => isRecord(v) && ['right', 'wrong', 'streak', 'best'].every((k) => isCount(v[k]));
const isScores: Check = (v) =>
  isRecord(v) &&
  Object.entries(v).every(([k, s]) => (PRACTICE_PAGES as readonly string[]).includes(k) && isScore(s));
const MAX_SETS = 50;
const isSets: Check = (v) =>
  isRecord(v) &&
  Object.keys(v).length <= MAX_SETS &&
  Object.values(v).every(
    (a) => Array.isArray(a) && a.length <= 10 && a.every((x) => x === 'right' || x === 'wrong' || x === null),
  );

export const practiceSlice: SliceSpec<PracticeSlice> = {
  defaults: () => ({ scores: {}, sets: {}, mistakes: [], graded: {} }),
  saved: { scores: isScores, sets: isSets },
};

export const exerciseKey = (e: ExerciseRef) => `${e.page}/${e.kind}/${e.seed}/${e.level}`;
export const practiceSetKey = (page: PracticePage, set: number, level: number, kind?: string) =>
  `${page}/${set}/${level}/${kind ?? ''}`;

const EMPTY: PracticeScore = { right: 0, wrong: 0, streak: 0, best: 0 };

/**
 * Record a graded answer. The first answer to an exercise scores; a later right answer to
 * one answered wrong clears it from the mistakes. Returns whether this answer scored.
 */
export function recordPracticeAnswer(
  e: ExerciseRef,
  status: 'right' | 'wrong',
  answer: string,
  expected: string,
  title: string,
  set?: { key: string; index: number },
): boolean {
  let scored = false;
  updateSlice('practice', (s) => {
    const key = exerciseKey(e);
    const first = !(key in s.graded);
    scored = first;
    const old = s.scores[e.page] ?? EMPTY;
    const streak = status === 'right' ? old.streak + 1 : 0;
    const scores = first
      ? {
          ...s.scores,
          [e.page]: {
            right: old.right + (status === 'right' ? 1 : 0),
            wrong: old.wrong + (status === 'wrong' ? 1 : 0),
            streak,
            best: Math.max(old.best, streak),
          },
        }
      : s.scores;
    const others = s.mistakes.filter((m) => exerciseKey(m) !== key);
    const mistakes =
      status === 'wrong' ? [{ ...e, answer, expected, title }, ...others].slice(0, 100) : others;
    let sets = s.sets;
    if (set && first) {
      const answers = [...(s.sets[set.key] ?? Array<SetAnswer>(10).fill(null))];
      answers[set.index] = status;
      const keys = Object.keys(s.sets)
        .filter((k) => k !== set.key)
        .slice(-(MAX_SETS - 1));
      sets = { ...Object.fromEntries(keys.map((k) => [k, s.sets[k]])), [set.key]: answers };
    }
    return { scores, mistakes, sets, graded: first ? { ...s.graded, [key]: status } : s.graded };
  });
  return scored;
}

/** Start a set of ten again: its answers, and its exercises' first grades, are forgotten. */
export function restartPracticeSet(key: string, exercises: readonly ExerciseRef[]): void {
  updateSlice('practice', (s) => {
    const drop = new Set(exercises.map(exerciseKey));
    return {
      sets: Object.fromEntries(Object.entries(s.sets).filter(([k]) => k !== key)),
      graded: Object.fromEntries(Object.entries(s.graded).filter(([k]) => !drop.has(k))),
    };
  });
}

export function resetPracticeScore(page: PracticePage): void {
  updateSlice('practice', (s) => ({ scores: { ...s.scores, [page]: EMPTY } }));
}
