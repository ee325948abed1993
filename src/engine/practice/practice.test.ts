import { describe, expect, it } from 'vitest';
import { analyze } from '../api';
import { algorithmValue } from '../games/flipping/algorithm';
import { legalMoves as flippingMoves, flip } from '../games/flipping/rules';
import { grundyTable } from '../games/ruler/bruteForce';
import { bruteGrundy } from '../games/sliding/bruteForce';
import { options as slidingOptions } from '../games/sliding/rules';
import { simulateDecay } from '../games/oskar/process';
import { fromText } from '../games/oskar/configuration';
import { readFraction } from './answers';
import { plain, smallGame } from './numbersExercises';
import { randomFor } from './random';
import { gradeAnswer, poseExercise, type ExerciseId } from './grade';
import { KINDS } from './registry';
import { exerciseSet, SET_SIZE } from './sets';
import { PRACTICE_GAMES } from './types';

const SEEDS = Array.from({ length: 4 }, (_, i) => i * 7919 + 3);
const ids = (game: ExerciseId['game'], kind: string, levels = [1, 2, 3]): ExerciseId[] =>
  levels.flatMap((level) => SEEDS.map((seed) => ({ game, kind, seed, level })));
const right = (id: ExerciseId, answer: string) => gradeAnswer(id, answer).status;

describe('practice framework', () => {
  it('poses every kind at every level, the same for the same seed and explains it with frames', () => {
    for (const game of PRACTICE_GAMES) {
      for (const kind of KINDS[game]) {
        for (let level = 1; level <= kind.maxLevel; level++) {
          for (const seed of [99]) {
            const id = { game, kind: kind.id, seed, level };
            const a = poseExercise(id);
            expect(poseExercise(id)).toEqual(a);
            expect(a.question.length).toBeGreaterThan(10);
            const g = gradeAnswer(id, 'x');
            if (g.status !== 'invalid') expect(g.explanation.derivation.steps.length).toBeGreaterThan(0);
          }
        }
      }
    }
  });

  it('reads fractions generously and in lowest terms, and refuses nonsense with a message', () => {
    expect(readFraction(' 2/4 ')).toEqual({ ok: true, value: { num: 1n, den: 2n } });
    expect(readFraction('+1/2')).toEqual({ ok: true, value: { num: 1n, den: 2n } });
    expect(readFraction('−6 / 8')).toEqual({ ok: true, value: { num: -3n, den: 4n } });
    expect(readFraction('0.375')).toEqual({ ok: true, value: { num: 3n, den: 8n } });
    for (const bad of ['', '1/0', '1//2', 'abc', '9'.repeat(40), '1/2/3'])
      expect(readFraction(bad).ok).toBe(false);
  });

  it('gives a message, not a grade, on empty, huge or unreadable answers', () => {
    const id: ExerciseId = { game: 'flipping', kind: 'value', seed: 5, level: 2 };
    for (const bad of ['', '   ', '1/0', 'x'.repeat(5000), '1'.repeat(100), '½'])
      expect(right(id, bad)).toBe('invalid');
  });

  it('refuses a non-dyadic fraction where every value is dyadic, with a message and no grade', () => {
    for (const [game, kind] of [
      ['flipping', 'value'],
      ['numbers', 'simplest'],
      ['numbers', 'ordinal'],
    ] as const) {
      const g = gradeAnswer({ game, kind, seed: 42, level: 5 }, ' 1/3 ');
      expect(g).toMatchObject({
        status: 'invalid',
        message: expect.stringContaining('1/3 cannot be a value here: denominators are powers of 2'),
      });
      expect(gradeAnswer({ game, kind, seed: 42, level: 5 }, '3/8').status).not.toBe('invalid');
    }
  });

  it('answers through the contract; the answer is never sent with the exercise', () => {
    const posed = analyze({
      game: 'practice',
      op: 'exercise',
      page: 'ruler',
      kind: 'value',
      seed: 3,
      level: 2,
    });
    expect(posed.ok).toBe(true);
    expect(JSON.stringify(posed)).not.toMatch(/expected|nimValue/);
    const bad = analyze({ game: 'practice', op: 'exercise', page: 'ruler', kind: 'nope', seed: 3, level: 2 });
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad_field', field: 'kind' } });
    expect(
      analyze({
        game: 'practice',
        op: 'grade',
        page: 'oskar',
        kind: 'steps',
        seed: 3,
        level: 9,
        answer: '1',
      }),
    ).toMatchObject({ ok: false });
  });

  it("gives an exercise's answer alone (a lesson's answer key): the grade's expected answer", () => {
    const id = { page: 'ruler', kind: 'value', seed: 5, level: 1 } as const;
    const answer = analyze({ game: 'practice', op: 'answer', ...id });
    const grade = gradeAnswer({ game: 'ruler', kind: 'value', seed: 5, level: 1 }, '0');
    expect(grade.status).not.toBe('invalid');
    expect(answer).toMatchObject({ ok: true, expected: grade.status === 'invalid' ? '' : grade.expected });
  });

  it('makes a set of ten, the same for the same link', () => {
    const s = exerciseSet('ruler', 42, 2);
    expect(s).toHaveLength(SET_SIZE);
    expect(exerciseSet('ruler', 42, 2)).toEqual(s);
    expect(new Set(s.map((i) => i.kind))).toEqual(new Set(['value', 'run']));
    expect(exerciseSet('ruler', 42, 2, 'run').every((i) => i.kind === 'run')).toBe(true);
  });

  it('asks about ten different positions in a set', () => {
    const cases: [ExerciseId['game'], number, number][] = [
      ['ruler', 1303894151, 1],
      ['sliding', 1303894151, 2],
      ['sliding', 7, 1],
      ['flipping', 5, 1],
      ['goldennugget', 11, 1],
    ];
    for (const [game, set, level] of cases) {
      const boards = exerciseSet(game, set, level).map((i) => {
        const posed = poseExercise({ game, ...i });
        return posed.board.kind === 'none' ? posed.question : JSON.stringify(posed.board);
      });
      expect(new Set(boards).size).toBe(SET_SIZE);
    }
  });
});

describe('Flipping Coins exercises', () => {
  it('accepts the value in any equivalent form and nothing else', () => {
    for (const id of ids('flipping', 'value')) {
      const line =
        poseExercise(id).board.kind === 'flipping'
          ? (poseExercise(id).board as { lines: string[] }).lines[0]
          : '';
      const v = algorithmValue(line);
      const d = v.denominator;
      expect(right(id, `${v.num * 2n}/${d * 2n}`)).toBe('right');
      expect(right(id, ` ${v.num < 0n ? '' : '+'}${v.num} / ${d} `)).toBe('right');
      expect(right(id, `${v.num * 2n + 1n}/${d * 2n}`)).toBe('wrong');
    }
  });

  it('accepts exactly the moves after which Left wins moving second (brute force by the Algorithm)', () => {
    for (const id of ids('flipping', 'leftmove', [1, 2])) {
      const lines = (poseExercise(id).board as { lines: string[] }).lines;
      const total = (ls: string[]) => ls.reduce((s, l) => s.add(algorithmValue(l)), algorithmValue(''));
      let some = false;
      let notAll = false;
      lines.forEach((line, c) => {
        for (const [i, j] of flippingMoves(line, 'L')) {
          const after = lines.map((l, k) => (k === c ? flip(l, i, j) : l));
          const wins = total(after).sign() >= 0;
          some ||= wins;
          notAll ||= !wins;
          const typed = lines.length === 1 ? `${j} ${i}` : `line ${c + 1}: (${i}, ${j})`;
          expect(right(id, typed)).toBe(wins ? 'right' : 'wrong');
        }
      });
      // Well-posed: something to find, and something to avoid.
      expect(some).toBe(true);
      expect(notAll).toBe(true);
    }
  });

  it('refuses an illegal move with the reason, not a grade', () => {
    for (const id of ids('flipping', 'leftmove', [1, 2])) {
      const lines = (poseExercise(id).board as { lines: string[] }).lines;
      const c = lines.findIndex((l) => l.includes('0'));
      if (c < 0) continue;
      const heads = lines[c].indexOf('0') + 1;
      const tails = lines[c].indexOf('1') + 1;
      const g = gradeAnswer(id, lines.length === 1 ? `${heads}-${tails}` : `${c + 1}: ${heads}-${tails}`);
      expect(g.status).toBe('invalid');
      if (g.status === 'invalid') expect(g.message).toMatch(/not a legal move: Left flips two tails/);
    }
  });

  it('grades who wins a sum by its sign', () => {
    for (const id of ids('flipping', 'winner')) {
      const lines = (poseExercise(id).board as { lines: string[] }).lines;
      const s = lines.reduce((t, l) => t.add(algorithmValue(l)), algorithmValue('')).sign();
      const o = s > 0 ? 'L' : s < 0 ? 'R' : 'P';
      for (const c of ['L', 'R', 'N', 'P'])
        expect(right(id, c.toLowerCase())).toBe(c === o ? 'right' : 'wrong');
    }
  });
});

describe('Sliding Coins exercises', () => {
  it('grades the Grundy number against brute force', () => {
    for (const id of ids('sliding', 'grundy')) {
      const [p] = (poseExercise(id).board as { straps: [number, number][] }).straps;
      const g = bruteGrundy(p);
      expect(right(id, ` +${g} `)).toBe('right');
      expect(right(id, String(g + 1))).toBe('wrong');
    }
  });

  it('accepts exactly the moves to a nim-sum of 0 (brute force)', () => {
    for (const id of ids('sliding', 'summove', [1, 2])) {
      const straps = (poseExercise(id).board as { straps: [number, number][] }).straps;
      let some = false;
      straps.forEach((p, c) => {
        for (const o of slidingOptions(p)) {
          const wins = (bruteGrundy(o) ^ bruteGrundy(straps[1 - c])) === 0;
          some ||= wins;
          expect(right(id, `${c + 1}: ${o[0]}, ${o[1]}`)).toBe(wins ? 'right' : 'wrong');
        }
      });
      expect(some).toBe(true);
      expect(right(id, `1: ${straps[0][1] + 1}, ${straps[0][1] + 2}`)).toBe('invalid');
    }
  });
});

describe('Ruler exercises', () => {
  it('grades the nim-value and the winning runs against brute force', () => {
    for (const id of [...ids('ruler', 'value', [1, 2]), ...ids('ruler', 'run', [1, 2])]) {
      const [row] = (poseExercise(id).board as { rows: string[] }).rows;
      const table = grundyTable(row.length);
      const mask = (r: string) => [...r].reduce((m, c, i) => m | (c === 'H' ? 1 << i : 0), 0);
      const value = table[mask(row)];
      if (id.kind === 'value') {
        expect(right(id, String(value))).toBe('right');
        expect(right(id, String(value ^ 1))).toBe('wrong');
        continue;
      }
      expect(value).not.toBe(0);
      const tail = row.indexOf('T') + 1;
      if (tail > 0) {
        const g = gradeAnswer(id, `1-${tail}`);
        expect(g.status).toBe('invalid');
        if (g.status === 'invalid') expect(g.message).toMatch(/not a legal move: .*tails/);
      }
      for (let to = 1; to <= row.length; to++) {
        if (row[to - 1] !== 'H') continue;
        for (let from = 1; from <= to; from++) {
          const after = [...row]
            .map((c, i) => (i >= from - 1 && i < to ? (c === 'H' ? 'T' : 'H') : c))
            .join('');
          expect(right(id, from === to ? `${to}` : `${from}–${to}`)).toBe(
            table[mask(after)] === 0 ? 'right' : 'wrong',
          );
        }
      }
    }
  });
});

describe('Oskar exercises', () => {
  it('grades the moves to all tails by running the process, and the next configuration', () => {
    for (const id of ids('oskar', 'steps')) {
      const c = (poseExercise(id).board as { configuration: string }).configuration;
      const n = simulateDecay(fromText(c));
      expect(right(id, String(n))).toBe('right');
      expect(right(id, String(n + 2))).toBe('wrong');
    }
    for (const id of ids('oskar', 'next')) {
      const c = (poseExercise(id).board as { configuration: string }).configuration;
      const w = [...c].filter((x) => x === '1').length;
      const next = [...c].map((x, i) => (i === w - 1 ? (x === '1' ? '0' : '1') : x)).join('');
      expect(right(id, next.split('').join(' '))).toBe('right');
      expect(right(id, next.replace(/1/g, 'H').replace(/0/g, 't'))).toBe('right');
      expect(right(id, c)).toBe('wrong');
      expect(right(id, c + '1')).toBe('invalid');
    }
  });
});

describe('Golden Nugget exercises', () => {
  it('grades legality by Wythoff’s sets, reduced forms in any form, and winning moves', () => {
    for (const id of ids('goldennugget', 'legal')) {
      const posed = poseExercise(id);
      expect(posed.question).toMatch(/A = \\\{1, 3, 4, 6, /);
      expect(posed.question).not.toMatch(/reconstructed|extraction/);
      const g = gradeAnswer(id, 'yes');
      expect(g.status).not.toBe('invalid');
      expect(right(id, 'no')).toBe(g.status === 'right' ? 'wrong' : 'right');
    }
    for (const id of ids('goldennugget', 'reduced', [1, 2])) {
      const g = gradeAnswer(id, '*');
      if (g.status === 'invalid') throw new Error('unread');
      expect(right(id, g.expected)).toBe('right');
      expect(right(id, `${g.expected} + 0`)).toBe('right');
      expect(right(id, `${g.expected} + 1`)).toBe('wrong');
    }
    for (const id of ids('goldennugget', 'summove', [1, 2])) {
      const heaps = (poseExercise(id).board as { heaps: { size: number; color: string }[] }).heaps;
      // Heap 1 is blue: Left may always take 1 (in A); taking 2 (in B) she may not.
      const g = gradeAnswer(id, `1: ${heaps[0].size - 1}`);
      if (g.status === 'invalid') throw new Error('unread');
      const bad = gradeAnswer(id, `1: ${heaps[0].size - 2}`);
      expect(bad.status).toBe('invalid');
      if (bad.status === 'invalid')
        expect(bad.message).toMatch(/not a legal move: leaving \d+ removes 2, .* A = \{1, 3, 4, 6/);
      const first = /(\d+): (\d+)/.exec(g.expected)!;
      expect(right(id, `heap ${first[1]} to ${first[2]}`)).toBe('right');
    }
  });
});

describe('Numbers exercises', () => {
  it('accepts equivalent forms of the simplest number and the ordinal sum', () => {
    for (const id of [...ids('numbers', 'simplest'), ...ids('numbers', 'ordinal')]) {
      const g = gradeAnswer(id, '0');
      if (g.status === 'invalid') throw new Error('unread');
      const f = readFraction(g.expected);
      if (!f.ok) throw new Error('bad expected');
      expect(right(id, `${f.value.num * 3n}/${f.value.den * 3n}`)).toBe('right');
      expect(right(id, `${f.value.num * 2n + 1n}/${f.value.den * 2n}`)).toBe('wrong');
    }
  });

  it('grades a small game’s outcome as exactly one of L, R, N, P', () => {
    for (const id of ids('numbers', 'outcome')) {
      expect(['L', 'R', 'N', 'P'].filter((o) => right(id, o) === 'right')).toHaveLength(1);
    }
  });

  it('keeps the outcome’s game small: at most two levels of braces and three options outside, every class at every level', () => {
    const depth = (text: string) =>
      [...text].reduce(
        (d, c) => ({
          now: d.now + (c === '{' ? 1 : c === '}' ? -1 : 0),
          max: Math.max(d.max, d.now + (c === '{' ? 1 : 0)),
        }),
        { now: 0, max: 0 },
      ).max;
    for (const level of [1, 2, 3]) {
      const classes = new Set<string>();
      for (let seed = 0; seed < 200; seed++) {
        const game = smallGame(randomFor('numbers/outcome', seed, level), level);
        expect(depth(plain(game))).toBe(level === 3 ? 2 : 1);
        expect(game.left.length + game.right.length).toBeLessThanOrEqual(level === 1 ? 2 : 3);
        expect(new Set(game.left.map(plain)).size).toBe(game.left.length); // no option twice on a side
        const g = gradeAnswer({ game: 'numbers', kind: 'outcome', seed, level }, 'L');
        if (g.status !== 'invalid') classes.add(g.expected[0]);
      }
      expect([...classes].sort()).toEqual(['L', 'N', 'P', 'R']);
    }
    // the reviewer's level-3 link: one inner game, not three levels
    expect(poseExercise({ game: 'numbers', kind: 'outcome', seed: 42, level: 3 }).question).toBe(
      'Who wins $G = \\{\\{1 \\mid -\\tfrac{1}{2}\\} \\mid \\ast 2,\\,\\ast\\}$ with perfect play?',
    );
  });

  it('asks for a choice to be chosen, and a typed answer to be typed', () => {
    expect(gradeAnswer({ game: 'numbers', kind: 'outcome', seed: 1, level: 1 }, ' ')).toMatchObject({
      status: 'invalid',
      message: 'choose an answer first',
    });
    expect(gradeAnswer({ game: 'numbers', kind: 'simplest', seed: 1, level: 1 }, '')).toMatchObject({
      status: 'invalid',
      message: 'type an answer first',
    });
  });
});

// Issue 25: "the answer is the one winning move is 5-6" (flipping leftmove level 1 seed 7,
// answered 2-3; Ruler's run alike). The expected text reads after "the answer is".
describe('the expected answer in words', () => {
  it.each([
    ['flipping', 'leftmove'],
    ['ruler', 'run'],
    ['sliding', 'summove'],
    ['goldennugget', 'summove'],
  ] as const)('reads after "the answer is" for %s %s', (game, kind) => {
    for (const id of ids(game, kind, [1, 2])) {
      const g = gradeAnswer(id, '0');
      if (g.status === 'invalid') continue;
      const sentence = `the answer is ${g.expected}.`;
      expect(sentence).not.toMatch(/answer is the one|answer is .* is /);
      expect(sentence).toMatch(/^the answer is (any of .+|.+, the one winning (move|run))\.$/);
    }
  });

  it('says the issue’s exercise plainly: answered 2-3, the answer is 5-6', () => {
    const g = gradeAnswer({ game: 'flipping', kind: 'leftmove', level: 1, seed: 7 }, '2-3');
    if (g.status === 'invalid') throw new Error('unread');
    expect(g.expected).toBe('5-6, the one winning move');
  });
});
