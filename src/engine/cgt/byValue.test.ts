/**
 * Numbers and x + u↑ + *m held by value: any size, options made only when asked for, and the
 * same id however a game is built. CGSuite's own tests include the whole numbers beyond
 * ±1,000,000 checked here (`-1823437481924`, `{|-1823437481923}`).
 */
import { describe, expect, it } from 'vitest';
import { Dyadic } from '../arith/dyadic';
import { sub } from './arithmetic';
import { canonicalize } from './canonical';
import { evaluate } from './evaluate';
import { nusId } from './nus';
import { parseExpression } from './parse';
import { makePlain } from './plain';
import { birthday, birthdayOf, leftOptions, rightOptions, storeSize, type GameId } from './store';

function game(text: string): GameId {
  const p = parseExpression(text);
  if (!p.ok) throw new Error(`${text}: ${p.error.message}`);
  return evaluate(p.value);
}

function parseError(text: string) {
  const p = parseExpression(text);
  if (p.ok) throw new Error(`${text} parsed`);
  return p.error;
}

/** Birthday by the definition: one more than the oldest option (0 for {|}). */
function birthdayFromOptions(g: GameId, memo = new Map<GameId, bigint>()): bigint {
  const known = memo.get(g);
  if (known !== undefined) return known;
  let b = -1n;
  for (const o of [...leftOptions(g), ...rightOptions(g)]) {
    const c = birthdayFromOptions(o, memo);
    if (c > b) b = c;
  }
  memo.set(g, b + 1n);
  return b + 1n;
}

describe('numbers and nimbers by value', () => {
  it('reads whole numbers of any size, with powers, and keeps CGSuite’s large-number facts', () => {
    expect(makePlain(game('-1823437481924'))).toBe('-1823437481924');
    expect(game('{|-1823437481923}')).toBe(game('-1823437481924'));
    expect(sub(game('-1823437481924'), game('{|-1823437481923}'))).toBe(game('0'));
    expect(makePlain(game('2^40'))).toBe('1099511627776');
    expect(birthday(game('2^200'))).toBe((2n ** 200n).toString());
    expect(birthday(game('-1823437481924'))).toBe(1823437481924);
    expect(makePlain(game('1/2^300'))).toBe(`1/${2n ** 300n}`);
    expect(game('{2^64|2^64+1}')).toBe(game(`${2n ** 65n + 1n}/2`));
  });

  it('reads ^ between digits as a power, never as ups; ups are still written ↑3 or 2 + ^3', () => {
    expect(game('2^3')).toBe(game('8'));
    expect(game('2^')).toBe(game('2 + ↑'));
    expect(game('2↑3')).toBe(game('2 + ^3'));
    expect(parseError('0.5^2').message).toContain('a power goes on a whole number');
    expect(parseError('2^9999999')).toMatchObject({ at: 0 });
    expect(parseError('1/3')).toMatchObject({ at: 2 });
    expect(parseError('5/2^0x').message).toBeTruthy();
  });

  it('makes nimbers and up-multiples without building every smaller one', () => {
    const before = storeSize();
    const big = game('*4095');
    expect(makePlain(big)).toBe('*4095');
    expect(birthday(big)).toBe(4095);
    expect(storeSize() - before).toBeLessThan(10);
    expect(game('*4095 + *4094')).toBe(game('*'));
    expect(game('7/8 + ^5 + *12')).toBe(nusId(Dyadic.of(7, 3), 5, 12));
  });

  it('answers *2^30 at once: options counted, not made; the tree folds; incentives are not listed', async () => {
    const { analyze } = await import('../api');
    const r = analyze({ game: 'cgt', op: 'canonical', expression: '*1073741824' }) as any;
    expect(r).toMatchObject({
      ok: true,
      canonical: '*1073741824',
      pretty: '*1073741824',
      temperature: '0',
    });
    expect(analyze({ game: 'cgt', op: 'extras', expression: '*1073741824' })).toMatchObject({
      ok: true,
      incentivesNote: 'incentives not listed: G has 2,147,483,648 options (at most 256 here)',
    });
    expect(r.tree.nodes[0].folded).toBe('limit');
    expect(analyze({ game: 'cgt', op: 'canonical', expression: '7/8 + ↑5 + *12' })).toMatchObject({
      ok: true,
      pretty: '7/8 + ↑5 + *12',
    });
  });

  it('gives x + u↑ + *m the birthday of its options, and the same id when built from them', () => {
    for (const x of [Dyadic.ZERO, Dyadic.of(1, 1), Dyadic.int(-3), Dyadic.of(5, 2)])
      for (let up = -4; up <= 4; up++)
        for (let nim = 0; nim <= 5; nim++) {
          const g = nusId(x, up, nim);
          expect(birthdayOf(g), `${x} ${up}↑ *${nim}`).toBe(birthdayFromOptions(g));
          expect(canonicalize(leftOptions(g), rightOptions(g)), `${x} ${up}↑ *${nim}`).toBe(g);
        }
  });
});
