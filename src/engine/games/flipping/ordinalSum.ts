/**
 * Steps 5 and 6 of the Algorithm (Section 3): the value of the split line.
 *
 * Step 5 (Lemma 4.6): 0^r 1 = −r, and 1^a 0^p 1 0^q 1 = ⌊a/2⌋ + 1/2^(2p+q).
 * Step 6 (Lemma 4.5): v_j = v_(j+1) : 1/2^(2p_j+q_j−1), for j = i−1 down to 0.
 *
 * An ordinal sum of numbers is read off their sign expansions, concatenated (base first),
 * so the whole iterated sum v_0 = ((v_i : x_(i−1)) : …) : x_0 is one sign expansion:
 * the base's signs, then each exponent's, innermost first. 1/2^e is "+" followed by e "−".
 * We build it once and read it once (arith/signExpansion), which is linear in its length
 * (about twice the line's length at most); summing pairwise would be quadratic.
 */
import { Dyadic } from '../../arith/dyadic';
import { fromSigns, toSigns } from '../../arith/signExpansion';
import type { Base, Split } from './split';

/** Step 5: the value of G_i. */
export function baseValue(base: Base): Dyadic {
  switch (base.kind) {
    case 'empty':
      return Dyadic.ZERO;
    case 'zeros':
      return Dyadic.int(-base.r);
    case 'ones':
      return Dyadic.int(Math.floor(base.a / 2)).add(Dyadic.of(1n, 2 * base.p + base.q));
  }
}

/** The exponent 1/2^e of an ordinal sum in Step 6. */
export function exponentValue(e: number): Dyadic {
  return Dyadic.of(1n, e);
}

/** The sign expansion of 1/2^e: one plus, then e minuses. */
export function exponentSigns(e: number): string {
  return '+' + '-'.repeat(e);
}

/** The sign expansion of v_j: G_i's signs, then the exponents of blocks i−1 … j. */
export function signsFrom(split: Split, j = 0): string {
  const parts: string[] = [toSigns(baseValue(split.base))];
  for (let k = split.count - 1; k >= j; k--) parts.push(exponentSigns(2 * split.ps[k] + split.qs[k] - 1));
  return parts.join('');
}

/** Step 6: v_0, the value of the line. */
export function evaluateSplit(split: Split): Dyadic {
  return fromSigns(signsFrom(split, 0));
}

/** The ordinal-sum expression of Step 6 as text, e.g. "((1/2:1/2):1/64):1/8" (short splits only). */
export function expressionOf(split: Split): string {
  let text = baseValue(split.base).toString();
  for (let k = split.count - 1; k >= 0; k--) {
    const x = exponentValue(2 * split.ps[k] + split.qs[k] - 1).toString();
    text = k === split.count - 1 ? `${text}:${x}` : `(${text}):${x}`;
  }
  return text;
}
