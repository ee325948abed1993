/**
 * Numbers and calculator practice: the simplest number between two numbers, an ordinal sum
 * x:y, and the outcome of a small game. The first two are explained by the Numbers page's
 * own walkthroughs (Definition 2.1 level by level; sign expansions concatenated); the
 * outcome by each player's options as typed, each compared with 0.
 */
import { Dyadic, simplestBetween } from '../arith/dyadic';
import { ordinalSumDerivation, simplestDerivation } from '../arith/numbersDerivation';
import { ordinalSum } from '../arith/ordinalSum';
import { texNumber } from '../arith/tex';
import { leq } from '../cgt/compare';
import { outcome } from '../cgt/properties';
import { ZERO } from '../cgt/store';
import { equalsDyadic, readDyadicFraction, type Fraction } from './answers';
import { boardExplanation } from './frames';
import { readGame } from './gameAnswer';
import { outcomeExpected, outcomeForm, readOutcome, type OutcomeClass } from './outcomeChoice';
import type { Random } from './random';
import type { ExerciseKind } from './types';

const NONE = { kind: 'none' as const };

/** A dyadic with denominator at most 2^maxExp and |x| ≤ bound. */
function randomDyadic(random: Random, maxExp: number, bound: number): Dyadic {
  const exp = random.int(0, maxExp);
  const scale = 2 ** exp;
  return Dyadic.of(random.int(-bound * scale, bound * scale), exp);
}

export const simplest: ExerciseKind<{ lo: Dyadic; hi: Dyadic }, Fraction> = {
  id: 'simplest',
  title: 'The simplest number between two numbers',
  maxLevel: 5,
  generate: (random, level) => {
    for (;;) {
      const a = randomDyadic(random, level, 2 + level);
      const b = randomDyadic(random, level, 2 + level);
      if (a.lt(b)) return { lo: a, hi: b };
      if (b.lt(a)) return { lo: b, hi: a };
    }
  },
  pose: ({ lo, hi }) => ({
    question: `What is the simplest number strictly between $${texNumber(lo)}$ and $${texNumber(hi)}$, the value of $\\{${texNumber(lo)} \\mid ${texNumber(hi)}\\}$?`,
    board: NONE,
    answer: { shape: 'number', label: 'Simplest number', hint: 'a number p/q, like 3/4 or -2' },
  }),
  read: (text) => readDyadicFraction(text),
  isRight: ({ lo, hi }, f) => equalsDyadic(f, simplestOf(lo, hi)),
  expected: ({ lo, hi }) => simplestOf(lo, hi).toString(),
  explain: ({ lo, hi }) => ({ frames: 'numbers', derivation: simplestDerivation(lo, hi) }),
};

/** Both ends finite and lo < hi, so a number always fits. */
const simplestOf = (lo: Dyadic, hi: Dyadic): Dyadic => simplestBetween(lo, hi)!;

export const ordinal: ExerciseKind<{ x: Dyadic; y: Dyadic }, Fraction> = {
  id: 'ordinal',
  title: 'An ordinal sum x:y',
  maxLevel: 5,
  generate: (random, level) => {
    const small = Math.max(1, Math.ceil(level / 2));
    return {
      x: randomDyadic(random, Math.min(level, 3), 1 + small),
      y: randomDyadic(random, Math.min(level, 3), small),
    };
  },
  pose: ({ x, y }) => ({
    question: `What number is the ordinal sum $${texNumber(x)} : ${texNumber(y)}$ (base ${x}, exponent ${y})?`,
    board: NONE,
    answer: { shape: 'number', label: 'x:y', hint: 'a number p/q, like 5/8' },
  }),
  read: (text) => readDyadicFraction(text),
  isRight: ({ x, y }, f) => equalsDyadic(f, ordinalSum(x, y)),
  expected: ({ x, y }) => ordinalSum(x, y).toString(),
  explain: ({ x, y }) => ({ frames: 'numbers', derivation: ordinalSumDerivation(x, y) }),
};

/** A small game as typed: a number, *, or {lefts | rights} of smaller ones. */
type Small = string | { left: Small[]; right: Small[] };
type Braced = { left: Small[]; right: Small[] };

const ATOMS = ['0', '1', '-1', '2', '-2', '1/2', '-1/2', '*', '*2'];

/** n different atoms (one side's options: the same option twice says nothing). */
function atoms(random: Random, n: number): string[] {
  const out: string[] = [];
  while (out.length < n) {
    const a = random.pick(ATOMS);
    if (!out.includes(a)) out.push(a);
  }
  return out;
}

/**
 * A game small enough to read at a glance: level 1 is {a | b}; level 2 has two or three
 * options; level 3 makes one of its two or three options a game {a | b} itself. Never more
 * than two levels of braces, never more than three options on the outside.
 */
export function smallGame(random: Random, level: number): Braced {
  if (level <= 1) return { left: atoms(random, 1), right: atoms(random, 1) };
  const twoLeft = random.chance(0.5);
  const left: Small[] = atoms(random, twoLeft ? 2 : 1);
  const right: Small[] = atoms(random, twoLeft ? 1 : 2);
  if (level >= 3) {
    const inner = { left: atoms(random, 1), right: atoms(random, 1) };
    const side = random.chance(0.5) ? left : right;
    side[random.int(0, side.length - 1)] = inner;
  }
  return { left, right };
}

export const plain = (g: Small): string =>
  typeof g === 'string' ? g : `{${g.left.map(plain).join(',')}|${g.right.map(plain).join(',')}}`;
const texOf = (g: Small): string =>
  typeof g === 'string'
    ? g
        .replace(/^\*$/, '\\ast')
        .replace(/^\*(\d+)$/, '\\ast $1')
        .replace(/^(-?)(\d+)\/(\d+)$/, '$1\\tfrac{$2}{$3}')
    : `\\{${g.left.map(texOf).join(',\\,')} \\mid ${g.right.map(texOf).join(',\\,')}\\}`;
const idOf = (g: Small) => {
  const r = readGame(plain(g));
  if (!r.ok) throw new Error(`practice: generated game ${plain(g)} does not read: ${r.error.message}`);
  return r.value;
};

export const smallOutcome: ExerciseKind<{ game: Braced }, OutcomeClass> = {
  id: 'outcome',
  title: 'The outcome of a small game',
  maxLevel: 3,
  generate: (random, level) => ({ game: smallGame(random, level) }),
  pose: ({ game }) => ({
    question: `Who wins $G = ${texOf(game)}$ with perfect play?`,
    board: NONE,
    answer: outcomeForm,
  }),
  read: (text) => readOutcome(text),
  isRight: ({ game }, o) => outcome(idOf(game)) === o,
  expected: ({ game }) => outcomeExpected(outcome(idOf(game))),
  explain: ({ game }) => {
    // Left moving first wins iff some Left option is ≥ 0 (she then wins moving second); Right: some option ≤ 0.
    const lefts = game.left.map((g) => ({ g, wins: leq(ZERO, idOf(g)) }));
    const rights = game.right.map((g) => ({ g, wins: leq(idOf(g), ZERO) }));
    const leftFirst = lefts.some((o) => o.wins);
    const rightFirst = rights.some((o) => o.wins);
    const cls = outcome(idOf(game));
    const list = (os: { g: Small; wins: boolean }[], rel: string, not: string) =>
      os.map((o) => `$${texOf(o.g)} ${o.wins ? rel : not} 0$`).join(', ');
    return boardExplanation(`Who wins ${plain(game)}`, [
      {
        caption: `Left moving first wins exactly when one of her options is $\\ge 0$ (she then wins it moving second). Her options: ${list(lefts, '\\ge', '\\not\\ge')}. So Left moving first ${leftFirst ? 'wins' : 'loses'}.`,
        board: NONE,
      },
      {
        caption: `Right moving first wins exactly when one of his options is $\\le 0$. His options: ${list(rights, '\\le', '\\not\\le')}. So Right moving first ${rightFirst ? 'wins' : 'loses'}.`,
        board: NONE,
      },
      {
        caption: `${leftFirst && !rightFirst ? 'Left wins whoever starts' : !leftFirst && rightFirst ? 'Right wins whoever starts' : leftFirst ? 'Whoever starts wins' : 'Whoever starts loses'}: $G$ is in class ${cls}.`,
        board: NONE,
        important: true,
      },
    ]);
  },
};

export const numbersExercises = [simplest, ordinal, smallOutcome];
