/**
 * Sliding Coins practice: a position's Grundy number, and the winning move in a two-strap
 * sum. Values come from Definition 3.1 (tested against brute force); the explanations are
 * short frames on the straps: the options' values and their mex with the set the position
 * lies in, and for a sum the XOR, each strap's target and the move that reaches it.
 */
import { mex, nimSum } from '../../arith/nim';
import { fail, ok } from '../../result';
import { readPair } from '../../practice/answers';
import { boardExplanation, type BoardStep } from '../../practice/frames';
import type { Random } from '../../practice/random';
import type { ExerciseKind } from '../../practice/types';
import { grundyByFormula, membershipTex, memberships } from './formula';
import { describeMove, options, type Position } from './rules';
import { winningMoves } from './sum';

/** The far coin's distance y at each level (1..5); x is drawn below it. */
const SIZES: readonly [number, number][] = [
  [2, 6],
  [5, 10],
  [8, 16],
  [12, 24],
  [16, 32],
];
/** At most this many squares from the near coin to the far one, so a board scrolled to the far coin shows both (also on a projector). */
export const MAX_GAP = 10;

export function randomStrap(random: Random, level: number): [number, number] {
  const [lo, hi] = SIZES[level - 1];
  const y = random.int(lo, hi);
  return [random.int(Math.max(1, y - MAX_GAP), y - 1), y];
}

const board = (straps: readonly Position[]) => ({
  kind: 'sliding' as const,
  straps: straps.map((p) => [p[0], p[1]] as [number, number]),
});
const pos = ([x, y]: Position) => `(${x}, ${y})`;
const steps = (n: number) => `${n} step${n === 1 ? '' : 's'}`;
const readWholeDigits = (text: string) => /^\s*\+?\d{1,9}\s*$/.test(text);

/** The options with their values (at most `max` listed), their mex, and the Definition 3.1 set. */
export function grundySteps(p: Position, straps: readonly Position[] = [p]): BoardStep[] {
  const opts = options(p).map((o) => ({ o, g: grundyByFormula(o) }));
  const values = [...new Set(opts.map((v) => v.g))].sort((a, b) => a - b);
  const g = mex(values);
  const max = 14;
  const listed = opts
    .slice(0, max)
    .map(({ o, g }) => `${pos(o)}\\mapsto ${g}`)
    .join(',\\ ');
  const ms = memberships(p);
  const steps: BoardStep[] = [
    {
      caption: `From $${pos(p)}$ a move reaches ${opts.length} position${opts.length === 1 ? '' : 's'}, with Grundy numbers $${listed}${opts.length > max ? ',\\ \\ldots' : ''}$.`,
      board: board(straps),
    },
    {
      caption: `The values reached are $\\{${values.join(', ')}\\}$; the smallest whole number not among them is $\\operatorname{mex} = ${g}$, so $G${pos(p)} = ${g}$.`,
      board: board(straps),
      important: true,
    },
  ];
  if (ms.length > 0) {
    steps.push({
      caption: `Definition 3.1 says the same without the options: $${pos(p)} \\in ${ms[0].label.replace(/G\((\d+),(\d)\)/, 'G_{$1,$2}')}$ because $${membershipTex(ms[0], p)}$.`,
      board: board(straps),
    });
  }
  return steps;
}

export const slidingGrundy: ExerciseKind<{ p: Position }, number> = {
  id: 'grundy',
  title: 'A position’s Grundy number',
  maxLevel: 5,
  generate: (random, level) => ({ p: randomStrap(random, level) }),
  pose: ({ p }) => ({
    question: `What is the Grundy number of the position $${pos(p)}$ (the near coin ${steps(p[0])} from the edge, the far coin ${steps(p[1])})?`,
    board: board([p]),
    answer: { shape: 'whole', label: 'Grundy number', hint: 'a whole number, like 4' },
  }),
  read: (text) => {
    if (!readWholeDigits(text))
      return /^\s*-/.test(text)
        ? fail('bad_field', 'a Grundy number is 0, 1, 2, …: never negative', { at: 0 })
        : fail('bad_field', 'type a whole number, like 4 (at most 9 digits)', { at: 0 });
    return ok(Number(text.trim().replace('+', '')));
  },
  isRight: ({ p }, g) => grundyByFormula(p) === g,
  expected: ({ p }) => String(grundyByFormula(p)),
  explain: ({ p }) => boardExplanation(`Why G${pos(p)} = ${grundyByFormula(p)}`, grundySteps(p)),
};

interface SumProblem {
  straps: [Position, Position];
}

const moveText = (c: number, after: Position) => `${c + 1}: ${after[0]},${after[1]}`;

export const slidingSumMove: ExerciseKind<SumProblem, { component: number; after: Position }> = {
  id: 'summove',
  title: 'The winning move in a two-strap sum',
  maxLevel: 5,
  generate: (random, level) => {
    for (;;) {
      const straps: [Position, Position] = [randomStrap(random, level), randomStrap(random, level)];
      if (winningMoves(straps).length > 0) return { straps };
    }
  },
  pose: ({ straps }) => ({
    question: `Two straps: $${pos(straps[0])}$ and $${pos(straps[1])}$. Your move: where do you leave one strap so that you win?`,
    board: board(straps),
    answer: {
      shape: 'move',
      label: 'Strap and position after',
      hint: 'the strap, then the position you leave it in as x, y: like 2: 1,4',
    },
  }),
  read: (text, { straps }) => {
    const r = readPair(text, 'the strap and the position after the move, like 2: 1,4');
    if (!r.ok) return r;
    const c = r.value.component;
    if (c === undefined || c < 1 || c > 2)
      return fail('bad_field', 'name the strap first (1 or 2), then the position: like 2: 1,4', { at: 0 });
    const after: Position = [r.value.a, r.value.b];
    if (!options(straps[c - 1]).some((o) => o[0] === after[0] && o[1] === after[1])) {
      return fail(
        'bad_field',
        `no move takes strap ${c} from ${pos(straps[c - 1])} to ${pos(after)}; a position is x, y with x < y (or 0, 0 when both coins are off)`,
        { at: 0 },
      );
    }
    return ok({ component: c - 1, after });
  },
  isRight: ({ straps }, a) =>
    winningMoves(straps).some(
      (m) => m.component === a.component && m.after[0] === a.after[0] && m.after[1] === a.after[1],
    ),
  expected: ({ straps }) => {
    const wins = winningMoves(straps);
    const listed = wins.map((m) => moveText(m.component, m.after)).join('; ');
    // read after "the answer is": "2-3, the one winning move" or "any of 2-3, 5-6"
    return wins.length === 1 ? `${listed}, the one winning move` : `any of ${listed}`;
  },
  explain: ({ straps }) => {
    const gs = straps.map(grundyByFormula);
    const total = nimSum(gs[0], gs[1]);
    const bits = Math.max(1, ...gs.map((g) => g.toString(2).length));
    const bin = (v: number) => `\\texttt{${v.toString(2).padStart(bits, '0')}}`;
    const wins = winningMoves(straps);
    const steps: BoardStep[] = [
      {
        caption: `Each strap's Grundy number: $G${pos(straps[0])} = ${gs[0]}$ and $G${pos(straps[1])} = ${gs[1]}$ (Definition 3.1).`,
        board: board(straps),
      },
      {
        caption: `The sum is worth their XOR (Sprague–Grundy): $${bin(gs[0])} \\oplus ${bin(gs[1])} = ${bin(total)}$, that is $${total}$, not 0: the player to move wins.`,
        board: board(straps),
        important: true,
      },
      {
        caption: `A winning move leaves XOR 0: strap 1 must go to $${gs[0]} \\oplus ${total} = ${nimSum(gs[0], total)}$, or strap 2 to $${gs[1]} \\oplus ${total} = ${nimSum(gs[1], total)}$.`,
        board: board(straps),
      },
      ...wins.slice(0, 4).map((m): BoardStep => {
        const after: [Position, Position] = m.component === 0 ? [m.after, straps[1]] : [straps[0], m.after];
        const raised =
          m.grundy > gs[m.component]
            ? ` This move raises the strap's value from ${gs[m.component]} to ${m.grundy}: a Grundy number is not a heap size, and a move may increase it.`
            : '';
        return {
          caption: `Strap ${m.component + 1}: ${describeMove(m.move)} leaves $${pos(m.after)}$, of Grundy number ${m.grundy}; now $${m.component === 0 ? m.grundy : gs[0]} \\oplus ${m.component === 1 ? m.grundy : gs[1]} = 0$.${raised}`,
          board: board(after),
          important: true,
        };
      }),
    ];
    if (wins.length > 4)
      steps.push({
        caption: `There are ${wins.length} winning moves in all: ${wins.map((m) => moveText(m.component, m.after)).join('; ')}.`,
        board: board(straps),
      });
    return boardExplanation('Why this move wins', steps);
  },
};

export const slidingExercises = [slidingGrundy, slidingSumMove];
