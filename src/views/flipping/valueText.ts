/** Reading the engine's "p/q" strings for display (no arithmetic on values: the engine computes them). */

/** "-11/16" → { sign: '-', num: '11', den: '16' }; "3" → den null; anything else null. */
export function splitValue(value: string): { sign: '' | '-'; num: string; den: string | null } | null {
  const m = /^(-?)(\d+)(?:\/(\d+))?$/.exec(value);
  return m ? { sign: m[1] as '' | '-', num: m[2], den: m[3] ?? null } : null;
}

/** Denominators up to this many digits are read to find k in 2^k; longer ones need the engine's `exp`. */
const READ_DIGITS = 4000;

/** k when the denominator is 2^k: the engine's exponent when given, else read from a denominator that is not too long. */
export function denominatorPower(den: string, exp?: number): number | null {
  if (exp !== undefined) return exp;
  if (den.length > READ_DIGITS) return null;
  const bits = BigInt(den).toString(2);
  return /^10*$/.test(bits) ? bits.length - 1 : null;
}
