import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OSKAR_BOARD_MAX, OSKAR_DISTRIBUTION_MAX } from '../../store';
import { backwardsCodec, coinsCodec, configCodec, parseCount } from './codecs';

describe("Oskar's URL parameters", () => {
  it('reads the configuration and N, and says what is wrong', () => {
    expect(configCodec.parse('1001101')).toEqual({ ok: true, value: '1001101' });
    const bad = configCodec.parse('10x1');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatchObject({ code: 'bad_field', at: 2 });
    expect(coinsCodec.parse('40')).toEqual({ ok: true, value: 40 });
    const big = coinsCodec.parse(String(OSKAR_DISTRIBUTION_MAX + 1));
    expect(big.ok).toBe(false);
    if (!big.ok) expect(big.error.message).toMatch(/N must be from 1 to 400/);
    const word = parseCount('ten', 1, 5, 'The number of coins');
    expect(word.ok).toBe(false);
    if (!word.ok) expect(word.error.message).toBe('The number of coins must be a whole number from 1 to 5');
    expect(backwardsCodec.parse('0110')).toEqual({ ok: true, value: '0110' });
    const long = backwardsCodec.parse('0'.repeat(65));
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.error.message).toMatch(/^the backwards game's position: .*64/);
  });

  it('reads back every configuration and N it writes', () => {
    const config = fc
      .array(fc.constantFrom('0', '1'), { minLength: 1, maxLength: OSKAR_BOARD_MAX })
      .map((cs) => cs.join(''));
    fc.assert(
      fc.property(config, (c) => {
        expect(configCodec.parse(configCodec.make(c))).toEqual({ ok: true, value: c });
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: OSKAR_DISTRIBUTION_MAX }), (n) => {
        expect(coinsCodec.parse(coinsCodec.make(n))).toEqual({ ok: true, value: n });
      }),
    );
  });
});
