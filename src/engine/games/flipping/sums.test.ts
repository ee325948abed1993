import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computerMove } from './computer';
import { flip, legalMoves, normalize, type Player } from './rules';
import { analyzeSum, winningMoves } from './sums';

/**
 * Brute force on the sum itself: does `toMove` win moving first? A game-tree search over
 * tuples of lines that uses no values at all.
 */
function winsFirst(lines: readonly string[], toMove: Player, memo: Map<string, boolean>): boolean {
  const key = toMove + lines.join('|');
  const known = memo.get(key);
  if (known !== undefined) return known;
  const other: Player = toMove === 'L' ? 'R' : 'L';
  let win = false;
  outer: for (let c = 0; c < lines.length; c++) {
    for (const [i, j] of legalMoves(lines[c], toMove)) {
      const next = lines.slice();
      next[c] = flip(lines[c], i, j);
      if (!winsFirst(next, other, memo)) {
        win = true;
        break outer;
      }
    }
  }
  memo.set(key, win);
  return win;
}

const smallSum = fc.array(fc.stringMatching(/^[01]{0,6}$/).map(normalize), { minLength: 1, maxLength: 3 });

describe('sums against a game-tree search on the sum', () => {
  const memo = new Map<string, boolean>();

  it('the sign of the total gives the outcome', () => {
    fc.assert(
      fc.property(smallSum, (lines) => {
        const { total, outcome } = analyzeSum(lines);
        const l = winsFirst(lines, 'L', memo);
        const r = winsFirst(lines, 'R', memo);
        expect(outcome).toBe(l && !r ? 'L' : r && !l ? 'R' : !l && !r ? 'P' : 'N');
        expect(total.sign()).toBe(l && !r ? 1 : r && !l ? -1 : 0);
      }),
      { numRuns: 150 },
    );
  });

  it('winning moves are exactly the moves after which the opponent, moving first, loses', () => {
    fc.assert(
      fc.property(smallSum, (lines) => {
        const wm = winningMoves(lines, analyzeSum(lines));
        expect(wm.exhaustive).toBe(true);
        for (const p of ['L', 'R'] as const) {
          const expected: string[] = [];
          lines.forEach((line, c) => {
            for (const [i, j] of legalMoves(line, p)) {
              const next = lines.slice();
              next[c] = flip(line, i, j);
              if (!winsFirst(next, p === 'L' ? 'R' : 'L', memo)) expected.push(`${c}:${i},${j}`);
            }
          });
          const found = (p === 'L' ? wm.left : wm.right).map(
            (m) => `${m.component}:${m.move[0]},${m.move[1]}`,
          );
          expect(found).toEqual(expected);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('§4.1: Left’s only winning move in the opening question', () => {
    const lines = ['0101011111', '1101100111', '0110110110111'];
    const a = analyzeSum(lines);
    expect(a.total.toString()).toBe('1/16');
    const wm = winningMoves(lines, a);
    expect(wm.left.map((m) => [m.component, m.after, m.total.toString()])).toEqual([[0, '01010111', '0']]);
    expect(wm.right).toEqual([]);
  });
});

describe('the computer player', () => {
  it('plays a winning move whenever one exists (error rate 0)', () => {
    fc.assert(
      fc.property(smallSum, fc.constantFrom('L' as const, 'R' as const), fc.nat(), (lines, p, seed) => {
        const c = computerMove(lines, p, 0, seed);
        const wm = winningMoves(lines, analyzeSum(lines));
        const winning = p === 'L' ? wm.left : wm.right;
        expect(c.winning).toBe(winning.length > 0);
        if (c.move === null)
          expect(
            legalMoves(lines.join(''), p).length === 0 || lines.every((l) => legalMoves(l, p).length === 0),
          ).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('with error rate 1 plays random legal moves, the same for the same seed', () => {
    const lines = ['0101011111', '1101100111'];
    const a = computerMove(lines, 'R', 1, 42);
    expect(a.kind).toBe('random');
    expect(computerMove(lines, 'R', 1, 42)).toEqual(a);
    const seen = new Set<string>();
    for (let seed = 0; seed < 50; seed++) {
      const m = computerMove(lines, 'R', 1, seed).move!;
      expect(legalMoves(lines[m.component], 'R')).toContainEqual(m.move);
      seen.add(`${m.component}:${m.move}`);
    }
    expect(seen.size).toBeGreaterThan(5);
  });

  it('says so when it has no move', () => {
    expect(computerMove(['1'], 'L', 0, 1)).toEqual({ move: null, kind: 'none', winning: false });
  });
});
