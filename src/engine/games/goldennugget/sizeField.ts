/**
 * The `classify` size: a decimal string of at most 101 digits, 0 ≤ n ≤ 10^100 (BigInt). An
 * error names the limit.
 */
import { reader, type Reader } from '../../read';
import { fail, ok } from '../../result';
import { MAX_CLASSIFY } from './classify';

export const bigSizeField: Reader<bigint, string> = reader((v, field) => {
  const text = typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v;
  if (typeof text !== 'string')
    return fail('bad_field', `"${field}" must be a whole number written in decimal, as a string`, { field });
  const t = text.trim();
  if (!/^\d+$/.test(t))
    return fail(
      'bad_field',
      `"${field}" must be a whole number ≥ 0 in decimal digits (got "${text.slice(0, 40)}")`,
      { field },
    );
  if (t.length > 101 || BigInt(t) > MAX_CLASSIFY)
    return fail('too_large', `"${field}" goes up to 10^100 (a 1 and 100 zeros); got ${t.length} digits`, {
      field,
    });
  return ok(BigInt(t));
});
