import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULER_BOARD_MAX } from '../../store';
import { positionCodec } from './positionCodec';

describe('the row in the URL', () => {
  it('reads a row in either case and writes it in capitals', () => {
    expect(positionCodec.parse('TTHt')).toEqual({ ok: true, value: 'TTHT' });
    expect(positionCodec.make('TTHT')).toBe('TTHT');
  });

  it("says what is wrong with the engine's words", () => {
    const r = positionCodec.parse('TTXH');
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error).toMatchObject({
        code: 'bad_field',
        message: expect.stringMatching(/found 'X' at coin 3/),
        at: 2,
      });
    expect(positionCodec.parse('T'.repeat(RULER_BOARD_MAX + 1)).ok).toBe(false);
  });

  it('reads back every row it writes (parse(make(row)) is the row)', () => {
    const row = fc
      .array(fc.constantFrom('H', 'T'), { minLength: 1, maxLength: RULER_BOARD_MAX })
      .map((cs) => cs.join(''));
    fc.assert(
      fc.property(row, (r) => {
        expect(positionCodec.parse(positionCodec.make(r))).toEqual({ ok: true, value: r });
      }),
    );
  });
});
