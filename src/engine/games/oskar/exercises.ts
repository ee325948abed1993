/**
 * Oskar practice: how many moves a configuration takes (before running it), and the next
 * configuration. The explanation runs the process on the coins, a frame a move (the first
 * and last moves when it is long), after the paper's count n = 2v − w².
 */
import { fail, ok } from '../../result';
import { readWhole } from '../../practice/answers';
import { boardExplanation, type BoardStep } from '../../practice/frames';
import type { Random } from '../../practice/random';
import type { ExerciseKind } from '../../practice/types';
import { fromText, makeConfiguration } from './configuration';
import { successor, weight } from './process';
import { statistics } from './statistics';

/** Coins at each level (1..5). */
const COINS: readonly [number, number][] = [
  [3, 4],
  [5, 6],
  [7, 8],
  [9, 11],
  [12, 14],
];
/** Moves shown one frame each; a longer run shows its first and last moves. */
const SHOWN_MOVES = 24;

export function randomConfiguration(random: Random, level: number): string {
  const [lo, hi] = COINS[level - 1];
  const n = random.int(lo, hi);
  for (;;) {
    let s = '';
    for (let i = 0; i < n; i++) s += random.chance(0.5) ? '1' : '0';
    if (s.includes('1')) return s;
  }
}

const board = (configuration: string) => ({ kind: 'oskar' as const, configuration });
const turned = (w: number) =>
  w > 0 ? [{ indices: [w - 1], tone: 'accent' as const, label: `coin ${w}` }] : [];
const next = (c: string) => makeConfiguration(successor(fromText(c)));

/** The run from c to all tails: a frame a move, eliding the middle of a long run. */
function runSteps(c: string): BoardStep[] {
  const trajectory = [c];
  while (trajectory[trajectory.length - 1].includes('1'))
    trajectory.push(next(trajectory[trajectory.length - 1]));
  const moves = trajectory.length - 1;
  const keep = (m: number) => moves <= SHOWN_MOVES || m < SHOWN_MOVES / 2 || m >= moves - SHOWN_MOVES / 2;
  const steps: BoardStep[] = [];
  for (let m = 0; m < moves; m++) {
    if (!keep(m)) {
      if (keep(m - 1))
        steps.push({
          caption: `… moves ${m + 1} to ${moves - SHOWN_MOVES / 2} go on the same way …`,
          board: board(trajectory[moves - SHOWN_MOVES / 2]),
        });
      continue;
    }
    const w = weight(fromText(trajectory[m]));
    steps.push({
      caption: `Move ${m + 1}: ${w} head${w === 1 ? '' : 's'}, so coin ${w} turns.`,
      board: board(trajectory[m]),
      highlight: turned(w),
    });
  }
  steps.push({
    caption: `All tails after ${moves} move${moves === 1 ? '' : 's'}.`,
    board: board(trajectory[moves]),
    important: true,
  });
  return steps;
}

export const oskarSteps: ExerciseKind<{ c: string }, number> = {
  id: 'steps',
  title: 'How many moves to all tails',
  maxLevel: 5,
  generate: (random, level) => ({ c: randomConfiguration(random, level) }),
  pose: ({ c }) => ({
    question: `Count the heads $w$, turn coin $w$, repeat. How many moves does $\\texttt{${c}}$ take to reach all tails? (1 is heads.) Predict it before running it.`,
    board: board(c),
    answer: { shape: 'whole', label: 'Moves', hint: 'a whole number, like 12' },
  }),
  read: (text) => readWhole(text),
  isRight: ({ c }, n) => statistics(fromText(c)).n === n,
  expected: ({ c }) => String(statistics(fromText(c)).n),
  explain: ({ c }) => {
    const s = statistics(fromText(c));
    const heads = [...c].flatMap((f, i) => (f === '1' ? [i + 1] : []));
    return boardExplanation(`Why ${c} takes ${s.n} moves`, [
      {
        caption: `The paper's count: $w = ${s.w}$ heads, at coins $${heads.join(' + ')} = v = ${s.v}$, so $n = 2v - w^2 = ${2 * s.v} - ${s.w * s.w} = ${s.n}$ moves.`,
        board: board(c),
        highlight: heads.length ? [{ indices: heads.map((h) => h - 1), tone: 'left', label: 'heads' }] : [],
        important: true,
      },
      ...runSteps(c),
    ]);
  },
};

/** A configuration typed as 1/0 or H/T (spaces ignored). */
function readConfiguration(text: string, coins: number) {
  const t = text.replace(/\s+/g, '').toUpperCase().replace(/H/g, '1').replace(/T/g, '0');
  const bad = [...t].findIndex((ch) => ch !== '0' && ch !== '1');
  if (bad >= 0)
    return fail(
      'bad_field',
      `type the coins as 1 (heads) and 0 (tails); '${[...text.replace(/\s+/g, '')][bad]}' is neither`,
      { at: 0 },
    );
  if (t.length !== coins)
    return fail('bad_field', `type all ${coins} coins (you typed ${t.length})`, { at: 0 });
  return ok(t);
}

export const oskarNext: ExerciseKind<{ c: string }, string> = {
  id: 'next',
  title: 'The next configuration',
  maxLevel: 5,
  generate: (random, level) => ({ c: randomConfiguration(random, level) }),
  pose: ({ c }) => ({
    question: `What does $\\texttt{${c}}$ become after one move? (1 is heads; a move turns coin $w$, $w$ the number of heads.)`,
    board: board(c),
    answer: {
      shape: 'coins',
      label: 'Next configuration',
      hint: `all ${c.length} coins as 1 (heads) and 0 (tails)`,
    },
  }),
  read: (text, { c }) => readConfiguration(text, c.length),
  isRight: ({ c }, t) => next(c) === t,
  expected: ({ c }) => next(c),
  explain: ({ c }) => {
    const w = weight(fromText(c));
    return boardExplanation('One move', [
      {
        caption: `Count the heads: $w = ${w}$.`,
        board: board(c),
        highlight: [
          { indices: [...c].flatMap((f, i) => (f === '1' ? [i] : [])), tone: 'left', label: 'heads' },
        ],
      },
      {
        caption: `Turn coin ${w}: it was ${c[w - 1] === '1' ? 'heads, now tails' : 'tails, now heads'}.`,
        board: board(next(c)),
        highlight: turned(w),
        important: true,
      },
    ]);
  },
};

export const oskarExercises = [oskarSteps, oskarNext];
