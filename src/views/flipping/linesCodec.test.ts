import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLIPPING_BOARD_MAX, FLIPPING_MAX_LINES } from '../../store';
import { linesCodec } from './linesCodec';

/** A line as the board holds it after a move: 0s and 1s with no trailing heads (maybe empty). */
const line = fc
  .array(fc.constantFrom('0', '1'), { maxLength: FLIPPING_BOARD_MAX - 1 })
  .map((cs) => (cs.length ? `${cs.join('')}1` : ''));

describe('the lines in the URL', () => {
  it('reads the opening question and writes it back', () => {
    const r = linesCodec.parse('0101011111,1101100111,0110110110111');
    expect(r).toEqual({ ok: true, value: ['0101011111', '1101100111', '0110110110111'] });
    if (r.ok) expect(linesCodec.make(r.value)).toBe('0101011111,1101100111,0110110110111');
  });

  it('keeps played-out lines and drops trailing heads', () => {
    expect(linesCodec.parse('0110,,1')).toEqual({ ok: true, value: ['011', '', '1'] });
  });

  it('writes an empty line as "-", so a board of one empty line survives the URL', () => {
    expect(linesCodec.make([''])).toBe('-');
    expect(linesCodec.parse('-')).toEqual({ ok: true, value: [''] });
    expect(linesCodec.make(['011', '', '1'])).toBe('011,-,1');
    expect(linesCodec.parse('011,-,1')).toEqual({ ok: true, value: ['011', '', '1'] });
    expect(linesCodec.parse('00000')).toEqual({ ok: true, value: [''] });
  });

  it('says which line is wrong and where', () => {
    const r = linesCodec.parse('0101,01x1');
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.message).toBe("line 2: a line holds only 0 (heads) and 1 (tails); found 'x' at coin 3");
    const many = linesCodec.parse(Array(13).fill('1').join(','));
    expect(many.ok).toBe(false);
  });

  it('reads back every board it writes (parse(make(lines)) is the lines)', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: FLIPPING_MAX_LINES }), (lines) => {
        expect(linesCodec.parse(linesCodec.make(lines))).toEqual({ ok: true, value: lines });
      }),
    );
  });
});
