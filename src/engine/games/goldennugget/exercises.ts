/**
 * Golden Nugget practice: whether an amount is a legal move (A or B), a heap's reduced
 * form, and a winning move in a sum. Explained by the Zeckendorf walkthrough (Proposition
 * 5.1 puts the amount in A or B), the Theorem 2.2 classifier, and frames on the heaps.
 */
import { makePretty, makeTex } from '../../cgt/display';
import { reduced } from '../../cgt/reduced';
import { fail, ok } from '../../result';
import { readChoice } from '../../practice/answers';
import { boardExplanation, type BoardStep } from '../../practice/frames';
import { readGame } from '../../practice/gameAnswer';
import type { ExerciseKind } from '../../practice/types';
import type { GameId } from '../../cgt/store';
import { classify } from './classify';
import { classifySteps } from './classifySteps';
import { heapValue } from './heapTable';
import { representationSteps } from './representationSteps';
import { mayRemove, movesFrom, type Color, type Heap, type Player } from './rules';
import { analyzeSum, heapGame } from './sums';
import { wythoffA, wythoffB } from './wythoff';

/** Heap sizes at each level (1..5). */
const SIZES: readonly [number, number][] = [
  [3, 12],
  [10, 25],
  [20, 50],
  [40, 90],
  [80, 160],
];

const WHO: Record<Player, string> = { L: 'Left', R: 'Right' };
const board = (heaps: readonly Heap[]) => ({
  kind: 'goldennugget' as const,
  heaps: heaps.map((h) => ({ ...h })),
});
const pretty = (g: GameId) => makePretty(g, 200) ?? '(a long form)';
const tex = (g: GameId) => makeTex(g, 400) ?? '\\ldots';

interface LegalProblem {
  heap: Heap;
  player: Player;
  take: number;
}

/** Which set a player's removals come from: Left on blue and Right on red use A. */
const setFor = (player: Player, color: Color) => ((player === 'L') === (color === 'blue') ? 'A' : 'B');

/** Past this many terms a list stops helping: the question gives the rule that continues it. */
const MAX_TERMS = 24;

/** The terms of A or B from the first up to the first one ≥ `upTo` (at least four, at most MAX_TERMS), for a question to quote. */
export function firstTerms(set: 'A' | 'B', upTo: number): string {
  const term = set === 'A' ? wythoffA : wythoffB;
  const out: number[] = [];
  for (let n = 1n; out.length < 4 || (out[out.length - 1] < upTo && out.length < MAX_TERMS); n++)
    out.push(Number(term(n)));
  return out.join(', ');
}

export const gnLegal: ExerciseKind<LegalProblem, boolean> = {
  id: 'legal',
  title: 'Is it a legal move?',
  maxLevel: 5,
  generate: (random, level) => {
    const [lo, hi] = SIZES[level - 1];
    const size = random.int(lo, hi);
    return {
      heap: { size, color: random.pick(['blue', 'red'] as const) },
      player: random.pick(['L', 'R'] as const),
      take: random.int(1, size),
    };
  },
  pose: ({ heap, player, take }) => ({
    question: `${WHO[player]} is to move. May ${player === 'L' ? 'she' : 'he'} remove ${take} counter${take === 1 ? '' : 's'} from this ${heap.color} heap of ${heap.size}? (From a blue heap Left removes an amount in $A$ and Right one in $B$; on a red heap they swap. Wythoff's sets begin $A = \\{${firstTerms('A', take)}, \\ldots\\}$ and $B = \\{${firstTerms('B', take)}, \\ldots\\}$: each term of $A$ is the least whole number not yet in either set, and the $n$th term of $B$ is the $n$th of $A$ plus $n$.)`,
    board: board([heap]),
    answer: {
      shape: 'choice',
      label: 'Legal?',
      hint: 'yes or no',
      choices: [
        { value: 'yes', label: 'Yes, it is legal' },
        { value: 'no', label: 'No' },
      ],
    },
  }),
  read: (text) => {
    const r = readChoice(
      text,
      { yes: ['y', 'legal', 'true', 'ja'], no: ['n', 'illegal', 'false', 'not legal'] },
      'yes or no',
    );
    return r.ok ? ok(r.value === 'yes') : r;
  },
  isRight: ({ heap, player, take }, yes) => mayRemove(player, heap.color, take) === yes,
  expected: ({ heap, player, take }) => (mayRemove(player, heap.color, take) ? 'yes' : 'no'),
  explain: ({ heap, player, take }) => {
    const set = setFor(player, heap.color);
    const rep = representationSteps(BigInt(take)).zeckendorf;
    const legal = mayRemove(player, heap.color, take);
    const first = rep.steps[0];
    return {
      frames: 'gn-representation',
      derivation: {
        title: `Is ${take} in ${set}?`,
        steps: [
          {
            ...first,
            highlight: undefined,
            caption: `${WHO[player]} on a ${heap.color} heap removes amounts in $${set}$ (Wythoff's lower set $A = \\{${firstTerms('A', take)}, \\ldots\\}$, upper set $B = \\{${firstTerms('B', take)}, \\ldots\\}$). Is $${take} \\in ${set}$? The Zeckendorf representation says.`,
          },
          ...rep.steps,
          {
            ...rep.steps[rep.steps.length - 1],
            caption: `So $${take} ${legal ? '\\in' : '\\notin'} ${set}$: the move is ${legal ? 'legal' : 'not legal'}.`,
            important: true,
          },
        ],
      },
    };
  },
};

export const gnReduced: ExerciseKind<{ size: number }, GameId> = {
  id: 'reduced',
  title: 'A heap’s reduced form',
  maxLevel: 5,
  generate: (random, level) => ({ size: random.int(SIZES[level - 1][0], SIZES[level - 1][1]) }),
  pose: ({ size }) => ({
    question: `What is the reduced canonical form of the blue heap of ${size} (its value with infinitesimals ignored)?`,
    board: board([{ size, color: 'blue' }]),
    answer: { shape: 'game', label: 'Reduced form', hint: 'a game like {1|0}, {1|1/2} or a number like 1' },
  }),
  read: (text, _p, work) => readGame(text, work),
  // Any form of the answer counts: its own reduced form must be the heap's.
  isRight: ({ size }, g) => reduced(g) === reduced(heapValue(size)),
  expected: ({ size }) => pretty(reduced(heapValue(size))),
  explain: ({ size }) => ({ frames: 'gn-classify', derivation: classifySteps(classify(BigInt(size))) }),
};

interface SumProblem {
  heaps: Heap[];
}

const leftWins = (heaps: readonly Heap[]) => analyzeSum(heaps).winningMoves.left;
const moveText = (c: number, after: number) => `${c + 1}: ${after}`;

export const gnSumMove: ExerciseKind<SumProblem, { component: number; after: number }> = {
  id: 'summove',
  title: 'A winning move in a sum',
  maxLevel: 5,
  generate: (random, level) => {
    const [lo, hi] = SIZES[Math.max(0, level - 2)];
    for (;;) {
      const heaps: Heap[] = [
        { size: random.int(lo, hi), color: 'blue' },
        { size: random.int(lo, hi), color: random.pick(['blue', 'red'] as const) },
      ];
      if (leftWins(heaps).length > 0) return { heaps };
    }
  },
  pose: ({ heaps }) => ({
    question: `Left to move in the sum of these heaps (${heaps.map((h) => `${h.color} ${h.size}`).join(', ')}). Which move wins?`,
    board: board(heaps),
    answer: {
      shape: 'move',
      label: 'Heap and counters left',
      hint: 'the heap, then how many counters you leave in it: like 2: 7',
    },
  }),
  read: (text, { heaps }) => {
    const m = /^(?:heap\s*)?(\d{1,9})\s*(?::|;|,|\s|to|->|\u2192)\s*(\d{1,9})$/i.exec(text.trim());
    if (!m) return fail('bad_field', 'type the heap and the counters left in it, like 2: 7', { at: 0 });
    const c = Number(m[1]);
    const after = Number(m[2]);
    if (c < 1 || c > heaps.length)
      return fail(
        'bad_field',
        `name the heap first (1 to ${heaps.length}), then the counters left: like 2: 7`,
        { at: 0 },
      );
    const h = heaps[c - 1];
    if (after >= h.size)
      return fail('bad_field', `heap ${c} has ${h.size} counters; a move leaves fewer`, { at: 0 });
    const take = h.size - after;
    if (!mayRemove('L', h.color, take)) {
      return fail(
        'bad_field',
        `not a legal move: leaving ${after} removes ${take}, and Left may remove from a ${h.color} heap only amounts in ${setFor('L', h.color)} = {${firstTerms(setFor('L', h.color), take)}, …}`,
        { at: 0 },
      );
    }
    return ok({ component: c - 1, after });
  },
  isRight: ({ heaps }, a) => leftWins(heaps).some((m) => m.component === a.component && m.after === a.after),
  expected: ({ heaps }) => {
    const wins = leftWins(heaps);
    const listed = wins.map((m) => moveText(m.component, m.after)).join('; ');
    // read after "the answer is": "2-3, the one winning move" or "any of 2-3, 5-6"
    return wins.length === 1 ? `${listed}, the one winning move` : `any of ${listed}`;
  },
  explain: ({ heaps }) => {
    const values = heaps.map((h) => heapGame(h));
    const wins = leftWins(heaps);
    const steps: BoardStep[] = [
      {
        caption: `The heaps' values: ${heaps.map((h, i) => `heap ${i + 1} (${h.color} ${h.size}) is $${tex(values[i])}$`).join('; ')}.`,
        board: board(heaps),
      },
      {
        caption: `A move wins for Left when the sum after it is $\\ge 0$: then she wins moving second. Left's legal moves leave heap 1 at ${movesFrom(heaps[0], 'L').length} sizes and heap 2 at ${movesFrom(heaps[1], 'L').length}; each sum after is compared with 0.`,
        board: board(heaps),
      },
      ...wins.slice(0, 4).map((m): BoardStep => {
        const after = heaps.map((h, i) => (i === m.component ? { ...h, size: m.after } : h));
        const v = heapGame(after[m.component]);
        return {
          caption: `Heap ${m.component + 1} to ${m.after} (value $${tex(v)}$): the sum after is $\\ge 0$, so Left wins.`,
          board: board(after),
          important: true,
        };
      }),
    ];
    if (wins.length > 4)
      steps.push({
        caption: `${wins.length} winning moves in all: ${wins.map((m) => moveText(m.component, m.after)).join('; ')}.`,
        board: board(heaps),
      });
    return boardExplanation('Why this move wins', steps);
  },
};

export const goldenNuggetExercises = [gnLegal, gnReduced, gnSumMove];
