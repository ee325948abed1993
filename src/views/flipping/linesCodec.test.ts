import { describe, expect, it } from 'vitest';
import { linesCodec } from './linesCodec';

describe('the lines in the URL', () => {
  it('reads the opening question and writes it back', () => {
    const r = linesCodec.parse('0101011111,1101100111,0110110110111');
    expect(r).toEqual({ ok: true, value: ['0101011111', '1101100111', '0110110110111'] });
    if (r.ok) expect(linesCodec.format(r.value)).toBe('0101011111,1101100111,0110110110111');
  });

  it('keeps played-out lines and drops trailing heads', () => {
    expect(linesCodec.parse('0110,,1')).toEqual({ ok: true, value: ['011', '', '1'] });
  });

  it('writes an empty line as "-", so a board of one empty line survives the URL', () => {
    expect(linesCodec.format([''])).toBe('-');
    expect(linesCodec.parse('-')).toEqual({ ok: true, value: [''] });
    expect(linesCodec.format(['011', '', '1'])).toBe('011,-,1');
    expect(linesCodec.parse('011,-,1')).toEqual({ ok: true, value: ['011', '', '1'] });
    expect(linesCodec.parse('00000')).toEqual({ ok: true, value: [''] });
  });

  it('says which line is wrong and where', () => {
    const r = linesCodec.parse('0101,01x1');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toBe("line 2: a line holds only 0 (heads) and 1 (tails); found 'x' at coin 3");
    const many = linesCodec.parse(Array(13).fill('1').join(','));
    expect(many.ok).toBe(false);
  });
});
