/**
 * The "numbers" requests of the engine contract (the Numbers page):
 * - ordinalSum {base, exponent} (the base may be an ordinal sum "a:b" itself) → base, baseOf, exponent (as read, reduced), value, baseSigns, exponentSigns, signs, derivation
 * - signExpansion {number} → signs, value, derivation; or {signs} → value, signs, derivation
 * - simplest {lower, upper} (either may be null or absent: -∞ / ∞) → lower, upper (reduced, null = open), value, derivation
 * The typed numbers come back reduced ("3/6" → "1/2", "+1/2" → "1/2", "0.375" → "3/8") for the page to print.
 * Numbers are strings "p", "p/q" (q a power of 2) or binary-terminating decimals ("0.375").
 * Every op takes an optional boolean "derivation" (default true) to leave the walkthrough out.
 * Walkthroughs are made up to WALKTHROUGH_SIGNS signs (or bits): each frame carries exact
 * values, so a 100,000-sign walkthrough would be megabytes that nobody can read. Beyond that
 * the answer has "walkthroughOmitted" (a sentence saying why) instead of "derivation".
 */
import { EngineError } from '../errors';
import { op } from '../handler';
import { bool, fields, optional, reader, refine, withDefault, type Reader } from '../read';
import { fail, ok, type Result } from '../result';
import { type Dyadic, parseDyadic, simplestBetween } from './dyadic';
import { ordinalSumDerivation, type NumbersDerivation } from './numbersDerivation';
import { ordinalSum, ordinalSumPieces } from './ordinalSum';
import { signExpansionDerivation } from './signExpansionDerivation';
import { fromSigns, parseSigns, signLength, toSigns } from './signExpansion';
import { simplestDerivation } from './simplestDerivation';
import { MAX_NUMBER_TEXT, MAX_SIGNS } from './limits';

export { MAX_NUMBER_TEXT, MAX_SIGNS };
/** Largest input (signs of an expansion, or bits of a denominator) that gets a walkthrough. */
export const WALKTHROUGH_SIGNS = 5_000;

const fmt = (n: number | bigint) => n.toLocaleString('en');

/** A typed number ("p", "p/q", "0.375") as a request field. */
const numberField: Reader<Dyadic, string> = reader((v, name) => {
  if (typeof v !== 'string') return fail('bad_field', `"${name}" must be a string`, { field: name });
  if (v.length > MAX_NUMBER_TEXT)
    return fail(
      'too_large',
      `"${name}" is at most ${fmt(MAX_NUMBER_TEXT)} characters here (got ${fmt(v.length)})`,
      { field: name },
    );
  const parsed = parseDyadic(v);
  return parsed.ok
    ? parsed
    : fail('bad_field', `"${name}": ${parsed.error.message}`, { field: name, at: parsed.error.at });
});

/** A number whose sign expansion is within the limit. */
const signedNumber = refine(numberField, (x, name): Result<Dyadic> => {
  const length = signLength(x);
  return length > BigInt(MAX_SIGNS)
    ? fail(
        'too_large',
        `"${name}" has a sign expansion of ${fmt(length)} signs; the limit here is ${fmt(MAX_SIGNS)}`,
      )
    : ok(x);
});

/** The base of an ordinal sum: a number, or itself an ordinal sum a:b of two numbers (the paper's example (e): (1:−1):1/2). */
type Base = { value: Dyadic; of: [Dyadic, Dyadic] | null };
const baseField: Reader<Base, string> = reader<Base, string>((v, name) => {
  if (typeof v === 'string' && v.includes(':')) {
    const parts = v.split(':');
    if (parts.length !== 2)
      return fail('bad_field', `"${name}": one ordinal sum at most here, such as 1:-1`, { field: name });
    const a = signedNumber(parts[0], name);
    if (!a.ok) return a;
    const b = signedNumber(parts[1], name);
    if (!b.ok)
      return {
        ok: false,
        error: { ...b.error, at: b.error.at === undefined ? undefined : b.error.at + parts[0].length + 1 },
      };
    return ok({ value: ordinalSum(a.value, b.value), of: [a.value, b.value] });
  }
  const x = signedNumber(v, name);
  return x.ok ? ok({ value: x.value, of: null }) : x;
});

/** A typed sign expansion ("+-+", the minus sign − allowed) as a request field. */
const signsField: Reader<string, string> = reader((v, name) => {
  if (typeof v !== 'string') return fail('bad_field', `"${name}" must be a string`, { field: name });
  if (v.length > MAX_SIGNS)
    return fail('too_large', `"${name}" is at most ${fmt(MAX_SIGNS)} signs here (got ${fmt(v.length)})`, {
      field: name,
    });
  const parsed = parseSigns(v);
  return parsed.ok
    ? parsed
    : fail('bad_field', `"${name}": ${parsed.error.message}`, { field: name, at: parsed.error.at });
});

/** Every op's optional "derivation" flag: the walkthrough is made unless it is false. */
const derivationFlag = withDefault(bool, true);

/** The walkthrough fields of an answer: the derivation, nothing (not wanted), or why it was left out. */
type Walkthrough = { derivation?: NumbersDerivation; walkthroughOmitted?: string };

function walkthrough(
  wanted: boolean,
  size: bigint | number,
  what: string,
  make: () => NumbersDerivation,
): Walkthrough {
  if (!wanted) return {};
  if (BigInt(size) > BigInt(WALKTHROUGH_SIGNS)) {
    return {
      walkthroughOmitted: `the walkthrough is made for up to ${fmt(WALKTHROUGH_SIGNS)} ${what}; this has ${fmt(size)}`,
    };
  }
  return { derivation: make() };
}

/** signExpansion reads either a number or a string of signs, never both. */
type SignExpansionInput =
  | { kind: 'number'; number: Dyadic; derivation: boolean }
  | { kind: 'signs'; signs: string; derivation: boolean };

export const numbersHandlers = {
  ordinalSum: op(
    refine(fields({ base: baseField, exponent: signedNumber, derivation: derivationFlag }), (req) => {
      const length = signLength(req.base.value) + signLength(req.exponent);
      if (length > BigInt(MAX_SIGNS))
        return fail(
          'too_large',
          `base:exponent has ${fmt(length)} signs; the limit here is ${fmt(MAX_SIGNS)}`,
          { field: 'exponent' },
        );
      return ok({ ...req, base: req.base.value, baseOf: req.base.of, length });
    }),
    ({ base, baseOf, exponent, derivation, length }, work) => {
      work.tick(0, 2, 'ordinal sum');
      const p = ordinalSumPieces(base, exponent);
      work.tick(1, 2, 'walkthrough');
      return {
        base: base.toString(),
        /** the base typed as an ordinal sum a:b (reduced), or null */
        baseOf: baseOf && ([baseOf[0].toString(), baseOf[1].toString()] as [string, string]),
        exponent: exponent.toString(),
        value: p.value.toString(),
        baseSigns: p.baseSigns,
        exponentSigns: p.exponentSigns,
        signs: p.signs,
        ...walkthrough(derivation, length, 'signs', () => ordinalSumDerivation(base, exponent, baseOf)),
      };
    },
  ),

  signExpansion: op(
    refine(
      fields({ number: optional(signedNumber), signs: optional(signsField), derivation: derivationFlag }),
      (req): Result<SignExpansionInput> => {
        if (req.number !== undefined && req.signs !== undefined)
          return fail('bad_request', 'give either "number" or "signs", not both', { field: 'signs' });
        if (req.number !== undefined)
          return ok({ kind: 'number', number: req.number, derivation: req.derivation });
        if (req.signs !== undefined)
          return ok({ kind: 'signs', signs: req.signs, derivation: req.derivation });
        return fail('missing_field', 'the request needs a field "number" (or "signs")', { field: 'number' });
      },
    ),
    (req, work) => {
      work.tick(0, 1, 'sign expansion');
      if (req.kind === 'number') {
        const x = req.number;
        const signs = toSigns(x);
        return {
          value: x.toString(),
          signs,
          ...walkthrough(req.derivation, signs.length, 'signs', () => signExpansionDerivation(x, 'number')),
        };
      }
      const x = fromSigns(req.signs);
      return {
        value: x.toString(),
        signs: req.signs,
        ...walkthrough(req.derivation, req.signs.length, 'signs', () => signExpansionDerivation(x, 'signs')),
      };
    },
  ),

  simplest: op(
    fields({ lower: optional(numberField), upper: optional(numberField), derivation: derivationFlag }),
    ({ lower: lo, upper: hi, derivation }, work) => {
      // an absent end is infinite
      const lower = lo ?? null;
      const upper = hi ?? null;
      work.tick(0, 1, 'simplest number');
      const value = simplestBetween(lower, upper);
      if (!value) {
        throw new EngineError(
          'bad_field',
          `no number lies strictly between ${lower} and ${upper}: {${lower} | ${upper}} is not a number (the lower end must be less than the upper end)`,
          {
            field: 'upper',
          },
        );
      }
      const bits = Math.max(lower?.exp ?? 0, upper?.exp ?? 0, value.exp);
      return {
        lower: lower?.toString() ?? null,
        upper: upper?.toString() ?? null,
        value: value.toString(),
        ...walkthrough(derivation, bits, 'bits of denominator', () => simplestDerivation(lower, upper)),
      };
    },
  ),
};
