/** The configuration and the distribution's N in the URL: "#/oskar?c=1001101&step=3", "&n=40". */
import { checkConfiguration } from '../../engine/games/oskar/configuration';
import { OSKAR_BOARD_MAX, OSKAR_DISTRIBUTION_MAX, type UrlCodec } from '../../store';

export const configCodec: UrlCodec<string> = {
  param: 'c',
  format: (c) => c,
  parse: (text) => {
    const r = checkConfiguration(text.trim(), OSKAR_BOARD_MAX);
    return r.ok ? { ok: true, value: r.value } : { ok: false, message: r.message };
  },
};

/** A whole number in [min, max], or a sentence saying what is wrong. */
export function parseCount(text: string, min: number, max: number, what: string): { ok: true; value: number } | { ok: false; message: string } {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return { ok: false, message: `${what} must be a whole number from ${min} to ${max}` };
  const n = Number(t);
  if (n < min || n > max) return { ok: false, message: `${what} must be from ${min} to ${max.toLocaleString('en')} (got ${t.length > 12 ? `${t.slice(0, 12)}…` : t})` };
  return { ok: true, value: n };
}

export const coinsCodec: UrlCodec<number> = {
  param: 'n',
  format: (n) => String(n),
  parse: (text) => parseCount(text, 1, OSKAR_DISTRIBUTION_MAX, 'N'),
};
