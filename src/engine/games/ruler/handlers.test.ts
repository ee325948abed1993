import { describe, expect, it } from 'vitest';
import { analyze } from '../../api';

describe('ruler requests', () => {
  it('value: Hoey example', () => {
    const r = analyze({ game: 'ruler', op: 'value', position: 'TTTTHTTHTHHTHTT' });
    expect(r).toMatchObject({
      ok: true,
      nimValue: 11,
      binary: '1011',
      outcome: 'N',
      winningMoves: [
        [6, 8],
        [8, 10],
        [7, 11],
        [1, 13],
      ],
      winningMoveCount: 4,
    });
  });

  it.each([
    ['a bad character', { position: 'TTxH' }, 'bad_field', 2],
    ['an empty row', { position: '' }, 'bad_field', undefined],
    ['a number', { position: 5 }, 'bad_field', undefined],
    ['no position', {}, 'missing_field', undefined],
    ['1,000,001 coins', { position: 'H'.repeat(1_000_001) }, 'too_large', undefined],
  ])('value rejects %s', (_name, fields, code, at) => {
    const r = analyze({ game: 'ruler', op: 'value', ...fields });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.at).toBe(at);
    }
  });

  it('value: a 1,000,000-coin row', () => {
    const r = analyze({ game: 'ruler', op: 'value', position: 'H'.repeat(1_000_000) });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.nimValue).toBe(1_000_000 ^ 500_000);
  });

  it('move: applies legal moves and explains illegal ones', () => {
    expect(analyze({ game: 'ruler', op: 'move', position: 'TTTTHTTHTHHTHTT', move: [7, 11] })).toEqual({
      ok: true,
      position: 'TTTTHTHTHTTTHTT',
      nimValue: 0,
    });
    const bad = analyze({ game: 'ruler', op: 'move', position: 'TTTTHTTHTHHTHTT', move: [7, 12] });
    expect(bad.ok || bad.error.message).toMatch(/coin 12, which is tails/);
    expect(analyze({ game: 'ruler', op: 'move', position: 'TH', move: [1] }).ok).toBe(false);
  });

  it('walkthrough: plays the chosen winning run; refuses a losing one and too-long rows', () => {
    const r = analyze({ game: 'ruler', op: 'walkthrough', position: 'TTTTHTTHTHHTHTT', move: [1, 13] });
    expect(r.ok).toBe(true);
    const lose = analyze({ game: 'ruler', op: 'walkthrough', position: 'TTTTHTTHTHHTHTT', move: [5, 5] });
    expect(lose.ok || lose.error.message).toMatch(/not a winning run.*6–8, 8–10, 7–11, 1–13/);
    const long = analyze({ game: 'ruler', op: 'walkthrough', position: 'H'.repeat(2000) });
    expect(long.ok || long.error.code).toBe('too_large');
  });

  it('bruteForce: agreement counts with progress, and cancellation', () => {
    const seen: number[] = [];
    const r = analyze(
      { game: 'ruler', op: 'bruteForce', maxCoins: 12 },
      { onProgress: (p) => seen.push(p.done) },
    );
    expect(r).toMatchObject({ ok: true, totals: { positions: 8190, valuesAgree: 8190, movesAgree: 8190 } });
    expect(seen.length).toBeGreaterThan(0);
    const cancelled = analyze({ game: 'ruler', op: 'bruteForce' }, { signal: { aborted: true } });
    expect(cancelled.ok || cancelled.error.code).toBe('cancelled');
    const tooMany = analyze({ game: 'ruler', op: 'bruteForce', maxCoins: 16 });
    expect(tooMany.ok || tooMany.error.code).toBe('too_large');
  });

  it('bruteCheck and bruteList: one position, one length', () => {
    expect(analyze({ game: 'ruler', op: 'bruteCheck', position: 'TTTTHTTHTHHTHTT' })).toMatchObject({
      ok: true,
      brute: 11,
      formula: 11,
      bruteMoves: [
        [6, 8],
        [8, 10],
        [7, 11],
        [1, 13],
      ],
    });
    const long = analyze({ game: 'ruler', op: 'bruteCheck', position: 'H'.repeat(16) });
    expect(long.ok || long.error.message).toMatch(/at most 15 coins.*brute force/);
    const list = analyze({ game: 'ruler', op: 'bruteList', coins: 3 });
    expect(list.ok && (list.list as { position: string; brute: number }[]).map((x) => x.brute)).toEqual([
      0, 1, 2, 3, 1, 0, 3, 2,
    ]);
  });

  it('sum, computerMove, claims, mexWalkthrough', () => {
    expect(analyze({ game: 'ruler', op: 'sum', positions: ['TTH', 'TH'] })).toMatchObject({
      ok: true,
      nimValue: 3,
      values: [1, 2],
      outcome: 'N',
    });
    expect(analyze({ game: 'ruler', op: 'sum', positions: [] }).ok).toBe(false);
    expect(
      analyze({ game: 'ruler', op: 'computerMove', position: 'TTTTHTTHTHHTHTT', errorRate: 0, seed: 1 }),
    ).toMatchObject({ ok: true, reason: 'winning', nimValue: 0 });
    expect(analyze({ game: 'ruler', op: 'computerMove', position: 'TH', errorRate: 2 }).ok).toBe(false);
    expect(analyze({ game: 'ruler', op: 'claims' })).toMatchObject({ ok: true, example: 'TTTTHTTHTHHTHTT' });
    expect(analyze({ game: 'ruler', op: 'mexWalkthrough', upTo: 8 })).toMatchObject({
      ok: true,
      derivation: { title: 'Why a head at i is worth r(i)' },
    });
  });
});
