/**
 * One parse/make convention for every typed notation of the engine: parseX returns a Result,
 * makeX is its inverse. For each: parse(make(x)) is x, and make(parse(s)) is s's canonical
 * spelling (whatever spacing, case or unreduced form s was typed in).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { makeDyadic, parseDyadic } from './arith/dyadic';
import { makeSigns, parseSigns } from './arith/signExpansion';
import { dyadicArb } from './arith/testArbitraries';
import { evaluate } from './cgt/evaluate';
import { parseExpression } from './cgt/parse';
import { makePlain } from './cgt/plain';
import { idOf, rawGameArb } from './cgt/testArbitraries';
import { makeLine, parseLine } from './games/flipping/rules';
import { makeHeaps, parseHeaps, type Heap } from './games/goldennugget/rules';
import { makeConfiguration, parseConfiguration } from './games/oskar/configuration';
import { makePosition, parsePosition } from './games/ruler/rules';
import { makePositionText, parsePositionText } from './games/sliding/input';

const faces = (min: number, max: number) => fc.array(fc.boolean(), { minLength: min, maxLength: max });
/** Some spaces, to be typed between symbols. */
const spaces = fc.constantFrom('', ' ', '  ');

describe('flipping lines (0 heads, 1 tails; trailing heads dropped)', () => {
  it('parse(make(x)) = x', () => {
    fc.assert(
      fc.property(
        faces(1, 40).filter((f) => f.includes(true)),
        (f) => {
          expect(parseLine(makeLine(f))).toEqual({ ok: true, value: makeLine(f) });
        },
      ),
    );
  });
  it('make(parse(s)) is s without spaces and trailing heads', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), spaces), { minLength: 1, maxLength: 40 }), (typed) => {
        const s = typed.map(([t, sp]) => (t ? '1' : '0') + sp).join('');
        const r = parseLine(s);
        expect(r.ok).toBe(true);
        if (r.ok) expect(r.value).toBe(makeLine(typed.map(([t]) => t)));
      }),
    );
  });
});

describe('ruler rows (H heads, T tails)', () => {
  it('parse(make(x)) = x', () => {
    fc.assert(
      fc.property(faces(1, 60), (f) => {
        expect(parsePosition(makePosition(f))).toEqual({ ok: true, value: makePosition(f) });
      }),
    );
  });
  it('make(parse(s)) is s in capitals', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('H', 'T', 'h', 't'), { minLength: 1, maxLength: 60 }), (cs) => {
        const r = parsePosition(cs.join(''));
        expect(r.ok && makePosition([...r.value].map((c) => c === 'H'))).toBe(cs.join('').toUpperCase());
      }),
    );
  });
});

describe('Oskar configurations (1 heads, 0 tails)', () => {
  it('parse(make(x)) = x, and make(parse(s)) = s', () => {
    fc.assert(
      fc.property(faces(1, 60), (f) => {
        const c = Uint8Array.from(f, (h) => (h ? 1 : 0));
        const s = makeConfiguration(c);
        const r = parseConfiguration(s, 100);
        expect(r).toEqual({ ok: true, value: c });
        expect(r.ok && makeConfiguration(r.value)).toBe(s);
      }),
    );
  });
});

describe('Sliding positions ("x,y", x < y or 0,0)', () => {
  const position = fc.oneof(
    fc.constant<[number, number]>([0, 0]),
    fc
      .tuple(fc.nat(10_000), fc.integer({ min: 1, max: 10_000 }))
      .map(([x, d]): [number, number] => [x, x + d]),
  );
  it('parse(make(x)) = x', () => {
    fc.assert(
      fc.property(position, (p) => {
        expect(parsePositionText(makePositionText(p))).toEqual({ ok: true, value: p });
      }),
    );
  });
  it('make(parse(s)) is "x,y" however the pair was typed', () => {
    fc.assert(
      fc.property(position, fc.constantFrom('(a, b)', 'a b', ' a ; b ', 'a,b'), ([x, y], form) => {
        const r = parsePositionText(form.replace('a', String(x)).replace('b', String(y)));
        expect(r.ok && makePositionText(r.value)).toBe(`${x},${y}`);
      }),
    );
  });
});

describe('Golden Nugget heaps ("b3,r18")', () => {
  const heap = fc.record({ size: fc.nat(100_000), color: fc.constantFrom<Heap['color']>('blue', 'red') });
  it('parse(make(x)) = x', () => {
    fc.assert(
      fc.property(fc.array(heap, { minLength: 1, maxLength: 8 }), (hs) => {
        expect(parseHeaps(makeHeaps(hs))).toEqual({ ok: true, value: hs });
      }),
    );
  });
  it('make(parse(s)) is the lower-case spelling without spaces', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(heap, fc.boolean(), spaces), { minLength: 1, maxLength: 8 }), (typed) => {
        const s = typed
          .map(
            ([h, upper, sp]) =>
              `${sp}${(h.color === 'blue' ? 'b' : 'r')[upper ? 'toUpperCase' : 'toLowerCase']()}${sp}${h.size}${sp}`,
          )
          .join(',');
        const r = parseHeaps(s);
        expect(r.ok && makeHeaps(r.value)).toBe(makeHeaps(typed.map(([h]) => h)));
      }),
    );
  });
  it('names the heap that is wrong, and where it starts', () => {
    expect(parseHeaps('b3, x5')).toMatchObject({
      ok: false,
      error: { code: 'bad_field', at: 3, message: expect.stringContaining('heap 2') },
    });
  });
});

describe('dyadic numbers ("p", "p/q", "0.375")', () => {
  it('parse(make(x)) = x', () => {
    fc.assert(
      fc.property(dyadicArb(40), (x) => {
        const r = parseDyadic(makeDyadic(x));
        expect(r.ok && r.value.eq(x)).toBe(true);
      }),
    );
  });
  it('make(parse(s)) is p/q in lowest terms, from an unreduced fraction or a decimal', () => {
    fc.assert(
      fc.property(dyadicArb(20), fc.nat(5), (x, extra) => {
        const k = BigInt(extra);
        const unreduced = `${x.num << k}/${x.denominator << k}`;
        const u = parseDyadic(unreduced);
        expect(u.ok && makeDyadic(u.value)).toBe(x.toString());
        // num / 2^e = num·5^e / 10^e: the exact decimal, e digits after the point
        const digits = (x.abs().num * 5n ** BigInt(x.exp)).toString().padStart(x.exp + 1, '0');
        const decimal = `${x.sign() < 0 ? '-' : ''}${digits.slice(0, digits.length - x.exp)}.${digits.slice(digits.length - x.exp) || '0'}`;
        const d = parseDyadic(decimal);
        expect(d.ok && makeDyadic(d.value)).toBe(x.toString());
      }),
    );
  });
});

describe('sign expansions ("+-+", the minus sign − allowed)', () => {
  const signs = fc.array(fc.constantFrom('+', '-', '\u2212'), { maxLength: 40 }).map((a) => a.join(''));
  it('parse(make(x)) = x, and make(parse(s)) writes − as -', () => {
    fc.assert(
      fc.property(signs, (s) => {
        const r = parseSigns(s);
        expect(r).toEqual({ ok: true, value: s.replace(/\u2212/g, '-') });
        expect(r.ok && makeSigns(r.value)).toBe(s.replace(/\u2212/g, '-'));
        expect(parseSigns(makeSigns(s))).toEqual(r);
      }),
    );
  });
});

describe('game expressions (make = the canonical plain form)', () => {
  it('make(parse(make(G))) = make(G); parse itself is round-tripped in cgt/parse.test.ts', () => {
    fc.assert(
      fc.property(fc.oneof(rawGameArb(3, 3), rawGameArb(4, 2)).map(idOf), (g) => {
        const plain = makePlain(g)!;
        const r = parseExpression(plain);
        expect(r.ok && makePlain(evaluate(r.value))).toBe(plain);
      }),
      { numRuns: 100 },
    );
  });
});
