/**
 * Practice exercises: one question about one seeded position, graded by the engine.
 * A kind is a generator (seed + level → problem) and a grader (typed answer → right or
 * wrong, with an explanation made of walkthrough frames). The page never holds the answer:
 * it sends {game, kind, seed, level, answer} and the engine regenerates the problem.
 */
import type { Derivation } from '../derivation';
import type { Work } from '../progress';
import type { Result } from '../result';
import type { Heap } from '../games/goldennugget/rules';
import type { Random } from './random';

export const PRACTICE_GAMES = ['flipping', 'sliding', 'goldennugget', 'ruler', 'oskar', 'numbers'] as const;
export type PracticeGame = (typeof PRACTICE_GAMES)[number];

/** The position a question is about, drawn read-only with the game's own board. */
export type PracticeBoard =
  | { kind: 'flipping'; lines: string[] }
  | { kind: 'sliding'; straps: [number, number][] }
  | { kind: 'goldennugget'; heaps: Heap[] }
  | { kind: 'ruler'; rows: string[] }
  | { kind: 'oskar'; configuration: string }
  | { kind: 'none' };

/** How the answer is typed: a number (p/q), a whole number, one of a few choices, a move, a game in braces, or a row of coins. */
export type AnswerShape = 'number' | 'whole' | 'choice' | 'move' | 'game' | 'coins';

export interface AnswerForm {
  shape: AnswerShape;
  /** the input's label, e.g. "Value (p/q)" */
  label: string;
  /** one line on how to type it, e.g. "a run as from-to, like 3-5" */
  hint: string;
  /** for 'choice': the options, each with the text the grader accepts for it */
  choices?: { value: string; label: string }[];
}

/** What the page shows: the question (text with TeX), the position and the answer's form. */
export interface Posed {
  question: string;
  board: PracticeBoard;
  answer: AnswerForm;
}

/**
 * An explanation: engine frames, and which of the app's frame pictures draws their state.
 * 'board' frames hold a PracticeBoard (plus coins to mark); the others are a game's own
 * walkthrough frames (the Algorithm, the ruler rows, the Numbers stalks, ...).
 */
export type FrameKind =
  | 'board'
  | 'flipping-algorithm'
  | 'flipping-sum'
  | 'ruler-rows'
  | 'numbers'
  | 'gn-representation'
  | 'gn-classify';
export interface Explanation {
  frames: FrameKind;
  derivation: Derivation<unknown>;
}

/** The state of a 'board' frame. */
export interface BoardFrame {
  board: PracticeBoard;
}

/** One kind of question in one game. P: the problem; A: a read answer. */
export interface ExerciseKind<P, A> {
  id: string;
  title: string;
  /** levels 1..maxLevel: larger positions, more components */
  maxLevel: number;
  generate(random: Random, level: number): P;
  pose(p: P): Posed;
  /** Read the typed answer (already trimmed, non-empty); an error is a message beside the input. `work` bounds costly readings (a typed game). */
  read(text: string, p: P, work?: Work): Result<A>;
  isRight(p: P, a: A): boolean;
  /** The right answer in words (every right answer when there are several). */
  expected(p: P): string;
  explain(p: P): Explanation;
}

/** Any kind, as the registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- kinds differ in problem and answer types
export type AnyKind = ExerciseKind<any, any>;

export type Grade =
  | { status: 'invalid'; message: string; at?: number }
  | { status: 'right' | 'wrong'; expected: string; explanation: Explanation };
