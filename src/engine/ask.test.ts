import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { askHint, checkAsk, MAX_ANSWER_CHARS, type Ask } from './ask';

const fraction: Ask = { prompt: 'v?', form: 'fraction', answer: '5/8' };
const integer: Ask = { prompt: 'n?', form: 'integer', answer: '-11' };
const bits: Ask = { prompt: 'bits?', form: 'bits', answer: '0110' };
const signs: Ask = { prompt: 'signs?', form: 'signs', answer: '+-+-' };
const choice: Ask = { prompt: 'who?', form: 'choice', choices: ['wins', 'loses'], answer: 'loses' };
const right = { ok: true, value: true };
const wrong = { ok: true, value: false };
const message = (ask: Ask, typed: string) => {
  const r = checkAsk(ask, typed);
  return r.ok ? null : r.error;
};

describe('checkAsk', () => {
  it('accepts every spelling of the same number, and only those', () => {
    for (const t of ['5/8', '10/16', ' 5 / 8 ', '0.625', '+5/8', '15/24'])
      expect(checkAsk(fraction, t), t).toEqual(right);
    for (const t of ['3/8', '-5/8', '1', '0.75']) expect(checkAsk(fraction, t), t).toEqual(wrong);
    expect(checkAsk({ ...fraction, answer: '-3/4' }, '−3/4')).toEqual(right);
    expect(checkAsk({ ...fraction, answer: '2' }, '4/2')).toEqual(right);
  });

  it('grades integers exactly, however large', () => {
    expect(checkAsk(integer, '-11')).toEqual(right);
    expect(checkAsk(integer, '−11')).toEqual(right);
    expect(checkAsk(integer, '11')).toEqual(wrong);
    expect(checkAsk(integer, '9'.repeat(150))).toEqual(wrong);
  });

  it('reads bits with spaces or commas, signs with − or -, choices in any case', () => {
    expect(checkAsk(bits, '0 1 1 0')).toEqual(right);
    expect(checkAsk(bits, '0,1,1,0')).toEqual(right);
    expect(checkAsk(bits, '0111')).toEqual(wrong);
    expect(checkAsk(signs, '+−+−')).toEqual(right);
    expect(checkAsk(signs, '+ - + -')).toEqual(right);
    expect(checkAsk(signs, '+-+')).toEqual(wrong);
    expect(checkAsk(choice, ' Loses ')).toEqual(right);
    expect(checkAsk(choice, 'wins')).toEqual(wrong);
  });

  it('says what is wrong with text that is no answer, and where', () => {
    expect(message(fraction, '')?.message).toBe('Type an answer first.');
    expect(message(fraction, '1/3')?.message).toMatch(/power of 2/);
    expect(message(fraction, '1/0')?.message).toMatch(/division by zero/i);
    expect(message(fraction, '5/x')).toMatchObject({ at: 2 });
    expect(message(integer, '1.5')).toMatchObject({ at: 1 });
    expect(message(bits, '0120')).toMatchObject({ at: 2, message: expect.stringMatching(/Only 0 and 1/) });
    expect(message(bits, '011')?.message).toBe('Type 4 digits; that is 3.');
    expect(message(signs, '+x')?.message).toMatch(/only \+ and -/);
    expect(message(choice, 'maybe')?.message).toBe('Answer one of: wins, loses.');
    expect(message(integer, '1'.repeat(MAX_ANSWER_CHARS + 1))?.message).toMatch(/at most 200/);
    const long: Ask = { ...signs, answer: '+'.repeat(150) };
    expect(checkAsk(long, '+ '.repeat(150))).toEqual(right); // a long answer may be typed with spaces
  });

  it('never throws, whatever is typed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(fraction, integer, bits, signs, choice),
        fc.string({ maxLength: 300 }),
        (ask, typed) => {
          const r = checkAsk(ask, typed);
          expect(typeof r.ok).toBe('boolean');
        },
      ),
      { numRuns: 500 },
    );
  });

  it('hints at the form to type', () => {
    expect(askHint(bits)).toMatch(/^4 digits/);
    expect(askHint(choice)).toBe('One of: wins, loses.');
  });
});
