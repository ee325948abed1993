import { describe, expect, it } from 'vitest';
import { errorRateField, makesMistake, randomIndex, seededRandom } from './computerChoice';

describe('computer choices', () => {
  it('draws the same numbers for the same seed, uniform enough over indices', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const xs = Array.from({ length: 2000 }, a);
    expect(xs).toEqual(Array.from({ length: 2000 }, b));
    const counts = [0, 0, 0, 0, 0];
    const r = seededRandom(3);
    for (let i = 0; i < 5000; i++) counts[randomIndex(r, 5)]++;
    for (const c of counts) expect(c).toBeGreaterThan(800);
  });

  it('never blunders at error rate 0 and always at 1', () => {
    const r = seededRandom(1);
    for (let i = 0; i < 100; i++) {
      expect(makesMistake(r, 0)).toBe(false);
      expect(makesMistake(r, 1)).toBe(true);
    }
  });

  it.each([
    [{}, 0],
    [{ errorRate: null }, 0],
    [{ errorRate: 0.25 }, 0.25],
  ])('reads the error rate of %j', (req: { errorRate?: unknown }, rate) =>
    expect(errorRateField(req.errorRate, 'errorRate')).toEqual({ ok: true, value: rate }),
  );

  it.each([[2], [-0.1], [Number.NaN], ['0.5']])('rejects the error rate %j beside its field', (v) => {
    expect(errorRateField(v, 'errorRate')).toMatchObject({
      ok: false,
      error: { code: 'bad_field', field: 'errorRate' },
    });
  });
});
