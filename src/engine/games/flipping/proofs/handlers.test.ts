/** The flippingproofs ops through `analyze`, and Theorem 4.2's comparisons and Lemma 4.4's explorer against brute force. */
import { describe, expect, it } from 'vitest';
import { analyze, ask } from '../../../api';
import { sharedTable } from '../bruteForce';
import type { Player } from '../rules';
import { bestMove } from '../theorems';
import { theorem42 } from './theorem42';
import { lemma44Occurrences } from './lemma44';

const lines = (n: number) =>
  Array.from({ length: 2 ** n }, (_, x) => x.toString(2).padStart(n, '0')).filter((l) => l.endsWith('1'));

describe('play', () => {
  it('plays Lemma 4.3 (α = 01, a = 2) to the end: the engine copies and wins', () => {
    let moves: { line: 'G' | 'H'; move: [number, number] }[] = [];
    for (let guard = 0; guard < 20; guard++) {
      const r = ask({
        game: 'flippingproofs',
        op: 'play',
        lemma: '4.3',
        alpha: '01',
        a: 2,
        user: 'L',
        moves,
      });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.values).toEqual({ g: '5/16', h: '5/16', difference: '0' });
      if (r.over) {
        expect(r.winner).toBe('R');
        expect(r.turns.some((t) => t.rule === 'copy')).toBe(true);
        return;
      }
      // the user plays Theorem 4.2's best move in G while there is one, then in −H (as Right would in H)
      const inG = bestMove(r.position.g, 'L');
      moves = [
        ...moves,
        inG
          ? { line: 'G', move: [inG[0], inG[1]] }
          : { line: 'H', move: [...bestMove(r.position.h, 'R')!] as [number, number] },
      ];
    }
    throw new Error('the game did not end');
  });

  it('says which case of the proof a move is (Lemma 4.3 (2)iii: Right plays in the first summand)', () => {
    const r = ask({
      game: 'flippingproofs',
      op: 'play',
      lemma: '4.3',
      alpha: '',
      a: 1,
      user: 'R',
      moves: [{ line: 'G', move: [1, 2] }],
    });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.turns[0].proofCase).toMatch(/case \(2\)iii/);
    expect(r.turns[1].after).toEqual({ g: '101', h: '101' });
    expect(r.turns[1].value).toBe('0');
  });

  it('refuses illegal moves and instances where Lemma 4.4 does not apply, naming the field', () => {
    const bad = analyze({
      game: 'flippingproofs',
      op: 'play',
      lemma: '4.3',
      alpha: '',
      a: 1,
      user: 'L',
      moves: [{ line: 'H', move: [1, 3] }],
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad_field', field: 'moves' } });
    const beta = analyze({
      game: 'flippingproofs',
      op: 'play',
      lemma: '4.4',
      alpha: '',
      beta: '01',
      user: 'L',
    });
    expect(beta).toMatchObject({ ok: false, error: { field: 'beta' } });
    expect(
      analyze({ game: 'flippingproofs', op: 'play', lemma: '4.3', alpha: '2', user: 'L' }),
    ).toMatchObject({ ok: false, error: { field: 'alpha' } });
  });
});

describe('Theorem 4.2 comparisons', () => {
  it('on every line of up to 8 coins, the best move is at least as good as every other (brute-force values)', () => {
    for (const line of lines(8)) {
      for (const p of ['L', 'R'] as Player[]) {
        const t = theorem42(line, p);
        expect(t.holds).toBe(true);
        for (const c of t.comparisons) {
          const d =
            p === 'L'
              ? sharedTable.value(t.bestAfter!).sub(sharedTable.value(c.after))
              : sharedTable.value(c.after).sub(sharedTable.value(t.bestAfter!));
          expect(d.toString()).toBe(c.difference);
        }
      }
    }
  });
});

describe("Lemma 4.4's explorer", () => {
  it("the paper's example: 011101 against 1001, β = 01 fails both conditions, 3/8 ≠ 1/4", () => {
    const [o] = lemma44Occurrences('011101');
    expect(o).toMatchObject({
      alpha: '',
      beta: '01',
      h: '1001',
      concludes: false,
      valueG: '3/8',
      valueH: '1/4',
      equal: false,
    });
    expect(o.conditions).toMatchObject({ a: false, b: false });
  });

  it('wherever the conditions hold, G = H by brute force (every line up to 10 coins)', () => {
    for (const line of lines(10))
      for (const o of lemma44Occurrences(line))
        if (o.concludes) expect(sharedTable.value(line).eq(sharedTable.value(o.h))).toBe(true);
  });
});
