/**
 * Question 1.2 by a direct game search that uses only the rules (no canonical forms): every
 * winning first move for each player equals what the sum analysis (sums.ts) reports.
 */
import { describe, expect, it } from 'vitest';
import { mayRemove, type Heap, type Player } from './rules';
import { analyzeSum } from './sums';

/** Does the player to move win? Memoised on sizes and player. */
function searcher(colors: readonly Heap['color'][]) {
  const memo = new Map<string, boolean>();
  const moves = (sizes: readonly number[], p: Player): number[][] => {
    const out: number[][] = [];
    sizes.forEach((s, i) => {
      for (let k = 1; k <= s; k++)
        if (mayRemove(p, colors[i], k)) out.push(sizes.map((x, j) => (j === i ? s - k : x)));
    });
    return out;
  };
  const wins = (sizes: readonly number[], p: Player): boolean => {
    const key = `${p}${sizes.join(',')}`;
    let r = memo.get(key);
    if (r === undefined) {
      const q: Player = p === 'L' ? 'R' : 'L';
      r = moves(sizes, p).some((after) => !wins(after, q));
      memo.set(key, r);
    }
    return r;
  };
  /** The winning first moves as "component:after". */
  const winningMoves = (sizes: readonly number[], p: Player): string[] =>
    moves(sizes, p)
      .filter((after) => !wins(after, p === 'L' ? 'R' : 'L'))
      .map((after) => {
        const i = after.findIndex((x, j) => x !== sizes[j]);
        return `${i}:${after[i]}`;
      });
  return { wins, winningMoves };
}

function check(heaps: Heap[]) {
  const search = searcher(heaps.map((h) => h.color));
  const sizes = heaps.map((h) => h.size);
  const s = analyzeSum(heaps);
  const key = (ms: { component: number; after: number }[]) =>
    ms.map((m) => `${m.component}:${m.after}`).sort();
  expect(key(s.winningMoves.left)).toEqual(search.winningMoves(sizes, 'L').sort());
  expect(key(s.winningMoves.right)).toEqual(search.winningMoves(sizes, 'R').sort());
  return { search, sizes, s };
}

describe('Question 1.2 by brute force', () => {
  it('(i) blue 3 + blue 20 + red 18: Left wins either way; the text\'s "remove 17 from 18" is not a Left move', () => {
    const { search, sizes } = check([
      { size: 3, color: 'blue' },
      { size: 20, color: 'blue' },
      { size: 18, color: 'red' },
    ]);
    expect(search.wins(sizes, 'L')).toBe(true);
    expect(search.wins(sizes, 'R')).toBe(false);
    // in a red heap Left removes numbers in B; 17 is in A
    expect(mayRemove('L', 'red', 17)).toBe(false);
  });

  it('(ii) blue 20 + red 17: whoever moves first wins', () => {
    const { search, sizes } = check([
      { size: 20, color: 'blue' },
      { size: 17, color: 'red' },
    ]);
    expect(search.wins(sizes, 'L')).toBe(true);
    expect(search.wins(sizes, 'R')).toBe(true);
  });
});
