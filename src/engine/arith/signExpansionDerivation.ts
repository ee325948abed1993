/** The walkthrough "numbers/signExpansion": a number to its Hackenbush string (or back), checked by reading it by the simplicity rule. */
import type { Dyadic } from './dyadic';
import { dyadicCaption, readPicks, readStep, signsCaption } from './numbersSteps';
import {
  frame,
  type NumbersDerivation,
  type NumbersState,
  type NumbersStep,
  type Stalk,
} from './numbersState';
import { toSigns } from './signExpansion';
import { texNumber, texSigns } from './tex';

/** Berlekamp's rule as a sum, e.g. "1 - \frac{1}{2} + \frac{1}{4}" (null when too long to be worth reading). */
function berlekampSum(signs: string): string | null {
  let r = 1;
  while (r < signs.length && signs[r] === signs[0]) r++;
  if (signs.length - r > 10) return null;
  let out = signs[0] === '+' ? `${r}` : `-${r}`;
  for (let j = 1; j <= signs.length - r; j++) out += ` ${signs[r + j - 1]} \\frac{1}{${2 ** j}}`;
  return out;
}

/**
 * x's sign expansion, shown from the number (`from: "number"`) or from the string
 * (`from: "signs"`, the string being x's expansion).
 */
export function signExpansionDerivation(x: Dyadic, from: 'number' | 'signs'): NumbersDerivation {
  const signs = toSigns(x);
  const stalks: Stalk[] = [{ label: 'x', signs, value: x.toString(), split: null }];
  const steps: NumbersStep[] = [];
  const add = (caption: string, state: NumbersState, important = false) =>
    steps.push({ caption, state, ...(important ? { important } : {}) });
  const tx = texNumber(x);
  const ts = `$${texSigns(signs)}$`;

  if (from === 'number') {
    add(
      `A dyadic rational is $p/2^q$ with $p$ an integer and $q \\ge 0$: ${dyadicCaption('x', x)}.`,
      frame(stalks, { phase: 'dyadic', shown: 0, value: x.toString() }),
    );
    add(signsCaption('x', x, signs), frame(stalks, { phase: 'signs', focus: 0, value: x.toString() }), true);
  } else {
    const blue = [...signs].filter((s) => s === '+').length;
    add(
      `A Hackenbush string, from the ground up: ${ts}, with ${blue} blue edge${blue === 1 ? '' : 's'} ($+$, Left's) and ${signs.length - blue} red ($-$, Right's).`,
      frame(stalks, { phase: 'signs', focus: 0 }),
    );
    const sum = berlekampSum(signs);
    add(
      signs.length === 0
        ? 'The empty string is the game with no moves, $0$.'
        : `Berlekamp's rule: the first run of equal signs counts $\\pm 1$ an edge, and every later edge counts $\\pm\\frac12, \\pm\\frac14, \\ldots$ in turn: ` +
            `$x = ${sum === null ? '' : `${sum} = `}${tx}$.`,
      frame(stalks, { phase: 'signs', focus: 0, value: x.toString() }),
      true,
    );
  }
  const picks = readPicks(signs.length);
  picks.forEach((i, k) => {
    const r = readStep(stalks, 0, i, k === 0 ? -1 : picks[k - 1]);
    add(r.caption, r.state, i === signs.length);
  });
  add(
    `Read by the simplicity rule the string ${ts} is worth $${tx}$, as Berlekamp's rule says: $x = ${tx} = ${texSigns(signs)}$.`,
    frame(stalks, {
      phase: 'result',
      focus: 0,
      read: signs.length,
      value: x.toString(),
      result: from === 'number' ? signs : x.toString(),
    }),
    true,
  );
  return { title: from === 'number' ? `Sign expansion of $${tx}$` : `Value of ${ts}`, steps };
}
