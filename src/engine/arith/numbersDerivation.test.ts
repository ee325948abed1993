import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Dyadic, parseDyadic } from './dyadic';
import {
  NUMBERS_PHASES,
  ordinalSumDerivation,
  signExpansionDerivation,
  simplestDerivation,
  type NumbersDerivation,
} from './numbersDerivation';
import { fromSigns, valueBySimplicity } from './signExpansion';
import { dyadicArb } from './testArbitraries';

const d = (s: string) => {
  const r = parseDyadic(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

/** Checks every derivation must pass: serialisable, complete frames, stable stalks, balanced TeX, true read steps. */
function checkDerivation(der: NumbersDerivation) {
  expect(JSON.parse(JSON.stringify(der))).toEqual(der);
  expect(der.steps.length).toBeGreaterThan(0);
  expect(der.steps.at(-1)!.important).toBe(true);
  const stalks = JSON.stringify(der.steps[0].state.stalks);
  for (const step of der.steps) {
    const s = step.state;
    expect(NUMBERS_PHASES).toContain(s.phase);
    expect(Object.keys(s).sort()).toEqual([
      'definition',
      'focus',
      'phase',
      'read',
      'result',
      'search',
      'shown',
      'stalks',
      'value',
    ]);
    expect(JSON.stringify(s.stalks)).toBe(stalks);
    expect((step.caption.replace(/\\\$/g, '').match(/\$/g) ?? []).length % 2).toBe(0);
    if (s.phase === 'read') {
      const prefix = s.stalks[s.focus!].signs.slice(0, s.read!);
      expect(s.value).toBe(fromSigns(prefix).toString());
      if (prefix.length <= 64) expect(s.value).toBe(valueBySimplicity(prefix).toString());
      expect(s.search!.chosen).toBe(s.value);
    }
  }
}

describe('ordinalSumDerivation', () => {
  it.each([
    ['§2 (a)', '1', '1', '2'],
    ['§2 (b)', '1', '-1', '1/2'],
    ['§2 (c)', '1', '1/2', '3/2'],
    ['§2 (d)', '1/2', '1', '3/4'],
    ['§2 (e), as 1/2 : 1/2', '1/2', '1/2', '5/8'],
    ['x:0', '-3/4', '0', '-3/4'],
    ['0:0', '0', '0', '0'],
  ])('%s: %s : %s = %s', (_name, x, y, value) => {
    const der = ordinalSumDerivation(d(x), d(y));
    checkDerivation(der);
    expect(der.title).toContain(' : ');
    const last = der.steps.at(-1)!.state;
    expect(last.result).toBe(value);
    expect(last.stalks.map((s) => s.value)).toEqual([
      x === '-0' ? '0' : d(x).toString(),
      d(y).toString(),
      value,
    ]);
    const phases = der.steps.map((s) => s.state.phase);
    expect(phases.slice(0, 6)).toEqual(['dyadic', 'rule', 'rule', 'signs', 'signs', 'concat']);
    expect(phases.at(-2)).toBe('definition');
    expect(der.steps.at(-2)!.state.definition!.value).toBe(value);
    // every sign of the concatenation is read, one step each (short strings)
    expect(der.steps.filter((s) => s.state.phase === 'read').map((s) => s.state.read)).toEqual(
      Array.from({ length: last.stalks[2].signs.length + 1 }, (_, i) => i),
    );
  });

  it('§2 (e): the definition step shows {0, 1/2 | 1, 3/4}', () => {
    const der = ordinalSumDerivation(d('1/2'), d('1/2'));
    expect(der.steps.at(-2)!.state.definition).toEqual({
      baseLeft: '0',
      sumLeft: '1/2',
      baseRight: '1',
      sumRight: '3/4',
      value: '5/8',
    });
    expect(der.steps.at(-2)!.caption).toContain('\\{0, \\frac{1}{2} \\mid 1, \\frac{3}{4}\\}');
  });

  it('marks the step where the base has been read', () => {
    const der = ordinalSumDerivation(d('3/2'), d('-1/4'));
    const boundary = der.steps.find((s) => s.state.phase === 'read' && s.state.read === 3)!;
    expect(boundary.important).toBe(true);
    expect(boundary.state.value).toBe('3/2');
    expect(der.steps[0].state.stalks[2]).toMatchObject({ signs: '++-' + '-++', split: 3 });
  });

  it('keeps 1,000-sign walkthroughs short, reading the start, the junction and the end', () => {
    const x = Dyadic.of((1n << 600n) / 3n, 600);
    const y = Dyadic.of(-((1n << 400n) / 5n), 400);
    const der = ordinalSumDerivation(x, y);
    checkDerivation(der);
    expect(der.steps.length).toBeLessThan(40);
    const reads = der.steps.filter((s) => s.state.phase === 'read').map((s) => s.state.read!);
    const n = der.steps[0].state.stalks[2].signs.length;
    const split = der.steps[0].state.stalks[2].split!;
    expect(reads).toContain(0);
    expect(reads).toContain(split);
    expect(reads.at(-1)).toBe(n);
  });

  it('checks long exponents by the definition at the top level, with options by concatenation', () => {
    const y = Dyadic.of((1n << 300n) / 3n, 300);
    const der = ordinalSumDerivation(Dyadic.HALF, y);
    const check = der.steps.at(-2)!;
    expect(check.caption).toMatch(/by concatenation/);
    expect(check.state.definition!.value).toBe(der.steps.at(-1)!.state.result);
    const short = ordinalSumDerivation(Dyadic.HALF, Dyadic.of(5n, 4));
    expect(short.steps.at(-2)!.caption).toMatch(/found the same way/);
  });

  it('random pairs: valid frames, and the result is the value', () => {
    fc.assert(
      fc.property(dyadicArb(8, 3), dyadicArb(8, 3), (x, y) => {
        const der = ordinalSumDerivation(x, y);
        checkDerivation(der);
        const last = der.steps.at(-1)!.state;
        expect(last.result).toBe(fromSigns(last.stalks[0].signs + last.stalks[1].signs).toString());
      }),
      { numRuns: 60 },
    );
  });
});

describe('signExpansionDerivation', () => {
  it.each([
    ['-11/16', 'number', '-+-+-'],
    ['3/4', 'signs', '3/4'],
    ['0', 'number', ''],
    ['0', 'signs', '0'],
    ['5', 'number', '+++++'],
  ] as const)('%s from %s → %s', (x, from, result) => {
    const der = signExpansionDerivation(d(x), from);
    checkDerivation(der);
    expect(der.title).toMatch(/^(Sign expansion of|Value of) /);
    expect(der.steps.at(-1)!.state.result).toBe(result);
  });

  it('shows Berlekamp’s rule as a sum when reading signs', () => {
    const der = signExpansionDerivation(d('5/8'), 'signs');
    expect(der.steps[1].caption).toContain('1 - \\frac{1}{2} + \\frac{1}{4} - \\frac{1}{8} = \\frac{5}{8}');
  });
});

describe('simplestDerivation', () => {
  it.each([
    ['1/2', '1', '3/4', [1, 2]],
    ['3/8', '17/32', '1/2', [1]],
    ['-1/2', '7/4', '0', []],
    [null, null, '0', []],
    [null, '-1', '-2', []],
    ['0', '1/1024', '1/2048', [1, 2, 3, 9, 10, 11]],
  ])('{%s | %s} = %s, trying levels %j', (lo, hi, value, levels) => {
    const der = simplestDerivation(lo === null ? null : d(lo), hi === null ? null : d(hi));
    checkDerivation(der);
    expect(der.title).toContain('\\mid');
    expect(der.steps.at(-1)!.state.result).toBe(value);
    const tried = der.steps
      .map((s) => s.state.search?.level?.level)
      .filter((l): l is number => typeof l === 'number');
    expect(tried).toEqual(levels);
    // only the deciding level chooses
    const choosing = der.steps.filter((s) => s.state.phase === 'level' && s.state.search!.chosen !== null);
    expect(choosing).toHaveLength(1);
    expect(choosing[0].state.search!.chosen).toBe(value);
    expect(der.steps[0].state.search!.interval).toEqual({ lower: lo, upper: hi });
  });

  it('refuses an empty interval', () => {
    expect(() => simplestDerivation(Dyadic.ONE, Dyadic.ZERO)).toThrow();
  });
});
