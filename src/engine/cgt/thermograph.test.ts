/**
 * Thermographs, means, temperatures, incentives and atomic weights against CGSuite's own test
 * suite, and the laws of temperature theory on random games.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Dyadic } from '../arith/dyadic';
import { EngineError } from '../errors';
import { Work } from '../progress';
import { add } from './arithmetic';
import { atomicWeight } from './atomicWeight';
import { raw, type RawGame } from './bruteForce';
import { cool, heat } from './cooling';
import { evaluate } from './evaluate';
import { leftIncentives, rightIncentives } from './incentives';
import { parseExpression } from './parse';
import { leftStop, rightStop } from './stops';
import { leftOptions, numberId, numberValue, rightOptions } from './store';
import { idOf, rawGameArb } from './testArbitraries';
import { numberThermograph } from './numberThermograph';
import { fromOptions, mean, temperature, thermograph } from './thermograph';

function game(text: string): number {
  const p = parseExpression(text);
  if (!p.ok) throw new Error(`${text}: ${p.error.message}`);
  return evaluate(p.value);
}

/** Top-level items of a CGSuite list "{a,b,{c|d}}". */
function listItems(list: string): string[] {
  const inner = list.slice(1, -1);
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    if (inner[i] === '{' || inner[i] === '(') depth++;
    else if (inner[i] === '}' || inner[i] === ')') depth--;
    else if (inner[i] === ',' && depth === 0) {
      out.push(inner.slice(start, i));
      start = i + 1;
    }
  }
  if (inner.length) out.push(inner.slice(start));
  return out;
}

/** The game an item of CGSuite's output stands for, or null when it uses notation we do not read (^[4], v<2>, Tiny(…)). */
function cgsuiteGame(text: string): number | null {
  if (/[[<]|Tiny|Miny/.test(text)) return null;
  // CGSuite writes 1 + ↓ as 1v and −1 + ↑3 as -1^3; here a ^ right after digits is a power, so add the +
  return game(text.replace(/\^\^\^/g, '^3').replace(/(\d)([v^])/g, '$1+$2'));
}

/**
 * CGSuite's CanonicalShortGameTestCase.scala (github.com/aaron-siegel/cgsuite, lib/core/src/test/
 * scala/org/cgsuite/lang): [game, mean, temperature, thermograph as CGSuite prints it
 * ("left mast,[critical points],[slopes],right mast,[…],[…]"), atomic weight or null for "not
 * atomic", left incentives, right incentives]. Inputs as there, except ^^^ → ^3 and vvv → v3
 * (the same games in our syntax). For -1823437481924 CGSuite refuses the thermograph (its
 * integers are 32-bit there); ours is the mast of an integer, as for 5.
 */
const CGSUITE: [string, string, string, string, string | null, string, string][] = [
  ['0', '0', '-1', '0,[],[0],0,[],[0]', '0', '{}', '{}'],
  ['5', '5', '-1', '5,[],[0],5,[],[0]', null, '{-1}', '{}'],
  [
    '-1823437481924',
    '-1823437481924',
    '-1',
    '-1823437481924,[],[0],-1823437481924,[],[0]',
    null,
    '{}',
    '{-1}',
  ],
  ['-1/2', '-1/2', '-1/2', '-1/2,[-1/2],[0,-1],-1/2,[-1/2],[0,1]', null, '{-1/2}', '{-1/2}'],
  [
    '25/16',
    '25/16',
    '-1/16',
    '25/16,[-1/16,-1/2],[0,-1,0],25/16,[-1/16,-1/8,-1/2],[0,1,0,1]',
    null,
    '{-1/16}',
    '{-1/16}',
  ],
  [
    '*8',
    '0',
    '0',
    '0,[0],[0,-1],0,[0],[0,1]',
    '0',
    '{*8,*9,*10,*11,*12,*13,*14,*15}',
    '{*8,*9,*10,*11,*12,*13,*14,*15}',
  ],
  ['9/8+*', '9/8', '0', '9/8,[0,-1/8,-1/4],[0,-1,0,-1],9/8,[0,-1/8],[0,1,0]', null, '{*}', '{*}'],
  ['^', '0', '0', '0,[0],[0,-1],0,[],[0]', '1', '{v}', '{^*}'],
  ['v*', '0', '0', '0,[0],[0,-1],0,[0],[0,1]', '-1', '{^*}', '{v,v*}'],
  ['6+^*', '6', '0', '6,[0],[0,-1],6,[0],[0,1]', null, '{v,v*}', '{^*}'],
  ['^*6', '0', '0', '0,[0],[0,-1],0,[],[0]', '1', '{v*6}', '{^*}'],
  [
    '73/16+v9*8',
    '73/16',
    '0',
    '73/16,[-1/16,-1/2],[0,-1,0],73/16,[0,-1/16,-1/2],[0,1,0,1]',
    null,
    '{^*}',
    '{v9*8}',
  ],
  ['{0|*||*|||*||||*}', '0', '0', '0,[0],[0,-1],0,[],[0]', '1', '{v<4>}', '{^[4]*}'],
  ['{0||0|v*}', '0', '0', '0,[0],[0,-1],0,[],[0]', '1', '{{v<2>|0}}', '{^[2]*}'],
  [
    '{0||0,v*|vv|||{0||0,v*|vv|||vv,{0,v*|vv}},{0||0,v*|vv}|{0||0,v*|vv|||vv,{0,v*|vv}||||vv}}',
    '0',
    '0',
    '0,[0],[0,-1],0,[],[0]',
    '0',
    '{{0|^[3]*||0,^[3]*|||0}}',
    '{^[4]*}',
  ],
  [
    '{0,*,*2,*3,{0,*,*2,*3,*4||*4,v*5|vv*4}||{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}},{0,*,*2,*3,*4||*4,v*5|vv*4}|{0,*,*2,*3,*4||*4,v*5|vv*4|||vv*4,{*4,v*5|vv*4}||||vv*4}}',
    '0',
    '0',
    '0,[0],[0,-1],0,[0],[0,1]',
    '0',
    '{{{^^*4||||{^^*4|*4,^*5},^^*4|||^^*4|*4,^*5||0,*,*2,*3,*4}|{^^*4|*4,^*5||0,*,*2,*3,*4},{{^^*4|*4,^*5},^^*4|||^^*4|*4,^*5||0,*,*2,*3,*4}||0,*,*2,*3,{^^*4|*4,^*5||0,*,*2,*3,*4}},{{^^*5||||{^^*5|*5,^*4},^^*5|||^^*5|*5,^*4||0,*,*2,*3,*4,*5}|{^^*5|*5,^*4||0,*,*2,*3,*4,*5},{{^^*5|*5,^*4},^^*5|||^^*5|*5,^*4||0,*,*2,*3,*4,*5}||0,*,*2,*3,*4,{^^*5|*5,^*4||0,*,*2,*3,*4,*5}},{{^^*6||||{^^*6|*6,^*7},^^*6|||^^*6|*6,^*7||0,*,*2,*3,*4,*5,*6}|{^^*6|*6,^*7||0,*,*2,*3,*4,*5,*6},{{^^*6|*6,^*7},^^*6|||^^*6|*6,^*7||0,*,*2,*3,*4,*5,*6}||0,*,*2,*3,*4,*5,{^^*6|*6,^*7||0,*,*2,*3,*4,*5,*6}},{{^^*7||||{^^*7|*7,^*6},^^*7|||^^*7|*7,^*6||0,*,*2,*3,*4,*5,*6,*7}|{^^*7|*7,^*6||0,*,*2,*3,*4,*5,*6,*7},{{^^*7|*7,^*6},^^*7|||^^*7|*7,^*6||0,*,*2,*3,*4,*5,*6,*7}||0,*,*2,*3,*4,*5,*6,{^^*7|*7,^*6||0,*,*2,*3,*4,*5,*6,*7}},{0|^[3]*||0,^[3]*|||0}}',
    '{^[4]*}',
  ],
  ['{0||0|v3}', '0', '0', '0,[0],[0,-1],0,[],[0]', '0', '{{^3|0||0}}', '{{^3,{^3|0}|0}}'],
  ['{^3|vv}', '0', '0', '0,[0],[0,-1],0,[0],[0,1]', '{1|0}', '{{^5|0}}', '{{^5|0}}'],
  ['{0||0|-3/2}', '0', '0', '0,[0],[0,-1],0,[],[0]', '0', '{Miny(3/2)}', '{{3/2,{3/2|0}|0}}'],
  [
    '{0|||0||-1|-3}',
    '0',
    '0',
    '0,[0],[0,-1],0,[],[0]',
    '0',
    '{Miny({3|1})}',
    '{{3Tiny({3|1})|1Tiny({3|1}),{2,{3|1}|0}||0}}',
  ],
  [
    '{5||3|1|||0||||0}',
    '0',
    '0',
    '0,[],[0],0,[0],[0,1]',
    '0',
    '{{5Tiny({5||3|1})|{3,{3|1}|||3|1||0|-2,{-2|-4}},{{4|2},{5||3|1}|0}||0}}',
    '{Miny({5||3|1})}',
  ],
  [
    '{1|^^||^}',
    '0',
    '0',
    '0,[0],[0,-1],0,[],[0]',
    '2',
    '{{{1v|^},{1v||1vv|0}|0,{^|0,{0|-1^^}}}}',
    '{{1v|^||0}}',
  ],
  [
    '{1|^3||^}',
    '0',
    '0',
    '0,[0],[0,-1],0,[],[0]',
    null,
    '{{{1v|^^},{1v||1v3|0}|0,{^^|0,{0|-1^3}}}}',
    '{{1v|^^||0}}',
  ],
  [
    '{3||2+*|1+*}',
    '9/4',
    '3/4',
    '9/4,[3/4],[0,-1],9/4,[3/4,1/2,0],[0,1,0,1]',
    null,
    '{{2*|1*||0}}',
    '{{2*|1*||0}}',
  ],
  [
    '{3/2+*|1/2||{0|-3},{-1+*,{-1/2|-1+*}|-5/2}}',
    '-5/16',
    '21/16',
    '-5/16,[21/16,1/2,-1/2],[0,-1,0,-1],-5/16,[21/16,7/8,1/4,0],[0,1,0,1,0]',
    null,
    '{{{4*|3||{5/2|3/2*},{5/2|2*||3/2*|1}},{9/2*|7/2||3/2*|1/2}|0}}',
    '{{4*|3||{5/2|3/2*},{5/2|2*||3/2*|1}|||0,{5/2|1*,{1*|1/2}||-1/2|-2*,{-2*|-5/2}}},{{9/2*|7/2||{3|0},{2*,{5/2|2*}|1/2}},{9/2*|7/2||3/2*|1/2}|0,{3/2*|1/2||{0|-3},{-1*,{-1/2|-1*}|-5/2}}}}',
  ],
];

describe('temperature theory agrees with CGSuite', () => {
  it.each(CGSUITE)('%s', (input, m, t, tg, aw, li, ri) => {
    const g = game(input);
    expect(mean(g).toString()).toBe(m);
    expect(temperature(g).toString()).toBe(t);
    const th = thermograph(g);
    expect(`${th.left.toCgsuite()},${th.right.toCgsuite()}`).toBe(tg);
    const w = atomicWeight(g);
    if (aw === null) expect(w.atomic).toBe(false);
    else expect(w).toEqual({ atomic: true, weight: game(aw) });
    for (const [mine, theirs] of [
      [leftIncentives(g), li],
      [rightIncentives(g), ri],
    ] as const) {
      const items = listItems(theirs);
      expect(mine.length).toBe(items.length);
      const known = items.map(cgsuiteGame).filter((x): x is number => x !== null);
      for (const k of known) expect(mine).toContain(k);
    }
  });
});

describe('numbers in closed form', () => {
  /** The walls of x by the general construction from its options' walls. */
  function general(x: Dyadic) {
    const id = numberId(x);
    if (x.isInteger()) return thermograph(id);
    thermograph(leftOptions(id)[0]);
    thermograph(rightOptions(id)[0]);
    return fromOptions(id);
  }
  const same = (x: Dyadic) => {
    const a = numberThermograph(x);
    const b = general(x);
    expect(`${a.left.toCgsuite()} ${a.right.toCgsuite()}`).toBe(
      `${b.left.toCgsuite()} ${b.right.toCgsuite()}`,
    );
  };

  it('agree with the general construction on every m/2^k, |m/2^k| ≤ 2, k ≤ 6', () => {
    for (let k = 0; k <= 6; k++) for (let m = -2 << k; m <= 2 << k; m++) same(Dyadic.of(m, k));
  });

  it('agree with it on random numbers with up to 60-bit denominators', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(1n << 62n), max: 1n << 62n }), fc.integer({ min: 1, max: 60 }), (m, k) =>
        same(Dyadic.of(m, k)),
      ),
      { numRuns: 100 },
    );
  });

  it("meet at CGSuite's temperature −1/2^k", () => {
    const th = numberThermograph(Dyadic.of(0x2545f4914f6cdd1dn, 64));
    expect(th.left.topCritical()).toEqual(Dyadic.of(-1, 64));
  });
});

describe('textbook facts', () => {
  it.each([
    // [game, mean, temperature, source]
    ['{1|-1}', '0', '1', 'WW ch. 6: the switch ±1 has mean 0 and temperature 1'],
    ['{2|1}', '3/2', '1/2', 'WW ch. 6 / CGT II.5: {2|1} = 3/2 ± 1/2'],
    [
      '{3||2|1}',
      '9/4',
      '3/4',
      'WW ch. 6 construction: left scaffold 3 − t meets right scaffold 3/2 + t at t = 3/4',
    ],
    ['*', '0', '0', 'CGT II.5: * is infinitesimal, temperature 0'],
    ['1/2', '1/2', '-1/2', 'CGSuite: a number m/2^k has temperature −1/2^k'],
    ['3', '3', '-1', 'CGSuite: an integer has temperature −1'],
  ])('%s: mean %s, temperature %s (%s)', (text, m, t) => {
    const g = game(text);
    expect(mean(g).toString()).toBe(m);
    expect(temperature(g).toString()).toBe(t);
  });

  it('draws ±1 as two walls meeting at (1, 0) (WW ch. 6)', () => {
    const th = thermograph(game('{1|-1}'));
    const pts = (w: typeof th.left) => w.points().map(([t, x]) => `${t}:${x}`);
    expect(pts(th.left)).toEqual(['-1:2', '1:0']);
    expect(pts(th.right)).toEqual(['-1:-2', '1:0']);
  });

  it.each([
    ['cool({1|-1}, 1)', '*', 'WW ch. 6: ±1 cooled by 1 is *'],
    ['cool({1|-1}, 2)', '0', 'CGT II.5: cooled past its temperature a game freezes to its mean'],
    ['cool({2|1}, 1/2)', '3/2+*', 'WW ch. 6: {2|1} cooled by 1/2 is 3/2*'],
    [
      'cool({3||2|1}, 1/2)',
      '{5/2|2+*}',
      'by the definition G_t = {G^L_t − t | G^R_t + t}: {2|1} cools to 3/2*',
    ],
    ['cool(5/8, 1)', '5/8', 'a number colder than t freezes to itself'],
    ['heat(*, 1)', '{1|-1}', 'CGT II.5: ∫^t * = ±t'],
    ['heat(3/4, 2)', '3/4', 'CGT II.5: heating leaves numbers alone'],
    ['heat(cool({1|-1}, 1), 1)', '{1|-1}', 'heating by t undoes cooling by t here (CGT II.5)'],
  ])('%s = %s (%s)', (a, b) => {
    expect(game(a)).toBe(game(b));
  });

  it.each([
    ['^', '1', 'CGT II.7: aw(↑) = 1'],
    ['*', '0', 'CGT II.7: aw(*) = 0'],
    ['^+*', '1', 'CGT II.7: aw(↑*) = 1'],
    ['^+^+^', '3', 'CGT II.7: aw(n·↑) = n'],
    ['{0|^}', '2', 'CGSuite: {0|↑} = ⇑*, atomic weight 2'],
    ['{0||0|-1}', '0', 'CGT II.7: a tiny has atomic weight 0 ({0|{0|-1}} = +_1)'],
  ])('aw(%s) = %s (%s)', (text, w) => {
    expect(atomicWeight(game(text))).toEqual({ atomic: true, weight: game(w) });
  });

  it('can be cancelled while it builds the thermographs of many followers', () => {
    // a sum of switches not met elsewhere in these tests: hundreds of followers in canonical form
    const g = game(Array.from({ length: 8 }, (_, i) => `{${2 * i + 1}/4|-${2 * i + 1}/4}`).join('+'));
    expect(() => thermograph(g, new Work({ signal: { aborted: true } }))).toThrow(EngineError);
    expect(temperature(g).toString()).toBe('15/4'); // the work done so far is kept, the rest is done now
  });

  it('says why a game is not atomic', () => {
    const w = atomicWeight(game('{1|-1}'));
    expect(w.atomic).toBe(false);
    if (!w.atomic) expect(w.reason).toContain('not infinitesimal');
  });
});

/** Every follower with options on one side only gets a 0 on the other: an all-small game (CGT II.7). */
function allSmall(g: RawGame): RawGame {
  const l = g.left.map(allSmall);
  const r = g.right.map(allSmall);
  if (l.length && !r.length) r.push(raw());
  if (r.length && !l.length) l.push(raw());
  return raw(l, r);
}

const temperatures = fc.integer({ min: 0, max: 24 }).map((k) => Dyadic.of(k, 3)); // 0, 1/8, …, 3

describe('laws of temperature theory on random games born by day 4', () => {
  const arb = rawGameArb(4).map(idOf);

  it('each wall at temperature t ≥ 0 is the stop of G cooled by t (CGT II.5)', () => {
    fc.assert(
      fc.property(arb, temperatures, (g, t) => {
        const th = thermograph(g);
        const c = cool(g, t);
        expect(th.left.valueAt(t)).toEqual(leftStop(c));
        expect(th.right.valueAt(t)).toEqual(rightStop(c));
      }),
      { numRuns: 300 },
    );
  });

  it('mean(G + H) = mean(G) + mean(H), temperature(G + H) ≤ the larger temperature (CGT II.5)', () => {
    fc.assert(
      fc.property(arb, arb, (g, h) => {
        const s = add(g, h);
        expect(mean(s)).toEqual(mean(g).add(mean(h)));
        const tg = temperature(g);
        const th = temperature(h);
        expect(temperature(s).le(tg.lt(th) ? th : tg)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('the mean is the value of G cooled past its temperature (CGT II.5)', () => {
    fc.assert(
      fc.property(arb, (g) => {
        expect(numberValue(cool(g, temperature(g).add(Dyadic.ONE)))).toEqual(mean(g));
      }),
      { numRuns: 200 },
    );
  });

  it('atomic weight is additive on all-small games (CGT II.7)', () => {
    const small = rawGameArb(3).map(allSmall).map(idOf);
    fc.assert(
      fc.property(small, small, (g, h) => {
        const a = atomicWeight(g);
        const b = atomicWeight(h);
        const s = atomicWeight(add(g, h));
        if (!a.atomic || !b.atomic || !s.atomic) throw new Error('all-small games are atomic');
        expect(s.weight).toBe(add(a.weight, b.weight));
      }),
      { numRuns: 150 },
    );
  });

  // (heating is not: ∫^t depends on the form, and the canonical form of G + H is not the sum's form)
  it('cooling is additive: (G + H)_t = G_t + H_t (CGT II.5)', () => {
    fc.assert(
      fc.property(arb, arb, temperatures, (g, h, t) => {
        expect(cool(add(g, h), t)).toBe(add(cool(g, t), cool(h, t)));
      }),
      { numRuns: 150 },
    );
  });

  it('cooling keeps the mean (CGT II.5), and so does heating', () => {
    fc.assert(
      fc.property(arb, temperatures, (g, t) => {
        expect(mean(cool(g, t))).toEqual(mean(g));
        expect(mean(heat(g, t))).toEqual(mean(g));
      }),
      { numRuns: 150 },
    );
  });
});
