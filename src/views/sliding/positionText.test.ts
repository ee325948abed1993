import { describe, expect, it } from 'vitest';
import { formatStraps, parseStraps } from './positionText';

describe('straps as text', () => {
  it('round-trips', () => {
    expect(formatStraps([[3, 7], [2, 5]])).toBe('3,7;2,5');
    expect(parseStraps('3,7;2,5')).toEqual({ ok: true, value: [[3, 7], [2, 5]] });
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
    if (!r.ok) expect(r.message).toMatch(message);
  });
});
