/**
 * Ordinal sums of numbers, x:y (x the base, y the exponent), two independent ways:
 * - `ordinalSum`: concatenate the sign expansions (x's signs, then y's) and read the value back
 *   (the Hackenbush-string fact: for numbers in canonical form the expansion of x:y is x's then y's);
 * - `ordinalSumByDefinition`: G:H = {G^L, G:H^L | G^R, G:H^R} with G, H the canonical forms
 *   of x and y, evaluated by the simplicity rule recursively. This one uses no sign expansions.
 */
import { Dyadic, simplestBetween } from './dyadic';
import { fromSigns, toSigns } from './signExpansion';

export interface OrdinalSumPieces {
  base: Dyadic;
  exponent: Dyadic;
  baseSigns: string;
  exponentSigns: string;
  /** baseSigns + exponentSigns */
  signs: string;
  value: Dyadic;
}

/** x:y and how it was found (for walkthroughs). */
export function ordinalSumPieces(base: Dyadic, exponent: Dyadic): OrdinalSumPieces {
  const baseSigns = toSigns(base);
  const exponentSigns = toSigns(exponent);
  const signs = baseSigns + exponentSigns;
  return { base, exponent, baseSigns, exponentSigns, signs, value: fromSigns(signs) };
}

export function ordinalSum(base: Dyadic, exponent: Dyadic): Dyadic {
  return fromSigns(toSigns(base) + toSigns(exponent));
}

/** The options of a number's canonical form: {x - 2^-k | x + 2^-k} for x = p/2^k (k ≥ 1); {n-1 | } for n > 0, { | n+1} for n < 0, { | } for 0. */
export function canonicalOptions(x: Dyadic): { left: Dyadic | null; right: Dyadic | null } {
  if (!x.isInteger()) {
    const step = Dyadic.of(1n, x.exp);
    return { left: x.sub(step), right: x.add(step) };
  }
  if (x.sign() > 0) return { left: x.sub(Dyadic.ONE), right: null };
  if (x.sign() < 0) return { left: null, right: x.add(Dyadic.ONE) };
  return { left: null, right: null };
}

/**
 * The value of {lefts | rights} when every option is a number and every left < every right:
 * the simplest number between the best left (the largest) and the best right (the smallest).
 * Throws when some left ≥ some right (the game is not a number).
 */
export function numberFromOptions(lefts: readonly Dyadic[], rights: readonly Dyadic[]): Dyadic {
  const lower = lefts.reduce<Dyadic | null>((m, v) => (m === null || m.lt(v) ? v : m), null);
  const upper = rights.reduce<Dyadic | null>((m, v) => (m === null || v.lt(m) ? v : m), null);
  const value = simplestBetween(lower, upper);
  if (!value) throw new Error(`{${lefts.join(', ')} | ${rights.join(', ')}} is not a number`);
  return value;
}

/** The four kinds of options of G:H at the top level, evaluated (null where there is none). */
export interface OrdinalSumOptions {
  baseLeft: Dyadic | null;
  baseRight: Dyadic | null;
  /** G:H^L and G:H^R */
  sumLeft: Dyadic | null;
  sumRight: Dyadic | null;
  value: Dyadic;
}

/**
 * x:y by the definition. The options x:y^L and x:y^R are found for every subposition of the
 * exponent's canonical form, simplest first (an explicit stack, no recursion: the exponent
 * may have thousands of subpositions).
 */
export function ordinalSumByDefinition(base: Dyadic, exponent: Dyadic): Dyadic {
  return ordinalSumOptions(base, exponent).value;
}

/** The top-level options of x:y by the definition, evaluated, and its value. */
export function ordinalSumOptions(base: Dyadic, exponent: Dyadic): OrdinalSumOptions {
  const g = canonicalOptions(base);
  const memo = new Map<string, OrdinalSumOptions>();
  const stack: Dyadic[] = [exponent];
  while (stack.length > 0) {
    const h = stack[stack.length - 1];
    const key = h.toString();
    if (memo.has(key)) {
      stack.pop();
      continue;
    }
    const { left, right } = canonicalOptions(h);
    const pending = [left, right].filter((o): o is Dyadic => o !== null && !memo.has(o.toString()));
    if (pending.length > 0) {
      stack.push(...pending);
      continue;
    }
    const sumLeft = left === null ? null : memo.get(left.toString())!.value;
    const sumRight = right === null ? null : memo.get(right.toString())!.value;
    const lefts = [g.left, sumLeft].filter((v): v is Dyadic => v !== null);
    const rights = [g.right, sumRight].filter((v): v is Dyadic => v !== null);
    memo.set(key, {
      baseLeft: g.left,
      baseRight: g.right,
      sumLeft,
      sumRight,
      value: numberFromOptions(lefts, rights),
    });
    stack.pop();
  }
  return memo.get(exponent.toString())!;
}
