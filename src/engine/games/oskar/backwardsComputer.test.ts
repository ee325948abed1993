/** The backwards game's computer player (the choice BackwardsPanel made in the view before), through analyze(). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ask } from '../../api';
import { grundy } from './backwards';
import { fromText } from './configuration';
import { oskarBackwardsRules } from './gameRules';

const configuration = fc
  .array(fc.constantFrom('0', '1'), { minLength: 1, maxLength: 14 })
  .map((cs) => cs.join(''));

function choose(c: string, errorRate = 0, seed = 1) {
  const r = ask({ game: 'oskar', op: 'computerMove', configuration: c, errorRate, seed });
  if (!r.ok) throw new Error(r.error.message);
  return r;
}

describe('oskar computerMove (the backwards game)', () => {
  it('plays perfectly: to a P-position when there is one, otherwise some move, and none when there is none', () => {
    fc.assert(
      fc.property(configuration, fc.nat(1000), (c, seed) => {
        const r = choose(c, 0, seed);
        const legal = oskarBackwardsRules.legalMoves(c, 0);
        if (legal.length === 0) {
          expect(r).toMatchObject({ move: null, kind: 'none' });
          return;
        }
        const winning = legal.filter((coin) => {
          const b = oskarBackwardsRules.play(c, coin, 0);
          return b.ok && grundy(fromText(b.value)) === 0;
        });
        expect(r.kind).toBe('best');
        expect(legal).toContain(r.move!.coin);
        expect(r.winning).toBe(winning.length > 0);
        if (winning.length > 0) expect(winning).toContain(r.move!.coin);
        const after = oskarBackwardsRules.play(c, r.move!.coin, 0);
        expect(after.ok && after.value).toBe(r.move!.configuration);
      }),
    );
  });

  it('errs with the chosen probability: always a legal move, the same one for the same seed', () => {
    fc.assert(
      fc.property(configuration, fc.nat(1000), (c, seed) => {
        const r = choose(c, 1, seed);
        const legal = oskarBackwardsRules.legalMoves(c, 0);
        if (legal.length === 0) {
          expect(r.move).toBeNull();
          return;
        }
        expect(r.kind).toBe('random');
        expect(legal).toContain(r.move!.coin);
        expect(choose(c, 1, seed)).toEqual(r);
      }),
    );
  });

  it('refuses a bad configuration or rate, naming the field', () => {
    expect(ask({ game: 'oskar', op: 'computerMove', configuration: '01x' })).toMatchObject({
      ok: false,
      error: { field: 'configuration' },
    });
    expect(ask({ game: 'oskar', op: 'computerMove', configuration: '011', errorRate: 2 })).toMatchObject({
      ok: false,
      error: { field: 'errorRate' },
    });
  });
});
