import { describe, expect, it } from 'vitest';
import { analyze } from '../../api';

const ok = (req: object) => {
  const r = analyze(req);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r as Record<string, unknown>;
};
const err = (req: object) => {
  const r = analyze(req);
  if (r.ok) throw new Error('expected an error');
  return r.error;
};

describe('flipping/value', () => {
  it('the contract example (§4.1)', () => {
    const r = ok({ game: 'flipping', op: 'value', position: '0101011111' });
    expect(r.value).toBe('-11/16');
    expect(r.outcome).toBe('R');
    expect(r.reduced).toBe('01011011');
    expect(r.expression).toBe('(-1:1/2):1/2');
    expect(r.bestMoves).toEqual({ left: [9, 10], right: [5, 6] });
  });

  it('drops trailing heads and says so', () => {
    const r = ok({ game: 'flipping', op: 'value', position: '01100' });
    expect(r.position).toBe('011');
    expect(r.dropped).toBe(2);
    expect(r.value).toBe('1/4');
  });

  it('values a million coins and returns the derivation on request', () => {
    expect(ok({ game: 'flipping', op: 'value', position: '01'.repeat(499_999) }).outcome).toBe('R'); // ends in G_i = 01 = −1
    const d = ok({ game: 'flipping', op: 'value', position: '011101', derivation: true }).derivation as {
      steps: unknown[];
    };
    expect(d.steps.length).toBeGreaterThan(3);
  });

  it.each([
    [{ position: '01a1' }, 'bad_field', "found 'a' at coin 3", 2],
    [{ position: '' }, 'bad_field', 'the line is empty', 0],
    [{ position: 5 }, 'bad_field', 'must be a string', undefined],
    [{}, 'missing_field', 'position', undefined],
    [{ position: '1'.repeat(1_000_001) }, 'too_large', 'at most 1,000,000 coins', undefined],
  ])('bad input %#', (fields, code, message, at) => {
    const e = err({ game: 'flipping', op: 'value', ...fields });
    expect(e.code).toBe(code);
    expect(e.message).toContain(message);
    expect(e.at).toBe(at);
  });
});

describe('flipping/sum', () => {
  it('the contract example: the opening question (§4.1)', () => {
    const r = ok({ game: 'flipping', op: 'sum', positions: ['0101011111', '1101100111', '0110110110111'] });
    expect(r.value).toBe('1/16');
    expect(r.outcome).toBe('L');
    expect(r.winningMoves).toEqual({
      left: [{ component: 0, move: [9, 10], after: '01010111', value: '-3/4', total: '0' }],
      right: [],
    });
    expect(r.exhaustive).toBe(true);
  });

  it('accepts played-out lines and long lines (best moves only, and says so)', () => {
    expect(ok({ game: 'flipping', op: 'sum', positions: ['', '011'] }).value).toBe('1/4');
    const r = ok({ game: 'flipping', op: 'sum', positions: ['0' + '1'.repeat(5000)] });
    expect(r.exhaustive).toBe(false);
  });

  it('rejects bad lines naming which', () => {
    const e = err({ game: 'flipping', op: 'sum', positions: ['01', '0x'] });
    expect(e.field).toBe('positions[1]');
    expect(err({ game: 'flipping', op: 'sum', positions: [] }).message).toContain('at least one line');
  });
});

describe('other ops', () => {
  it('bruteForce beside the Algorithm, and too_large past 20 coins', () => {
    const r = ok({ game: 'flipping', op: 'bruteForce', position: '011101' });
    expect(r).toMatchObject({ value: '3/8', algorithm: '3/8', agree: true });
    const e = err({ game: 'flipping', op: 'bruteForce', position: '1'.repeat(21) });
    expect(e.code).toBe('too_large');
    expect(e.message).toContain('up to 20 coins');
  });

  it('walkthrough and sumWalkthrough', () => {
    expect(
      (ok({ game: 'flipping', op: 'walkthrough', position: '0101011111' }).derivation as { title: string })
        .title,
    ).toBe('The Algorithm on 0101011111');
    expect(
      (
        ok({ game: 'flipping', op: 'sumWalkthrough', positions: ['01', '11'] }).derivation as {
          title: string;
        }
      ).title,
    ).toBe('Who wins 01 + 11?');
    expect(err({ game: 'flipping', op: 'walkthrough', position: '1'.repeat(201) }).code).toBe('too_large');
  });

  it('computerMove validates its fields', () => {
    expect(
      ok({ game: 'flipping', op: 'computerMove', positions: ['0101011111'], player: 'L', seed: 1 }).move,
    ).toMatchObject({ move: [9, 10] });
    expect(err({ game: 'flipping', op: 'computerMove', positions: ['01'], player: 'X' }).field).toBe(
      'player',
    );
    expect(
      err({ game: 'flipping', op: 'computerMove', positions: ['01'], player: 'L', errorRate: 2 }).field,
    ).toBe('errorRate');
  });

  it('bruteForceTable checks the statements on every line up to n coins', () => {
    const r = ok({ game: 'flipping', op: 'bruteForceTable', coins: 8 });
    expect(r.lines).toBe(256);
    expect(r.agree).toBe(256);
    expect(err({ game: 'flipping', op: 'bruteForceTable', coins: 21 }).code).toBe('too_large');
  });
});
