/**
 * The engine's front door never throws: 10,000 random lines (not JSON, odd JSON, requests with
 * random games and ops, and the real games and ops with garbage fields) each get exactly one
 * JSON answer with a boolean "ok"; failures carry a known error code, never "internal" (a bug).
 * Some ops do seconds of verification whatever the fields say, so each line runs under a
 * cancel signal that fires after a small budget: a cancelled answer is a well-formed answer
 * too (and exercises cancellation); only the shape of each answer is asserted, never time.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyze, analyzeLine, GAMES, type CancelSignal } from './api';
import { ERROR_CODES } from './errors';

const DESIGN_OPS = [
  'value',
  'sum',
  'grundy',
  'heap',
  'decay',
  'distribution',
  'canonical',
  'ordinalSum',
  'signExpansion',
  'simplest',
];
const FIELDS = [
  'position',
  'positions',
  'size',
  'heaps',
  'color',
  'expression',
  'configuration',
  'coins',
  'move',
  'base',
  'exponent',
  'number',
  'signs',
  'lower',
  'upper',
  'derivation',
  'game',
  'op',
  '__proto__',
  'constructor',
];

const oddNumber = fc.constantFrom(
  -1,
  0,
  1,
  2,
  3,
  1.5,
  -0.5,
  1e9,
  -1e9,
  2 ** 53,
  1e300,
  -1e300,
  Number.MAX_SAFE_INTEGER,
);
const oddString = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({
    unit: fc.constantFrom('0', '1', 'H', 'T', '+', '-', '/', '.', ' ', '{', '|', '}', '*', ':', 'x'),
    maxLength: 16,
  }),
  fc.constantFrom(
    '',
    ' ',
    '1/3',
    '1/0',
    '0.1',
    '-',
    '+-+',
    'NaN',
    'Infinity',
    '{1|0}',
    '01'.repeat(30),
    '9'.repeat(400),
  ),
);
const leaf = fc.oneof(oddNumber, oddString, fc.boolean(), fc.constant(null));
const garbage = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    leaf,
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...FIELDS), tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** A signal that reads as aborted once `ms` have passed (bounds the work per line). */
function budget(ms: number): CancelSignal {
  const end = Date.now() + ms;
  return {
    get aborted() {
      return Date.now() > end;
    },
  };
}

const allPairs = Object.entries(GAMES).flatMap(([game, ops]) =>
  [...new Set([...Object.keys(ops), ...DESIGN_OPS])].map((op) => [game, op] as const),
);
/**
 * Ops that answer a request with no fields at all (claims, tables, brute-force checks) work
 * from defaults and may ignore what they are given: found by asking each once with an
 * already-cancelled signal (cheap), they get a few garbage lines each below instead of
 * thousands. Every other real op is fuzzed at length.
 */
const worksWithoutFields = (game: string, op: string) => {
  const r = analyze({ game, op }, { signal: { aborted: true } });
  return r.ok || r.error.code === 'cancelled';
};
const defaultPairs = allPairs.filter(([g, o]) => worksWithoutFields(g, o));
const realPairs = allPairs.filter(([g, o]) => !worksWithoutFields(g, o));
const fields = fc.dictionary(fc.constantFrom(...FIELDS.filter((f) => f !== 'game' && f !== 'op')), garbage, {
  maxKeys: 4,
});

const lines = fc.oneof(
  { weight: 2, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 2, arbitrary: fc.json({ maxDepth: 3 }) },
  {
    weight: 2,
    arbitrary: fc
      .record({ game: fc.oneof(oddString, garbage), op: fc.oneof(oddString, garbage) })
      .map((r) => JSON.stringify(r)),
  },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.constantFrom(...realPairs), fields)
      .map(([[game, op], f]) => JSON.stringify({ ...f, game, op })),
  },
);

/** One line in, one well-formed answer out; tallies the answer's code. (Plain checks: this runs 10,000 times.) */
function check(line: string, codes: Map<string, number>): void {
  const out = analyzeLine(line, { signal: budget(5) });
  const fail = (why: string) => {
    throw new Error(`${why}: ${line} → ${out}`);
  };
  if (out.includes('\n')) fail('the answer spans lines');
  const response = JSON.parse(out);
  if (typeof response !== 'object' || response === null || typeof response.ok !== 'boolean')
    fail('no boolean "ok"');
  const code: string = response.ok ? 'ok' : response.error?.code;
  if (!response.ok) {
    if (!(ERROR_CODES as readonly string[]).includes(code)) fail('unknown error code');
    if (code === 'internal') fail('an internal error (a bug)');
    if (typeof response.error.message !== 'string' || response.error.message.length === 0) fail('no message');
  }
  codes.set(code, (codes.get(code) ?? 0) + 1);
}

describe('analyzeLine on random malformed lines', () => {
  it('answers 10,000 lines with one JSON object each, ok a boolean, never an internal error', () => {
    const codes = new Map<string, number>();
    fc.assert(
      fc.property(lines, (line) => check(line, codes)),
      { numRuns: 10_000 },
    );
    // the mix reaches past the JSON parser into the handlers
    expect(codes.get('bad_json')).toBeGreaterThan(0);
    expect((codes.get('bad_field') ?? 0) + (codes.get('missing_field') ?? 0)).toBeGreaterThan(0);
  });

  it('answers garbage to the ops that work from defaults (a few lines each)', () => {
    const codes = new Map<string, number>();
    for (const [game, op] of defaultPairs) {
      for (const f of fc.sample(fields, { numRuns: 3, seed: 42 }))
        check(JSON.stringify({ ...f, game, op }), codes);
    }
    expect([...codes.keys()].every((c) => c !== 'internal')).toBe(true);
  });

  it('answers the numbers ops with well-formed random fields (ok or a clear error)', () => {
    const num = fc.oneof(
      fc.integer({ min: -40, max: 40 }).map(String),
      fc.tuple(fc.integer({ min: -99, max: 99 }), fc.nat(8)).map(([p, k]) => `${p}/${2 ** k}`),
      oddString,
    );
    const req = fc.oneof(
      fc.record({ op: fc.constant('ordinalSum'), base: num, exponent: num }),
      fc.record({ op: fc.constant('signExpansion'), number: num }),
      fc.record({ op: fc.constant('signExpansion'), signs: oddString }),
      fc.record({ op: fc.constant('simplest'), lower: fc.option(num), upper: fc.option(num) }),
    );
    fc.assert(
      fc.property(req, (r) => {
        const response = JSON.parse(analyzeLine(JSON.stringify({ game: 'numbers', ...r })));
        expect(typeof response.ok).toBe('boolean');
        if (!response.ok) expect(['bad_field', 'too_large', 'missing_field']).toContain(response.error.code);
        else expect(typeof response.value).toBe('string');
      }),
      { numRuns: 500 },
    );
  });
});
