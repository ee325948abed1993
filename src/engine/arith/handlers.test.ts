import { describe, expect, it } from 'vitest';
import { analyze } from '../api';
import { MAX_SIGNS } from './handlers';

const numbers = (op: string, fields: Record<string, unknown>) => analyze({ game: 'numbers', op, ...fields });

describe('numbers requests', () => {
  it('ordinalSum 1/2 : 1/2 → 5/8 with its walkthrough (the issue’s example; §2 (e))', () => {
    const r = numbers('ordinalSum', { base: '1/2', exponent: '1/2' });
    expect(r).toMatchObject({ ok: true, value: '5/8', baseSigns: '+-', exponentSigns: '+-', signs: '+-+-' });
    expect(r.ok && (r.derivation as { title: string }).title).toContain(' : ');
  });

  it.each([
    ['1', '1', '2'],
    ['1', '-1', '1/2'],
    ['1', '1/2', '3/2'],
    ['1/2', '1', '3/4'],
  ])('§2: ordinalSum %s : %s = %s', (base, exponent, value) => {
    expect(numbers('ordinalSum', { base, exponent, derivation: false })).toEqual({
      ok: true,
      base,
      baseOf: null,
      exponent,
      value,
      baseSigns: expect.any(String),
      exponentSigns: expect.any(String),
      signs: expect.any(String),
    });
  });

  it('the typed numbers come back reduced (3/6 and +1/2 are 1/2); a base a:b shows its value first (§2 (e))', () => {
    expect(numbers('ordinalSum', { base: '3/6', exponent: '+1/2', derivation: false })).toMatchObject({
      ok: true,
      base: '1/2',
      exponent: '1/2',
      value: '5/8',
    });
    expect(numbers('simplest', { lower: '3/6', upper: '+1', derivation: false })).toMatchObject({
      ok: true,
      lower: '1/2',
      upper: '1',
      value: '3/4',
    });
    const e = numbers('ordinalSum', { base: '1:-1', exponent: '1/2' });
    expect(e).toMatchObject({ ok: true, base: '1/2', baseOf: ['1', '-1'], value: '5/8' });
    const steps = (e as unknown as { derivation: { steps: { caption: string }[] } }).derivation.steps;
    expect(steps[0].caption).toContain('\\{0 \\mid 1\\} = \\frac{1}{2}');
    expect(numbers('ordinalSum', { base: '1:-1:2', exponent: '1' })).toMatchObject({
      ok: false,
      error: { field: 'base' },
    });
  });

  it('signExpansion both ways', () => {
    expect(numbers('signExpansion', { number: '-11/16' })).toMatchObject({
      ok: true,
      signs: '-+-+-',
      value: '-11/16',
    });
    expect(numbers('signExpansion', { signs: '+-+' })).toMatchObject({
      ok: true,
      value: '3/4',
      signs: '+-+',
    });
    expect(numbers('signExpansion', { signs: '' })).toMatchObject({ ok: true, value: '0', signs: '' });
  });

  it('simplest, with either end missing or null', () => {
    expect(numbers('simplest', { lower: '1/2', upper: '1' })).toMatchObject({ ok: true, value: '3/4' });
    expect(numbers('simplest', { lower: null, upper: '-1' })).toMatchObject({ ok: true, value: '-2' });
    expect(numbers('simplest', {})).toMatchObject({ ok: true, value: '0' });
    expect(numbers('simplest', { lower: '-9' })).toMatchObject({ ok: true, value: '0' });
  });

  it('answers 1,000-sign ordinal sums exactly', () => {
    const base = `1/${1n << 999n}`; // 2^-999 = + then 999 minuses: 1000 signs
    const r = numbers('ordinalSum', { base, exponent: base });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect((r.signs as string).length).toBe(2000);
      // 1 - (1/2 + … + 2^-999) + 2^-1000 - (2^-1001 + … + 2^-1999) = 2^-999 + 2^-1999
      expect(r.value).toBe(`${(1n << 1000n) + 1n}/${1n << 1999n}`);
    }
  });

  it.each([
    [
      'a bad character is named, with its place',
      'ordinalSum',
      { base: '1/2', exponent: '3/x' },
      'bad_field',
      'exponent',
      2,
      /'x'/,
    ],
    [
      'a denominator that is not a power of 2',
      'ordinalSum',
      { base: '1/3', exponent: '0' },
      'bad_field',
      'base',
      2,
      /power of 2/,
    ],
    ['a missing field', 'ordinalSum', { base: '1' }, 'missing_field', 'exponent', undefined, /exponent/],
    [
      'a number given as a JSON number',
      'ordinalSum',
      { base: 1, exponent: '1' },
      'bad_field',
      'base',
      undefined,
      /string/,
    ],
    ['a bad sign', 'signExpansion', { signs: '+-*' }, 'bad_field', 'signs', 2, /'\*' at position 3/],
    [
      'both number and signs',
      'signExpansion',
      { signs: '+', number: '1' },
      'bad_request',
      'signs',
      undefined,
      /either/,
    ],
    ['neither number nor signs', 'signExpansion', {}, 'missing_field', 'number', undefined, /number/],
    [
      'an empty interval',
      'simplest',
      { lower: '1', upper: '0' },
      'bad_field',
      'upper',
      undefined,
      /not a number/,
    ],
    [
      'an equal pair of ends',
      'simplest',
      { lower: '1/2', upper: '2/4' },
      'bad_field',
      'upper',
      undefined,
      /strictly between/,
    ],
    [
      'a derivation flag that is not boolean',
      'simplest',
      { derivation: 'yes' },
      'bad_field',
      'derivation',
      undefined,
      /true or false/,
    ],
    [
      'an integer with a million signs',
      'signExpansion',
      { number: '1000000' },
      'too_large',
      'number',
      undefined,
      /1,000,000 signs/,
    ],
    [
      'a concatenation over the limit',
      'ordinalSum',
      { base: '60000', exponent: '-60000' },
      'too_large',
      'exponent',
      undefined,
      /120,000 signs/,
    ],
    [
      'a string of signs over the limit',
      'signExpansion',
      { signs: '+'.repeat(MAX_SIGNS + 1) },
      'too_large',
      'signs',
      undefined,
      /100,000/,
    ],
    [
      'a number text over the limit',
      'simplest',
      { lower: '1'.repeat(80_000) },
      'too_large',
      'lower',
      undefined,
      /characters/,
    ],
  ])('%s → %s', (_name, op, fields, code, field, at, message) => {
    const r = numbers(op, fields);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.field).toBe(field);
      expect(r.error.at).toBe(at);
      expect(r.error.message).toMatch(message);
    }
  });

  it('leaves the walkthrough out, saying why, over the walkthrough limit; the value is still exact', () => {
    const x = `1/${1n << 4000n}`; // 4001 signs
    const r = numbers('ordinalSum', { base: x, exponent: x });
    expect(r).toMatchObject({
      ok: true,
      walkthroughOmitted: expect.stringMatching(/up to 5,000 signs; this has 8,002/),
    });
    expect(r.ok && 'derivation' in r).toBe(false);
    expect(r.ok && (r.signs as string).length).toBe(8002);
    expect(numbers('signExpansion', { signs: '+-'.repeat(2500) })).toMatchObject({
      ok: true,
      derivation: expect.any(Object),
    });
    expect(numbers('signExpansion', { signs: '+-'.repeat(2501) })).toMatchObject({
      ok: true,
      walkthroughOmitted: expect.any(String),
    });
  });

  it('a cancelled request answers "cancelled"', () => {
    const r = analyze(
      { game: 'numbers', op: 'ordinalSum', base: '1', exponent: '1' },
      { signal: { aborted: true } },
    );
    expect(r).toMatchObject({ ok: false, error: { code: 'cancelled' } });
  });
});
