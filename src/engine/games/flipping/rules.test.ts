import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  checkMove,
  countMoves,
  flip,
  indexToLine,
  legalMoves,
  lineToIndex,
  makeLine,
  normalize,
  nthMove,
  options,
  parseLine,
  whyIllegal,
  whyNoMoveFrom,
} from './rules';

describe('parseLine / makeLine', () => {
  it.each([
    ['0101011111', '0101011111', 0],
    ['0110', '011', 1], // trailing heads vanish (§1: "d_k, k > j, will be deleted")
    ['000', '', 3], // a line of heads is the empty line, 0
    [' 01 01 ', '0101', 0], // spaces are ignored
  ])('%s → %s', (text, line, dropped) => {
    expect(parseLine(text)).toEqual({ ok: true, value: line });
    expect(text.replace(/\s+/g, '').length - line.length).toBe(dropped); // the heads dropped (the value op reports them)
  });

  it.each([
    ['', 'the line is empty', 0],
    ['01a1', "found 'a' at coin 3", 2],
    ['0121', "found '2' at coin 3", 2],
  ])('rejects %j with a message naming the place', (text, message, at) => {
    const r = parseLine(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.message).toContain(message);
      expect(r.error.at).toBe(at);
    }
  });

  it('rejects lines over the limit', () => {
    const r = parseLine('1'.repeat(11), 10);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error).toMatchObject({
        code: 'too_large',
        message: expect.stringContaining('at most 10 coins'),
      });
  });

  it('makeLine is the inverse of reading faces', () => {
    expect(makeLine([false, true, true, false])).toBe('011');
    expect(normalize('0100')).toBe('01');
  });
});

describe('moves', () => {
  it('§1: 1011 = {0001, 001, 1 | 1101, 111}', () => {
    expect(options('1011', 'L').map((o) => o.after)).toEqual(['0001', '001', '1']);
    expect(options('1011', 'R').map((o) => o.after)).toEqual(['1101', '111']);
  });

  it('the associated binary number decreases with every move (§1)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[01]{1,16}$/), (raw) => {
        const line = normalize(raw);
        for (const p of ['L', 'R'] as const)
          for (const o of options(line, p)) expect(lineToIndex(o.after)).toBeLessThan(lineToIndex(line));
      }),
      { numRuns: 200 },
    );
  });

  it('countMoves and nthMove agree with legalMoves', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[01]{0,14}$/),
        fc.constantFrom('L' as const, 'R' as const),
        (raw, p) => {
          const line = normalize(raw);
          const all = legalMoves(line, p);
          expect(countMoves(line, p)).toBe(all.length);
          all.forEach((m, k) => expect(nthMove(line, p, k)).toEqual(m));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('index and line convert both ways', () => {
    for (let x = 0; x < 1 << 10; x++) expect(lineToIndex(indexToLine(x))).toBe(x);
    expect(indexToLine(lineToIndex('0101'))).toBe('0101');
  });

  it('flip normalises', () => {
    expect(flip('0101011111', 9, 10)).toBe('01010111');
  });
});

describe('illegal moves are explained in words', () => {
  it.each([
    ['0101', 'L', 1, 2, 'Left flips two tails (1s) to heads; coin 1 is heads (0)'],
    ['0101', 'L', 1, 3, 'coins 1 and 3 are heads'],
    [
      '0101',
      'R',
      2,
      3,
      "Right's heads coin (0) must come before his tails coin (1): coin 2 is tails and coin 3 is heads",
    ],
    ['0101', 'R', 2, 4, 'coins 2 and 4 are both tails'],
    ['1001', 'R', 2, 3, 'coins 2 and 3 are both heads'],
    ['0101', 'L', 2, 2, 'a move flips two different coins'],
    ['0101', 'L', 2, 9, 'this line has only 4 coins'],
  ] as const)('%s: %s flips %i, %i', (line, p, i, j, reason) => {
    expect(whyIllegal(line, p, i, j)).toContain(reason);
  });

  it('legal pairs in either click order', () => {
    expect(checkMove('0101', 'R', 4, 1)).toEqual({
      ok: true,
      move: [1, 4],
      after: '1100'.replace(/0+$/, ''),
    });
    expect(checkMove('0101', 'L', 4, 2)).toEqual({ ok: true, move: [2, 4], after: '' });
  });
});

describe('a coin chosen first that starts no move is explained at once', () => {
  it.each([
    ['0101', 'L', 1, 'coin 1 is heads (0), and Left flips two tails'],
    ['0001', 'L', 4, 'the only tails (1) in this line'],
    ['1101', 'R', 2, 'coin 2 is tails (1) with no heads coin (0) before it'],
  ] as const)('%s: %s chooses coin %i', (line, p, i, reason) => {
    expect(whyNoMoveFrom(line, p, i)).toContain(reason);
  });

  it('exactly the coins in no legal move (every line up to 8 coins, both players)', () => {
    for (let x = 1; x < 1 << 8; x++) {
      const line = indexToLine(x);
      for (const p of ['L', 'R'] as const) {
        const used = new Set(legalMoves(line, p).flat());
        for (let i = 1; i <= line.length; i++)
          expect(whyNoMoveFrom(line, p, i) === null, `${line} ${p} ${i}`).toBe(used.has(i));
      }
    }
  });
});
