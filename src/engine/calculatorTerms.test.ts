/**
 * The games' terms in the calculator (issues 22 and 24): each term's value is the one its own
 * game's op gives (what its page shows), its winning moves are the game's, bad notation is
 * refused with a message at the argument, and a term's normal spelling reads back to itself.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyze } from './api';
import { calculatorOps } from './calculatorOps';
import { parseExpression } from './cgt/parse';
import { TOOLKIT_NAMES } from './cgt/tokens';
import { BUILTINS } from './cgt/toolkit';
import { applyMove, legalMoves as rulerMoves } from './games/ruler/rules';
import { nimValue } from './games/ruler/rulerFunction';
import { grundyByFormula } from './games/sliding/formula';
import { legalMoves as slidingMoves } from './games/sliding/rules';

type Answer = Record<string, any>;
const ask = (game: string, op: string, fields: Record<string, unknown>) =>
  analyze({ game, op, ...fields } as never) as Answer;
const canonical = (expression: string) => ask('cgt', 'canonical', { expression });
const ok = (expression: string) => {
  const r = canonical(expression);
  if (!r.ok) throw new Error(`${expression}: ${r.error.message}`);
  return r;
};
/** The plain form of a nimber *v (0 for v = 0). */
const nimber = (v: number) => (v === 0 ? '0' : v === 1 ? '*' : `*${v}`);

const lineArb = fc.string({ unit: fc.constantFrom('0', '1'), minLength: 1, maxLength: 18 });
const rowArb = fc.string({ unit: fc.constantFrom('H', 'T'), minLength: 1, maxLength: 24 });
const strapArb = fc
  .tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 40 }))
  .map(([x, d]) => [x, x + d] as [number, number]);
const heapArb = fc.integer({ min: 0, max: 40 });
const setArb = fc.constantFrom(
  'wythoff',
  'mod:5:1,3',
  'mod:2:1',
  'finite:1,2,5',
  'beatty:sqrt2',
  'cf:[1;(2)]',
);

describe('game terms: values equal their own game', () => {
  it('flip(line) is the Flipping page’s value (the Algorithm)', () => {
    fc.assert(
      fc.property(lineArb, (line) => {
        const page = ask('flipping', 'value', { position: line });
        expect(ok(`flip(${line})`).canonical).toBe(page.value);
      }),
      { numRuns: 60 },
    );
  });

  it('ruler(row) is *(the Ruler page’s nim-value)', () => {
    fc.assert(
      fc.property(rowArb, (row) => {
        expect(ok(`ruler(${row})`).canonical).toBe(nimber(ask('ruler', 'value', { position: row }).nimValue));
      }),
      { numRuns: 60 },
    );
  });

  it('slide(x,y) is *(the Sliding page’s Grundy number)', () => {
    fc.assert(
      fc.property(strapArb, ([x, y]) => {
        expect(ok(`slide(${x},${y})`).canonical).toBe(
          nimber(ask('sliding', 'grundy', { position: [x, y] }).grundy),
        );
      }),
      { numRuns: 60 },
    );
  });

  it('gn(n) and gn(r n) are the Golden Nugget page’s blue heap and its negative', () => {
    for (const n of [0, 1, 2, 8, 17, 20, 40]) {
      const page = ask('goldennugget', 'heap', { size: n });
      expect(ok(`gn(${n})`).canonical).toBe(page.canonical);
      expect(ok(`gn(b${n})`).canonical).toBe(page.canonical);
      expect(ok(`gn(r${n}) + gn(${n})`).canonical).toBe('0');
    }
  });

  it('cs(S, n) is the Complementary Subtraction page’s heap, for every kind of set', () => {
    fc.assert(
      fc.property(setArb, heapArb, (set, n) => {
        const page = ask('subtraction', 'heap', { set, size: n });
        expect(ok(`cs(${set}, ${n})`).canonical).toBe(page.canonical);
      }),
      { numRuns: 40 },
    );
    expect(ok('cs(wythoff, 20)').canonical).toBe(ok('gn(20)').canonical); // Golden Nugget is S = A
  });
});

describe('game terms: winning moves are each game’s own', () => {
  it('a Ruler row alone: its winning moves are the Ruler page’s', () => {
    fc.assert(
      fc.property(rowArb, (row) => {
        const page = ask('ruler', 'value', { position: row });
        const moves = ok(`ruler(${row})`).winningMoves;
        expect(moves.leftCount).toBe(page.winningMoveCount);
        expect(moves.rightCount).toBe(page.winningMoveCount);
      }),
      { numRuns: 40 },
    );
  });

  it('a sum of Sliding positions: as many winning moves as the Sliding page finds', () => {
    fc.assert(
      fc.property(strapArb, strapArb, (a, b) => {
        const page = ask('sliding', 'sum', { positions: [a, b] });
        const moves = ok(`slide(${a}) + slide(${b})`).winningMoves;
        expect(moves.leftCount).toBe(page.winningMoves.length);
      }),
      { numRuns: 30 },
    );
  });

  it('impartial sums: every move tried by the rules finds the same winning moves as the theory', () => {
    fc.assert(
      fc.property(rowArb, rowArb, strapArb, (a, b, s) => {
        const rest = (skip: number) =>
          [nimValue(a), nimValue(b), grundyByFormula(s)].filter((_, i) => i !== skip);
        const xor = (vs: number[]) => vs.reduce((x, y) => x ^ y, 0);
        const tried =
          rulerMoves(a).filter((m) => (nimValue(applyMove(a, m)) ^ xor(rest(0))) === 0).length +
          rulerMoves(b).filter((m) => (nimValue(applyMove(b, m)) ^ xor(rest(1))) === 0).length +
          slidingMoves(s).filter((m) => (grundyByFormula(m.after) ^ xor(rest(2))) === 0).length;
        const moves = ok(`ruler(${a}) + ruler(${b}) + slide(${s})`).winningMoves;
        expect(moves.leftCount).toBe(tried);
        expect(moves.rightCount).toBe(tried);
        expect(moves.complete).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('a long Ruler row beside a nimber is answered by the theory; beside a switch each move is tried', () => {
    const row = 'H'.repeat(1900);
    const page = ask('ruler', 'value', { position: row });
    const moves = ok(`ruler(${row}) + ruler(${row})`).winningMoves; // a P-position: no winning move
    expect(moves).toMatchObject({ complete: true, leftCount: 0, rightCount: 0 });
    expect(ok(`ruler(${row})`).winningMoves).toMatchObject({
      complete: true,
      leftCount: page.winningMoveCount,
    });
    const hot = ok('ruler(HTHH) + {1|-1}').winningMoves; // beside a switch every move is tried
    expect(hot).toMatchObject({ complete: true, leftCount: 1 });
    expect(hot.left).toEqual([{ component: 1, words: 'move to 1' }]);
  });

  it('a sum of Flipping lines: the Flipping page’s winning moves', () => {
    fc.assert(
      fc.property(lineArb, lineArb, (a, b) => {
        const page = ask('flipping', 'sum', { positions: [a, b] });
        const moves = ok(`flip(${a}) + flip(${b})`).winningMoves;
        expect(moves.leftCount).toBe(page.winningMoves.left.length);
        expect(moves.rightCount).toBe(page.winningMoves.right.length);
      }),
      { numRuns: 30 },
    );
  });

  it('Golden Nugget heaps, blue and red: the page’s moves, in its words (take k, leaving m)', () => {
    const page = ask('goldennugget', 'sum', {
      heaps: [
        { size: 20, color: 'blue' },
        { size: 17, color: 'red' },
      ],
    });
    for (const expression of ['gn(20) + gn(r17)', 'gn(20) - gn(17)']) {
      const moves = ok(expression).winningMoves;
      const words = (list: { component: number; take: number; after: number }[]) =>
        list.map((m) => `${m.component}: take ${m.take}, leaving ${m.after}`);
      const ours = (list: { component: number; words: string }[]) =>
        list.map((m) => `${m.component}: ${m.words.replace(/ \(.*\)$/, '')}`);
      // all counted, at most 4 a term listed, each one of the page's
      expect(moves.leftCount).toBe(page.winningMoves.left.length);
      expect(moves.rightCount).toBe(page.winningMoves.right.length);
      expect(words(page.winningMoves.left)).toEqual(expect.arrayContaining(ours(moves.left)));
      expect(words(page.winningMoves.right)).toEqual(expect.arrayContaining(ours(moves.right)));
      expect(moves.left.length).toBeLessThanOrEqual(8);
    }
    // in −gn(17) Right's move is Left's move in the heap (the red heap of 17), and the answer says so
    const negated = ok('-gn(17)').winningMoves;
    expect(negated.right.map((m: Answer) => m.words)).toEqual(
      ok('gn(r17)').winningMoves.right.map((m: Answer) => `${m.words} (Left's move in gn(17))`),
    );
  });

  it('every term with a winning move gets one listed, and each term its own count (issue 24)', () => {
    const heaps = [20, 30, 40].map((size) => ({ size, color: 'blue' })).concat({ size: 50, color: 'red' });
    const page = ask('goldennugget', 'sum', { heaps });
    const moves = ok('gn(20)+gn(30)+gn(40)-gn(50)').winningMoves;
    const perTerm = (list: { component: number }[]) =>
      heaps.map((_, i) => list.filter((m) => m.component === i).length);
    expect(moves.components.map((c: Answer) => c.leftCount)).toEqual(perTerm(page.winningMoves.left));
    expect(moves.components.map((c: Answer) => c.rightCount)).toEqual(perTerm(page.winningMoves.right));
    const counts: number[] = moves.components.map((c: Answer) => c.leftCount);
    expect(counts.every((n) => n > 0)).toBe(true); // so the list must name all four terms
    expect(new Set(moves.left.map((m: Answer) => m.component))).toEqual(new Set([0, 1, 2, 3]));
    expect(moves.left.length).toBeLessThanOrEqual(12);
    expect(moves.leftCount).toBe(counts.reduce((a, b) => a + b, 0));
  });

  it('a term with thousands of cheap moves is searched whole, past the old 500 a term', () => {
    const line = '0110'.repeat(30); // 120 coins
    const page = ask('flipping', 'sum', { positions: [line, '0101'] });
    const moves = ok(`flip(${line}) + flip(0101)`).winningMoves;
    expect(moves.complete).toBe(true);
    expect(moves.leftCount).toBe(page.winningMoves.left.length);
    expect(moves.rightCount).toBe(page.winningMoves.right.length);
  });

  it('Complementary Subtraction heaps: the page’s winning moves', () => {
    const heaps = [
      { size: 7, color: 'blue' },
      { size: 4, color: 'red' },
    ];
    const page = ask('subtraction', 'sum', { set: 'mod:5:1,3', heaps });
    const moves = ok('cs(mod:5:1,3, 7) + cs(mod:5:1,3, r4)').winningMoves;
    expect(moves.leftCount).toBe(page.winningMoves.left.length);
    expect(moves.rightCount).toBe(page.winningMoves.right.length);
  });

  it('the issue’s sum: a Flipping line and a blue Golden Nugget heap, value and a winning move', () => {
    const r = ok('flip(0101) + gn(20)');
    const line = ask('flipping', 'value', { position: '0101' }).value;
    expect(ok(`${line} + gn(20)`).canonical).toBe(r.canonical);
    expect(r.outcome).toBe('L');
    expect(r.winningMoves.left[0]).toEqual({ component: 1, words: 'take 1, leaving 19' });
    expect(r.winningMoves.components.map((c: Answer) => c.link?.page)).toEqual([
      { id: 'flipping', params: { lines: '0101' } },
      { id: 'goldennugget', params: { heaps: 'b20' } },
    ]);
  });

  it('mixes with plain games: {1|0} + flip(01), moves in the plain term to its options', () => {
    const r = ok('{1|0} + flip(01)');
    expect(r.canonical).toBe(ok('{1|0} + -1').canonical);
    expect(r.winningMoves.left).toEqual([{ component: 0, words: 'move to 1' }]);
    expect(r.winningMoves.right).toEqual([{ component: 0, words: 'move to 0' }]);
    expect(r.winningMoves.components[0].link).toBeNull();
    expect(ok('{1|0} + {0|*}').winningMoves).toBeNull(); // no game's term: no moves asked for
  });

  it('links every game term, also inside other expressions', () => {
    const r = ok('cool(gn(20), 1) + ruler(THHT)');
    expect(r.gameTerms.map((t: Answer) => t.written)).toEqual(['gn(20)', 'ruler(THHT)']);
    expect(r.gameTerms[1].page).toEqual({ id: 'ruler', params: { position: 'THHT' } });
    expect(ok('slide(3,7) + cs(mod:5:1,3, r7)').gameTerms.map((t: Answer) => t.page)).toEqual([
      { id: 'sliding', params: { p: '3,7' } },
      { id: 'subtraction', params: { set: 'mod:5:1,3', heaps: 'r7', tab: 'play' } },
    ]);
  });
});

describe('game terms: bad notation is refused at the argument', () => {
  it.each([
    ['flip(01x1)', 'bad_field', 7, "found 'x'"],
    ['1 + flip()', 'bad_field', 9, 'empty'],
    ['ruler(THXT)', 'bad_field', 8, "found 'X'"],
    ['slide(7,3)', 'bad_field', 6, 'x < y'],
    ['slide(3)', 'bad_field', 6, 'two numbers'],
    ['gn(1/2)', 'bad_field', 3, 'whole number'],
    ['gn(x20)', 'bad_field', 3, 'r17'],
    ['gn(200000)', 'too_large', 3, '100,000'],
    ['cs(mod:5:1,7, 3)', 'bad_field', 11, 'residue 7'],
    ['cs(mod:5:1)', 'bad_field', 3, 'comma'],
    ['cs(nope, 3)', 'bad_field', 3, 'a set is'],
    ['cs(wythoff, 30000)', 'too_large', 12, '20,000'],
    ['cs(cf:[1;(2), 3)', 'bad_field', 15, "expected ']'"],
    ['flip(01', 'bad_field', 4, 'never closed'],
    ['2 + foo(3)', 'bad_field', 4, "unknown function 'foo'"],
  ])('%s → %s at %i (%s)', (expression, code, at, words) => {
    const r = canonical(expression);
    expect(r.ok).toBe(false);
    expect(r.error).toMatchObject({ code, field: 'expression', at });
    expect(r.error.message).toContain(words);
  });

  it('an unknown function is named as such, with the known ones', () => {
    const r = canonical('nim(3)');
    expect(r.error.message).toMatch(/unknown function 'nim'.*flip\(line\).*cs\(S, n\).*cool\(G, t\)/);
  });
});

describe('game terms: the notation round-trips', () => {
  const written = (expression: string) => ok(expression).gameTerms[0].written as string;
  const roundTrip = (expression: string) => {
    const w = written(expression);
    expect(written(w)).toBe(w); // the normal spelling reads back to itself
    expect(ok(w).canonical).toBe(ok(expression).canonical);
    const p = parseExpression(` ${w} `);
    expect(p.ok && p.value.kind).toBe('term');
  };

  it('parse(written(term)) is the same term, for every game', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          lineArb.map((l) => `flip( ${l}00 )`),
          rowArb.map((r) => `ruler(${r.toLowerCase()})`),
          strapArb.map(([x, y]) => `slide((${x}, ${y}))`),
          fc.tuple(fc.constantFrom('', 'b', 'R', 'r '), heapArb).map(([c, n]) => `gn(${c}${n})`),
          fc.tuple(setArb, fc.constantFrom('', 'r'), heapArb).map(([s, c, n]) => `cs( ${s} ,${c}${n})`),
        ),
        roundTrip,
      ),
      { numRuns: 80 },
    );
  });

  it('the toolkit’s names, read as calls, are exactly toolkit.ts’s', () => {
    expect([...TOOLKIT_NAMES].sort()).toEqual(Object.keys(BUILTINS).sort());
    expect(Object.keys(calculatorOps)).toContain('canonical');
  });
});

describe('game terms: long sums list moves in every term', () => {
  it('gn(20)+gn(30)+gn(40)−gn(50): Left’s 75 winning moves counted, at most 4 of each term listed', () => {
    const moves = ok('gn(20)+gn(30)+gn(40)-gn(50)').winningMoves;
    expect(moves.leftCount).toBe(75);
    const perTerm = new Map<number, number>();
    for (const m of moves.left) perTerm.set(m.component, (perTerm.get(m.component) ?? 0) + 1);
    expect(Math.max(...perTerm.values())).toBeLessThanOrEqual(4);
    expect(perTerm.size).toBeGreaterThan(1);
  });
});
