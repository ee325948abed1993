import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mex } from '../../arith/nim';
import { bruteWinningMoves, grundyTable, optionMasks } from './bruteForce';
import { applyMove, fromMask, legalMoves, toMask, type Move } from './rules';
import { nimValue } from './rulerFunction';
import { movesToValue, runCandidates, winningMoves } from './winningMoves';
import { analyzeSum } from './sum';

const table = grundyTable(15);
const key = (ms: readonly Move[]) => ms.map((m) => `${m[0]}-${m[1]}`).join(' ');

describe('every winning move', () => {
  it('matches brute force on every position of 1 to 10 coins', () => {
    for (let n = 1; n <= 10; n++) {
      for (let m = 0; m < 1 << n; m++) {
        const p = fromMask(m, n);
        const brute = bruteWinningMoves(m, table);
        if (key(winningMoves(p)) !== key(brute))
          throw new Error(`${p}: formula ${key(winningMoves(p))}, brute force ${key(brute)}`);
      }
    }
  });

  it('matches brute force on random positions up to 15 coins', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 15 }), (coins) => {
        const p = coins.map((h) => (h ? 'H' : 'T')).join('');
        expect(key(winningMoves(p))).toBe(key(bruteWinningMoves(toMask(p), table)));
      }),
      { numRuns: 2000 },
    );
  });

  it('Hoey example: four winning runs, his 7–11 and 1–13 among them', () => {
    expect(winningMoves('TTTTHTTHTHHTHTT')).toEqual([
      [6, 8],
      [8, 10],
      [7, 11],
      [1, 13],
    ]);
  });

  it('moves to any target value match brute force (values can also go up)', () => {
    for (let m = 0; m < 1 << 9; m++) {
      const p = fromMask(m, 9);
      for (let t = 0; t < 16; t++) {
        const brute = legalMoves(p).filter((mv) => table[toMask(applyMove(p, mv))] === t);
        expect(key(movesToValue(p, t))).toBe(key(brute));
      }
    }
  });

  it('each heads coin forces one left end; the run is real exactly when the coin has the top bit of the value', () => {
    for (let m = 1; m < 1 << 12; m++) {
      const p = fromMask(m, 12);
      const v = nimValue(p);
      if (v === 0) continue;
      const top = 1 << (31 - Math.clz32(v));
      for (const c of runCandidates(p, v)) expect(c.ok).toBe((c.to & top) !== 0);
      expect(
        key(
          runCandidates(p, v)
            .filter((c) => c.ok)
            .map((c): Move => [c.from, c.to]),
        ),
      ).toBe(key(winningMoves(p)));
    }
  });

  it('a P-position has no winning move', () => {
    for (const p of ['TTTT', 'HTH', 'THHTHHT']) {
      expect(nimValue(p)).toBe(0);
      expect(winningMoves(p)).toEqual([]);
    }
  });
});

describe('sums of rows', () => {
  // An independent brute force on the sum itself: a state is a pair of masks, a move is a move in one row.
  function sumTable(a: number, b: number): number[][] {
    const g: number[][] = [];
    for (let x = 0; x < 1 << a; x++) {
      g.push([]);
      for (let y = 0; y < 1 << b; y++)
        g[x].push(mex([...optionMasks(x).map((o) => g[o][y]), ...optionMasks(y).map((o) => g[x][o])]));
    }
    return g;
  }
  const g = sumTable(6, 5);

  it('the value of a sum is the nim-sum, and its winning moves are those of the brute force', () => {
    for (let x = 0; x < 1 << 6; x++) {
      for (let y = 0; y < 1 << 5; y++) {
        const px = fromMask(x, 6);
        const py = fromMask(y, 5);
        const s = analyzeSum([px, py]);
        expect(s.nimValue).toBe(g[x][y]);
        expect(s.outcome).toBe(g[x][y] === 0 ? 'P' : 'N');
        const brute = [
          ...legalMoves(px)
            .filter((mv) => g[toMask(applyMove(px, mv))][y] === 0)
            .map((mv) => `0:${mv[0]}-${mv[1]}`),
          ...legalMoves(py)
            .filter((mv) => g[x][toMask(applyMove(py, mv))] === 0)
            .map((mv) => `1:${mv[0]}-${mv[1]}`),
        ];
        expect(s.winningMoves.map((w) => `${w.component}:${w.move[0]}-${w.move[1]}`)).toEqual(brute);
      }
    }
  });
});
