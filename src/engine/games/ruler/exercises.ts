/**
 * Ruler practice: a row's nim-value and a winning run. Both are explained by the ruler-row
 * walkthrough (rows, parities, bits, then the winning runs), the game's own frames.
 */
import { fail, ok } from '../../result';
import { readPair, readWhole } from '../../practice/answers';
import type { Random } from '../../practice/random';
import type { ExerciseKind } from '../../practice/types';
import { rowsDerivation } from './derivation';
import { whyIllegal, type Move } from './rules';
import { nimValue } from './rulerFunction';
import { winningMoves } from './winningMoves';

/** Coins in a row at each level (1..5). */
const LENGTHS: readonly [number, number][] = [
  [4, 6],
  [7, 10],
  [11, 16],
  [17, 24],
  [25, 32],
];

/** A row of H and T with at least one heads. */
export function randomRow(random: Random, level: number): string {
  const [lo, hi] = LENGTHS[level - 1];
  const n = random.int(lo, hi);
  for (;;) {
    let s = '';
    for (let i = 0; i < n; i++) s += random.chance(0.4) ? 'H' : 'T';
    if (s.includes('H')) return s;
  }
}

const board = (row: string) => ({ kind: 'ruler' as const, rows: [row] });

export const rulerValue: ExerciseKind<{ row: string }, number> = {
  id: 'value',
  title: 'The nim-value of a row',
  maxLevel: 5,
  generate: (random, level) => ({ row: randomRow(random, level) }),
  pose: ({ row }) => ({
    question:
      'What is the nim-value of this row? (A move flips a run of coins whose rightmost coin is heads.)',
    board: board(row),
    answer: { shape: 'whole', label: 'Nim-value', hint: 'a whole number, like 6' },
  }),
  read: (text) => readWhole(text),
  isRight: ({ row }, v) => nimValue(row) === v,
  expected: ({ row }) => String(nimValue(row)),
  explain: ({ row }) => ({ frames: 'ruler-rows', derivation: rowsDerivation(row) }),
};

const runText = (m: Move) => (m[0] === m[1] ? `${m[0]}` : `${m[0]}-${m[1]}`);

export const rulerRun: ExerciseKind<{ row: string }, Move> = {
  id: 'run',
  title: 'A winning run',
  maxLevel: 5,
  generate: (random, level) => {
    for (;;) {
      const row = randomRow(random, level);
      if (nimValue(row) !== 0) return { row };
    }
  },
  pose: ({ row }) => ({
    question: 'Your move: which run of coins do you flip to win? (The run’s rightmost coin must be heads.)',
    board: board(row),
    answer: { shape: 'move', label: 'Run', hint: 'from-to, like 3-6 (one coin: its number)' },
  }),
  read: (text, { row }) => {
    const single = /^\s*(\d{1,9})\s*$/.exec(text);
    const r = single
      ? ok({ a: Number(single[1]), b: Number(single[1]) })
      : readPair(text, 'a run as from-to, like 3-6, or one coin’s number');
    if (!r.ok) return r;
    const { a, b } = r.value;
    if (Math.min(a, b) < 1 || Math.max(a, b) > row.length)
      return fail('bad_field', `the row has coins 1 to ${row.length}`, { at: 0 });
    const move: Move = [Math.min(a, b), Math.max(a, b)];
    const illegal = whyIllegal(row, move);
    return illegal === null ? ok(move) : fail('bad_field', `not a legal move: ${illegal}`, { at: 0 });
  },
  isRight: ({ row }, m) => winningMoves(row).some((w) => w[0] === m[0] && w[1] === m[1]),
  expected: ({ row }) => {
    const wins = winningMoves(row);
    const listed = wins.map(runText).join(', ');
    // read after "the answer is": "2-3, the one winning run" or "any of 2-3, 5-6"
    return wins.length === 1 ? `${listed}, the one winning run` : `any of ${listed}`;
  },
  explain: ({ row }) => ({ frames: 'ruler-rows', derivation: rowsDerivation(row) }),
};

export const rulerExercises = [rulerValue, rulerRun];
