/**
 * The "numbers" requests of the engine contract (the Numbers page):
 * - ordinalSum {base, exponent} → value, baseSigns, exponentSigns, signs, derivation
 * - signExpansion {number} → signs, value, derivation; or {signs} → value, signs, derivation
 * - simplest {lower, upper} (either may be null or absent: -∞ / ∞) → value, derivation
 * Numbers are strings "p", "p/q" (q a power of 2) or binary-terminating decimals ("0.375").
 * Every op takes an optional boolean "derivation" (default true) to leave the walkthrough out.
 * Walkthroughs are made up to WALKTHROUGH_SIGNS signs (or bits): each frame carries exact
 * values, so a 100,000-sign walkthrough would be megabytes that nobody can read. Beyond that
 * the answer has "walkthroughOmitted" (a sentence saying why) instead of "derivation".
 */
import { EngineError } from '../errors';
import type { GameHandlers } from '../handler';
import { type RawRequest, str } from '../request';
import { type Dyadic, parseDyadic, simplestBetween } from './dyadic';
import { ordinalSumDerivation, type NumbersDerivation } from './numbersDerivation';
import { ordinalSumPieces } from './ordinalSum';
import { signExpansionDerivation } from './signExpansionDerivation';
import { fromSigns, parseSigns, signLength, toSigns } from './signExpansion';
import { simplestDerivation } from './simplestDerivation';

/** Longest sign expansion the engine builds (per number, and for a concatenation). */
export const MAX_SIGNS = 100_000;
/** Largest input (signs of an expansion, or bits of a denominator) that gets a walkthrough. */
export const WALKTHROUGH_SIGNS = 5_000;
/** Longest typed number (a 100,000-sign number needs about 60,000 characters as "p/q"). */
export const MAX_NUMBER_TEXT = 70_000;

const fmt = (n: number | bigint) => n.toLocaleString('en');

function readNumber(req: RawRequest, name: string): Dyadic {
  const text = str(req, name);
  if (text.length > MAX_NUMBER_TEXT) {
    throw new EngineError('too_large', `"${name}" is at most ${fmt(MAX_NUMBER_TEXT)} characters here (got ${fmt(text.length)})`, { field: name });
  }
  const parsed = parseDyadic(text);
  if (!parsed.ok) throw new EngineError('bad_field', `"${name}": ${parsed.message}`, { field: name, at: parsed.at });
  return parsed.value;
}

/** A number whose sign expansion is within the limit. */
function readSignedNumber(req: RawRequest, name: string): Dyadic {
  const x = readNumber(req, name);
  const length = signLength(x);
  if (length > BigInt(MAX_SIGNS)) {
    throw new EngineError('too_large', `"${name}" has a sign expansion of ${fmt(length)} signs; the limit here is ${fmt(MAX_SIGNS)}`, { field: name });
  }
  return x;
}

/** An interval end: absent or null is infinite. */
function readEnd(req: RawRequest, name: string): Dyadic | null {
  return req[name] === undefined || req[name] === null ? null : readNumber(req, name);
}

function wantsDerivation(req: RawRequest): boolean {
  const v = req.derivation;
  if (v === undefined || v === null) return true;
  if (typeof v !== 'boolean') throw new EngineError('bad_field', '"derivation" must be true or false', { field: 'derivation' });
  return v;
}

/** The walkthrough fields of an answer: the derivation, nothing (not wanted), or why it was left out. */
function walkthrough(wanted: boolean, size: bigint | number, what: string, make: () => NumbersDerivation): Record<string, unknown> {
  if (!wanted) return {};
  if (BigInt(size) > BigInt(WALKTHROUGH_SIGNS)) {
    return { walkthroughOmitted: `the walkthrough is made for up to ${fmt(WALKTHROUGH_SIGNS)} ${what}; this has ${fmt(size)}` };
  }
  return { derivation: make() };
}

export const numbersHandlers: GameHandlers = {
  ordinalSum(req, work) {
    const base = readSignedNumber(req, 'base');
    const exponent = readSignedNumber(req, 'exponent');
    const length = signLength(base) + signLength(exponent);
    if (length > BigInt(MAX_SIGNS)) {
      throw new EngineError('too_large', `base:exponent has ${fmt(length)} signs; the limit here is ${fmt(MAX_SIGNS)}`, { field: 'exponent' });
    }
    const derivation = wantsDerivation(req);
    work.tick(0, 2, 'ordinal sum');
    const p = ordinalSumPieces(base, exponent);
    work.tick(1, 2, 'walkthrough');
    return {
      value: p.value.toString(),
      baseSigns: p.baseSigns,
      exponentSigns: p.exponentSigns,
      signs: p.signs,
      ...walkthrough(derivation, length, 'signs', () => ordinalSumDerivation(base, exponent)),
    };
  },

  signExpansion(req, work) {
    const hasNumber = req.number !== undefined && req.number !== null;
    const hasSigns = req.signs !== undefined && req.signs !== null;
    if (hasNumber && hasSigns) throw new EngineError('bad_request', 'give either "number" or "signs", not both', { field: 'signs' });
    if (!hasNumber && !hasSigns) throw new EngineError('missing_field', 'the request needs a field "number" (or "signs")', { field: 'number' });
    const derivation = wantsDerivation(req);
    work.tick(0, 1, 'sign expansion');
    if (hasNumber) {
      const x = readSignedNumber(req, 'number');
      const signs = toSigns(x);
      return { value: x.toString(), signs, ...walkthrough(derivation, signs.length, 'signs', () => signExpansionDerivation(x, 'number')) };
    }
    const text = str(req, 'signs');
    if (text.length > MAX_SIGNS) throw new EngineError('too_large', `"signs" is at most ${fmt(MAX_SIGNS)} signs here (got ${fmt(text.length)})`, { field: 'signs' });
    const parsed = parseSigns(text);
    if (!parsed.ok) throw new EngineError('bad_field', `"signs": ${parsed.message}`, { field: 'signs', at: parsed.at });
    const x = fromSigns(parsed.value);
    return { value: x.toString(), signs: parsed.value, ...walkthrough(derivation, parsed.value.length, 'signs', () => signExpansionDerivation(x, 'signs')) };
  },

  simplest(req, work) {
    const lower = readEnd(req, 'lower');
    const upper = readEnd(req, 'upper');
    const derivation = wantsDerivation(req);
    work.tick(0, 1, 'simplest number');
    const value = simplestBetween(lower, upper);
    if (!value) {
      throw new EngineError('bad_field', `no number lies strictly between ${lower} and ${upper}: {${lower} | ${upper}} is not a number (the lower end must be less than the upper end)`, {
        field: 'upper',
      });
    }
    const bits = Math.max(lower?.exp ?? 0, upper?.exp ?? 0, value.exp);
    return { value: value.toString(), ...walkthrough(derivation, bits, 'bits of denominator', () => simplestDerivation(lower, upper)) };
  },
};
