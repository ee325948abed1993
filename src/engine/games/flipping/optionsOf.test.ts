import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyze } from '../../api';
import { BruteForceTable } from './bruteForce';
import { flip, legalMoves, normalize } from './rules';

const table = new BruteForceTable();
type Listed = { move: [number, number]; after: string; value: string };
const answer = (position: string) => {
  const r = analyze({ game: 'flipping', op: 'options', position });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r as unknown as { position: string; value: string; left: Listed[]; right: Listed[] };
};

describe('flipping/options: a line’s options as the paper writes them', () => {
  it('§1: 1011 = {0001, 001, 1 | 1101, 111}', () => {
    const r = answer('1011');
    expect(r.left.map((o) => o.after)).toEqual(['0001', '001', '1']);
    expect(r.right.map((o) => o.after)).toEqual(['1101', '111']);
  });

  it('on random lines: exactly rules.ts’s legal moves, in order, each option and its value right (brute force)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[01]{1,14}$/).map(normalize), (line) => {
        if (line === '') return;
        const r = answer(line);
        expect(r.value).toBe(table.value(line).toString());
        for (const [player, listed] of [
          ['L', r.left],
          ['R', r.right],
        ] as const) {
          expect(listed.map((o) => o.move)).toEqual(legalMoves(line, player).map(([i, j]) => [i, j]));
          for (const o of listed) {
            expect(o.after).toBe(flip(line, o.move[0], o.move[1]));
            expect(o.value).toBe(table.value(o.after).toString());
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('refuses lines too long to list, saying how long they may be', () => {
    const r = analyze({ game: 'flipping', op: 'options', position: '1'.repeat(41) });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/at most 40 coins/);
  });
});
