/** The configuration, the distribution's N and the backwards game's position in the URL: "#/oskar?c=1001101&step=3", "&n=40", "&b=0110". */
import { checkConfiguration } from '../../engine/games/oskar/configuration';
import { fail, ok, type Result } from '../../engine/result';
import { OSKAR_BACKWARDS_MAX, OSKAR_BOARD_MAX, OSKAR_DISTRIBUTION_MAX, type UrlCodec } from '../../store';
import { groupDigits } from '../../ui/format/groupDigits';

/** A configuration of 1s and 0s the board takes, or the engine's reason it is not one. */
export function parseBoardConfiguration(text: string): Result<string> {
  const r = checkConfiguration(text.trim(), OSKAR_BOARD_MAX);
  return r.ok
    ? ok(r.value)
    : fail('bad_field', r.error.message, {
        field: 'configuration',
        ...(r.error.at === undefined ? {} : { at: r.error.at }),
      });
}

/** A configuration is its own notation. */
export const makeBoardConfiguration = (c: string): string => c;

export const configCodec: UrlCodec<string> = {
  param: 'c',
  parse: parseBoardConfiguration,
  make: makeBoardConfiguration,
};

/** A whole number in [min, max] written in decimal, or a sentence saying what is wrong. */
export function parseCount(text: string, min: number, max: number, what: string): Result<number> {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return fail('bad_field', `${what} must be a whole number from ${min} to ${max}`);
  const n = Number(t);
  if (n < min || n > max)
    return fail(
      n > max ? 'too_large' : 'bad_field',
      `${what} must be from ${min} to ${groupDigits(max)} (got ${t.length > 12 ? `${t.slice(0, 12)}…` : t})`,
    );
  return ok(n);
}

export const makeCount = (n: number): string => String(n);

export const coinsCodec: UrlCodec<number> = {
  param: 'n',
  parse: (text) => parseCount(text, 1, OSKAR_DISTRIBUTION_MAX, 'N'),
  make: makeCount,
};

/** The backwards game's position (at most OSKAR_BACKWARDS_MAX coins), so a game in progress can be shared. */
export const backwardsCodec: UrlCodec<string> = {
  param: 'b',
  parse: (text) => {
    const r = checkConfiguration(text.trim(), OSKAR_BACKWARDS_MAX);
    return r.ok ? ok(r.value) : fail('bad_field', `the backwards game's position: ${r.error.message}`);
  },
  make: (c) => c,
};
