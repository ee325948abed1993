import { describe, expect, it } from 'vitest';
import { parsePositionText } from './input';

describe('typed positions', () => {
  it.each([
    ['2,5', [2, 5]],
    [' (2, 5) ', [2, 5]],
    ['0 7', [0, 7]],
    ['0,0', [0, 0]],
  ])('%j → %j', (text, p) => {
    expect(parsePositionText(text)).toEqual({ ok: true, value: p });
  });

  it.each([
    ['5,2', /did you mean \(2, 5\)/],
    ['2', /two numbers/],
    ['a,5', /"a" is not a whole number/],
    ['2.5,6', /not a whole number/],
    ['-1,4', /0 or more/],
    ['', /two numbers/],
  ])('%j is refused: %s', (text, message) => {
    const r = parsePositionText(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });

  it.each([
    ['-1,4', 'x must be 0 or more (got -1)'],
    [
      '5,2',
      'the near coin must be nearer the edge than the far coin, so x < y (got x = 5, y = 2; did you mean (2, 5)?)',
    ],
    ['3,3', 'the near coin must be nearer the edge than the far coin, so x < y (got x = 3, y = 3)'],
    ['1,2000000000', 'y is at most 1,000,000,000 here (got 2,000,000,000)'],
  ])('%j speaks as the input does, with no field name: %s', (text, message) => {
    expect(parsePositionText(text)).toMatchObject({ ok: false, error: { message } });
  });
});
