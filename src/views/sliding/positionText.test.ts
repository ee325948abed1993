import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLIDING_MAX_STRAPS, SLIDING_PLAY_MAX_Y, type SlidingPosition } from '../../store';
import { makeStraps, parseStraps, strapsCodec } from './positionText';

describe('straps as text', () => {
  it('round-trips', () => {
    expect(
      makeStraps([
        [3, 7],
        [2, 5],
      ]),
    ).toBe('3,7;2,5');
    expect(parseStraps('3,7;2,5')).toEqual({
      ok: true,
      value: [
        [3, 7],
        [2, 5],
      ],
    });
    expect(parseStraps('(0, 4)')).toEqual({ ok: true, value: [[0, 4]] });
  });

  it.each([
    ['5,2', /x < y .*did you mean \(2, 5\)/],
    ['3,7;x,5', /strap 2: "x" is not a whole number/],
    ['3,700', /board holds y ≤ 100/],
    ['1,2;1,2;1,2;1,2;1,2;1,2;1,2', /at most 6 straps/],
  ])('%j is refused with a reason', (text, message) => {
    const r = parseStraps(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });

  it('reads back every board it writes (parse(make(straps)) is the straps)', () => {
    // 0 <= x < y <= the board's largest y, or (0, 0): both coins gone.
    const strap: fc.Arbitrary<SlidingPosition> = fc.oneof(
      fc.constant<SlidingPosition>([0, 0]),
      fc
        .integer({ min: 1, max: SLIDING_PLAY_MAX_Y })
        .chain((y) => fc.integer({ min: 0, max: y - 1 }).map((x): SlidingPosition => [x, y])),
    );
    fc.assert(
      fc.property(fc.array(strap, { minLength: 1, maxLength: SLIDING_MAX_STRAPS }), (straps) => {
        expect(strapsCodec.parse(strapsCodec.make(straps))).toEqual({ ok: true, value: straps });
      }),
    );
  });
});
