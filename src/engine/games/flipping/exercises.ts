/**
 * Flipping Coins practice: a line's value, who wins a sum, and Left's winning move. Lines
 * are drawn at random with a tails coin last (so the typed line is the line played); the
 * explanations are the Algorithm's and the sums walkthrough's own frames.
 */
import { fail, ok } from '../../result';
import { equalsDyadic, readDyadicFraction, readPair, type Fraction, type Pair } from '../../practice/answers';
import { outcomeExpected, outcomeForm, readOutcome, type OutcomeClass } from '../../practice/outcomeChoice';
import type { Random } from '../../practice/random';
import type { ExerciseKind } from '../../practice/types';
import { algorithmValue } from './algorithm';
import { algorithmDerivation } from './derivation';
import { legalMoves, whyIllegal } from './rules';
import { sumDerivation } from './sumDerivation';
import { analyzeSum, winningMoves, type SumMove } from './sums';

/** Coins in a line at each level (1..5). */
const LENGTHS: readonly [number, number][] = [
  [3, 5],
  [6, 8],
  [8, 11],
  [11, 14],
  [14, 18],
];

/** A line of `lo..hi` coins ending in tails, with at least two tails. */
export function randomLine(random: Random, [lo, hi]: readonly [number, number]): string {
  const n = random.int(lo, hi);
  for (;;) {
    let s = '';
    for (let i = 1; i < n; i++) s += random.chance(0.5) ? '1' : '0';
    s += '1';
    if (s.split('1').length > 2) return s;
  }
}

const board = (lines: string[]) => ({ kind: 'flipping' as const, lines });

export const lineValue: ExerciseKind<{ line: string }, Fraction> = {
  id: 'value',
  title: 'The value of a line',
  maxLevel: 5,
  generate: (random, level) => ({ line: randomLine(random, LENGTHS[level - 1]) }),
  pose: ({ line }) => ({
    question: `What is the value of the line $\\texttt{${line}}$? (0 is heads, 1 is tails; Left flips two tails, Right a heads and a later tails.)`,
    board: board([line]),
    answer: { shape: 'number', label: 'Value', hint: 'a number p/q, like 3/8 or -2' },
  }),
  read: (text) => readDyadicFraction(text),
  isRight: ({ line }, f) => equalsDyadic(f, algorithmValue(line)),
  expected: ({ line }) => algorithmValue(line).toString(),
  explain: ({ line }) => ({ frames: 'flipping-algorithm', derivation: algorithmDerivation(line) }),
};

/** Two lines at level 1, three at 3 and up; each line one size smaller than lineValue's. */
function sumLines(random: Random, level: number): string[] {
  const count = level >= 3 ? 3 : 2;
  const size = LENGTHS[Math.max(0, level - 2)];
  return Array.from({ length: count }, () => randomLine(random, size));
}

export const sumWinner: ExerciseKind<{ lines: string[] }, OutcomeClass> = {
  id: 'winner',
  title: 'Who wins a sum',
  maxLevel: 5,
  generate: (random, level) => ({ lines: sumLines(random, level) }),
  pose: ({ lines }) => ({
    question: `Who wins the sum of these ${lines.length} lines, with perfect play?`,
    board: board(lines),
    answer: outcomeForm,
  }),
  read: (text) => readOutcome(text),
  isRight: ({ lines }, o) => analyzeSum(lines).outcome === o,
  expected: ({ lines }) => outcomeExpected(analyzeSum(lines).outcome),
  explain: ({ lines }) => ({ frames: 'flipping-sum', derivation: sumDerivation(lines) }),
};

function leftWins(lines: readonly string[]): SumMove[] {
  return winningMoves(lines, analyzeSum(lines)).left;
}

const moveWords = (lines: readonly string[], m: SumMove) =>
  (lines.length > 1 ? `line ${m.component + 1}: ` : '') + `${m.move[0]}-${m.move[1]}`;

/** Some of Left's moves win and some do not: otherwise the question has nothing to choose. */
export function isWellPosedLeftMove(lines: readonly string[]): boolean {
  const wins = leftWins(lines).length;
  const all = lines.reduce((n, line) => n + legalMoves(line, 'L').length, 0);
  return wins > 0 && wins < all;
}

export const leftMove: ExerciseKind<{ lines: string[] }, Pair> = {
  id: 'leftmove',
  title: 'Left’s winning move',
  maxLevel: 5,
  generate: (random, level) => {
    // Draw until the question is well-posed: Left has a winning move, and not every move wins.
    for (;;) {
      const lines = level === 1 ? [randomLine(random, LENGTHS[1])] : sumLines(random, level - 1);
      if (isWellPosedLeftMove(lines)) return { lines };
    }
  },
  pose: ({ lines }) => ({
    question:
      lines.length === 1
        ? 'Left to move: which two tails should she flip to win?'
        : `Left to move in this sum of ${lines.length} lines: which move wins?`,
    board: board(lines),
    answer: {
      shape: 'move',
      label: 'Left’s move',
      hint:
        lines.length === 1
          ? 'the two coins she flips, like 2-5'
          : 'the line, then the two coins, like 2: 3-5',
    },
  }),
  read: (text, { lines }) => {
    const how =
      lines.length === 1 ? 'two coin numbers, like 2-5' : 'a line number and two coins, like 2: 3-5';
    const r = readPair(text, how);
    if (!r.ok) return r;
    const c = r.value.component ?? (lines.length === 1 ? 1 : 0);
    if (c < 1 || c > lines.length)
      return fail(
        'bad_field',
        lines.length === 1
          ? 'there is one line here'
          : `name the line first (1 to ${lines.length}), like 2: 3-5`,
        { at: 0 },
      );
    const n = lines[c - 1].length;
    if (r.value.a < 1 || r.value.b < 1 || r.value.a > n || r.value.b > n)
      return fail('bad_field', `line ${c} has coins 1 to ${n}`, { at: 0 });
    const illegal = whyIllegal(lines[c - 1], 'L', r.value.a, r.value.b);
    if (illegal !== null) return fail('bad_field', `not a legal move: ${illegal}`, { at: 0 });
    return ok({ ...r.value, component: c });
  },
  isRight: ({ lines }, p) => {
    const c = (p.component ?? 1) - 1;
    if (whyIllegal(lines[c], 'L', p.a, p.b) !== null) return false;
    const [i, j] = p.a < p.b ? [p.a, p.b] : [p.b, p.a];
    return leftWins(lines).some((m) => m.component === c && m.move[0] === i && m.move[1] === j);
  },
  expected: ({ lines }) => {
    const wins = leftWins(lines);
    const listed = wins.map((m) => moveWords(lines, m)).join(', ');
    // read after "the answer is": "2-3, the one winning move" or "any of 2-3, 5-6"
    return wins.length === 1 ? `${listed}, the one winning move` : `any of ${listed}`;
  },
  explain: ({ lines }) => ({ frames: 'flipping-sum', derivation: sumDerivation(lines) }),
};

export const flippingExercises = [lineValue, sumWinner, leftMove];
