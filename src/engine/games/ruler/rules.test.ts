import { describe, expect, it } from 'vitest';
import {
  applyMove,
  countLegalMoves,
  fromMask,
  headsOf,
  legalMoves,
  makePosition,
  parsePosition,
  toMask,
  whyIllegal,
} from './rules';

describe('parsePosition', () => {
  it.each([
    ['TTTTHTTHTHHTHTT', 'TTTTHTTHTHHTHTT'],
    ['hth', 'HTH'],
    ['T', 'T'],
  ])('reads %s', (text, position) => expect(parsePosition(text)).toEqual({ ok: true, value: position }));

  it.each([
    ['', undefined, /empty/],
    ['HTX', 2, /found 'X' at coin 3/],
    ['H T', 1, /found a space at coin 2/],
    ['0101', 0, /only H \(heads\) and T \(tails\)/],
  ])('rejects %j', (text, at, message) => {
    const r = parsePosition(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.at).toBe(at);
      expect(r.error.message).toMatch(message);
    }
  });

  it('rejects rows over the limit with the limit in words', () => {
    const r = parsePosition('H'.repeat(11), 10);
    expect(r).toEqual({
      ok: false,
      error: { code: 'too_large', message: 'a row has at most 10 coins here (got 11)' },
    });
  });

  it('makePosition is its inverse', () => expect(makePosition([false, true, true, false])).toBe('THHT'));
});

describe('moves', () => {
  const p = 'TTTTHTTHTHHTHTT';
  it('lists heads 1-based', () => expect(headsOf(p)).toEqual([5, 8, 10, 11, 13]));

  it('explains illegal runs in words', () => {
    expect(whyIllegal(p, [7, 11])).toBeNull();
    expect(whyIllegal(p, [7, 12])).toMatch(/ends on coin 12, which is tails/);
    expect(whyIllegal(p, [12, 12])).toMatch(/coin 12 is tails/);
    expect(whyIllegal(p, [11, 7])).toMatch(/left to right/);
    expect(whyIllegal(p, [1, 16])).toMatch(/only 15 coins/);
    expect(whyIllegal(p, [0, 5])).toMatch(/numbered from 1/);
  });

  it('flips exactly the run (Hoey: 7-11 gives TTTTHTHTHTTTHTT)', () => {
    expect(applyMove(p, [7, 11])).toBe('TTTTHTHTHTTTHTT');
    expect(applyMove('H', [1, 1])).toBe('T');
    expect(() => applyMove(p, [1, 1])).toThrow(/tails/);
  });

  it('every run ending on a head is legal, and only those', () => {
    const moves = legalMoves(p);
    expect(moves.length).toBe(5 + 8 + 10 + 11 + 13);
    expect(countLegalMoves(p)).toBe(moves.length);
    for (let from = 1; from <= p.length; from++)
      for (let to = from; to <= p.length; to++)
        expect(moves.some((m) => m[0] === from && m[1] === to)).toBe(whyIllegal(p, [from, to]) === null);
  });

  it('masks round-trip', () => {
    for (let m = 0; m < 256; m++) expect(toMask(fromMask(m, 8))).toBe(m);
    expect(fromMask(toMask(p), p.length)).toBe(p);
  });
});
