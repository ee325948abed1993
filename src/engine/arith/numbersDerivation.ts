/**
 * The Numbers page's walkthroughs, as engine data (Derivation<NumbersState>). Three kinds:
 * - "numbers/ordinalSum" (x:y): dyadic numbers; Definition 2.1 on the canonical forms of x and
 *   y; the sign expansions of x and y; their concatenation; reading the concatenation back
 *   sign by sign by the simplicity rule; the check by G:H = {G^L, G:H^L | G^R, G:H^R}; the result.
 * - "numbers/signExpansion" (x ↔ its signs): signSteps in signExpansionDerivation.ts.
 * - "numbers/simplest" (the simplest number in (a, b)): simplestDerivation.ts.
 *
 * Step state (JSON; numbers are "p/q" strings in lowest terms, null meaning ∓∞ at interval ends):
 * - phase: the idea the step shows: "dyadic" | "rule" | "signs" | "concat" | "read" |
 *   "definition" | "result" | "interval" | "level" (the last two only in "numbers/simplest").
 * - stalks: the Hackenbush stalks to draw, identical in every step of one derivation (stable
 *   layout): { label (TeX: "x", "y", "x:y"), signs ('+' = blue edge, Left's; '-' = red edge,
 *   Right's; first sign = the edge on the ground), value, split (x:y only: how many of the
 *   signs, from the ground, are the base's, so a divider can be drawn there; else null) }.
 * - shown: how many stalks (from the first) have been introduced at this step; dim the rest.
 * - focus: the index of the stalk the step is about, or null.
 * - read: on stalks[focus], how many edges (from the ground) have been read; null when not reading.
 * - value: the value of the edges read so far (or of the number in focus), or null.
 * - search: the simplest-number search of this step (simplestSearch.ts): the interval, the
 *   deciding level of Definition 2.1 with its candidates (null while only the interval is
 *   shown), and the chosen number (null until decided).
 * - definition: at the "definition" step, the top-level options of x:y, each null if absent:
 *   baseLeft x^L, baseRight x^R, sumLeft x:y^L, sumRight x:y^R, and value.
 * - result: the answer once the step has reached it, else null.
 */
import type { Dyadic } from './dyadic';
import {
  canonicalOptions,
  numberFromOptions,
  ordinalSum,
  ordinalSumOptions,
  ordinalSumPieces,
  type OrdinalSumOptions,
} from './ordinalSum';
import { dyadicCaption, readPicks, readStep, ruleStep, signsCaption } from './numbersSteps';
import {
  frame,
  type DefinitionCheck,
  type NumbersDerivation,
  type NumbersState,
  type NumbersStep,
  type Stalk,
} from './numbersState';
import { texGame, texNumber, texSigns } from './tex';

export { NUMBERS_PHASES, frame } from './numbersState';
export type {
  NumbersPhase,
  Stalk,
  DefinitionCheck,
  NumbersState,
  NumbersStep,
  NumbersDerivation,
} from './numbersState';

const str = (d: Dyadic | null) => (d === null ? null : d.toString());

/** Exponents up to this many signs are checked by the definition all the way down. */
export const DEFINITION_SIGNS = 256;

/** The definition at the top level only, with x:y^L and x:y^R by concatenation. */
function topLevelOptions(x: Dyadic, y: Dyadic): OrdinalSumOptions {
  const g = canonicalOptions(x);
  const h = canonicalOptions(y);
  const sumLeft = h.left === null ? null : ordinalSum(x, h.left);
  const sumRight = h.right === null ? null : ordinalSum(x, h.right);
  const lefts = [g.left, sumLeft].filter((v): v is Dyadic => v !== null);
  const rights = [g.right, sumRight].filter((v): v is Dyadic => v !== null);
  return { baseLeft: g.left, baseRight: g.right, sumLeft, sumRight, value: numberFromOptions(lefts, rights) };
}

/**
 * The walkthrough of x:y (base x, exponent y). When the base was typed as an ordinal sum a:b
 * (the paper's example (e), (1:−1):1/2), `baseOf` = [a, b] and the first step shows its value
 * before it is used.
 */
export function ordinalSumDerivation(
  x: Dyadic,
  y: Dyadic,
  baseOf: readonly [Dyadic, Dyadic] | null = null,
): NumbersDerivation {
  const p = ordinalSumPieces(x, y);
  const stalks: Stalk[] = [
    { label: 'x', signs: p.baseSigns, value: x.toString(), split: null },
    { label: 'y', signs: p.exponentSigns, value: y.toString(), split: null },
    { label: 'x:y', signs: p.signs, value: p.value.toString(), split: p.baseSigns.length },
  ];
  const steps: NumbersStep[] = [];
  const add = (caption: string, state: NumbersState, important = false) =>
    steps.push({ caption, state, ...(important ? { important } : {}) });
  const tx = texNumber(x);
  const ty = texNumber(y);

  if (baseOf) {
    const [a, b] = baseOf;
    const o = ordinalSumOptions(a, b);
    const [ta, tb] = [texNumber(a), b.sign() < 0 ? `(${texNumber(b)})` : texNumber(b)];
    add(
      `The base is itself an ordinal sum, so first its value: $${ta} : ${tb} = \\{${ta}^L, ${ta}:${tb}^L \\mid ${ta}^R, ${ta}:${tb}^R\\} = ` +
        `${texGame([o.baseLeft, o.sumLeft], [o.baseRight, o.sumRight])} = ${texNumber(o.value)}$. Its string is $${texSigns(p.baseSigns)}$. So below $x = ${tx}$.`,
      frame(stalks, { phase: 'signs', shown: 1, focus: 0, value: x.toString() }),
      true,
    );
  }
  add(
    `Every number in these games is a dyadic rational $p/2^q$ ($p$ an integer, $q \\ge 0$). ` +
      `The base is ${dyadicCaption('x', x)} and the exponent is ${dyadicCaption('y', y)}.`,
    frame(stalks, { phase: 'dyadic', shown: 0 }),
  );
  const rx = ruleStep('x', x);
  add(rx.caption, frame(stalks, { phase: 'rule', shown: 0, value: x.toString(), search: rx.search }), true);
  const ry = ruleStep('y', y);
  add(ry.caption, frame(stalks, { phase: 'rule', shown: 0, value: y.toString(), search: ry.search }));
  add(
    signsCaption('x', x, p.baseSigns),
    frame(stalks, { phase: 'signs', shown: 1, focus: 0, value: x.toString() }),
  );
  add(
    signsCaption('y', y, p.exponentSigns),
    frame(stalks, { phase: 'signs', shown: 2, focus: 1, value: y.toString() }),
  );
  add(
    `In $x:y$ the exponent sits on top of the base: playing in $x$ removes $y$, playing in $y$ leaves $x$. ` +
      `So the string of $x:y$ is $x$'s edges, then $y$'s: $${texSigns(p.baseSigns)}\\,|\\,${texSigns(p.exponentSigns)}$.`,
    frame(stalks, { phase: 'concat', shown: 3, focus: 2 }),
    true,
  );

  const n = p.signs.length;
  const boundary = p.baseSigns.length;
  const picks = readPicks(n, [boundary - 1, boundary, boundary + 1]);
  picks.forEach((i, k) => {
    const r = readStep(stalks, 2, i, k === 0 ? -1 : picks[k - 1]);
    let caption = r.caption;
    const atBoundary = i === boundary && boundary > 0 && boundary < n;
    if (atBoundary)
      caption += ` That is all of $x$'s edges, and indeed their value is $x = ${tx}$; now $y$'s edges.`;
    add(caption, r.state, atBoundary || i === n);
  });

  // The full definition costs about (exponent's signs)² big-number steps, so for long exponents
  // the check takes x:y^L and x:y^R by concatenation and applies the definition at the top.
  const full = p.exponentSigns.length <= DEFINITION_SIGNS;
  const d = full ? ordinalSumOptions(x, y) : topLevelOptions(x, y);
  const definition: DefinitionCheck = {
    baseLeft: str(d.baseLeft),
    baseRight: str(d.baseRight),
    sumLeft: str(d.sumLeft),
    sumRight: str(d.sumRight),
    value: d.value.toString(),
  };
  const agree = d.value.eq(p.value);
  add(
    `Check by the definition $G:H = \\{G^L, G:H^L \\mid G^R, G:H^R\\}$, with $x:y^L$ and $x:y^R$ ` +
      (full
        ? 'found the same way: '
        : `found by concatenation ($y$ is too long to unfold all ${p.exponentSigns.length} levels here): `) +
      `$x:y = ${texGame([d.baseLeft, d.sumLeft], [d.baseRight, d.sumRight])} = ${texNumber(d.value)}$` +
      (agree
        ? ', the same number.'
        : `, which DIFFERS from $${texNumber(p.value)}$: this is a bug, please report it.`),
    frame(stalks, { phase: 'definition', focus: 2, definition, value: p.value.toString() }),
  );
  add(
    `So $${tx} : ${ty} = ${texNumber(p.value)}$.`,
    frame(stalks, {
      phase: 'result',
      focus: 2,
      read: n,
      value: p.value.toString(),
      result: p.value.toString(),
    }),
    true,
  );
  const title = baseOf ? `$(${texNumber(baseOf[0])} : ${texNumber(baseOf[1])}) : ${ty}$` : `$${tx} : ${ty}$`;
  return { title, steps };
}

export { signExpansionDerivation } from './signExpansionDerivation';
export { simplestDerivation } from './simplestDerivation';
