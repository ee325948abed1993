/**
 * Walkthroughs building each Fibonacci representation of n greedily (state
 * RepresentationState): one frame per index taken, then the result; the Zeckendorf
 * walkthrough ends on Proposition 5.1 (n ∈ A iff its word ends in an even number of 0s).
 * `highlight.indices` are positions in the `chosen` list of the frame's state.
 */
import { Dyadic } from '../../arith/dyadic';
import { texNumber } from '../../arith/tex';
import type { Derivation, Step } from '../../derivation';
import {
  evenIndices,
  F,
  leastOddFromZeckendorf,
  setByZeckendorf,
  topIndex,
  wordOf,
  zeckendorf,
} from './representations';
import type { RepresentationName, RepresentationState } from './theoremTypes';

const tn = (v: bigint): string => texNumber(Dyadic.int(v));
const sumTex = (idx: readonly number[]): string =>
  idx.length ? idx.map((i) => `F_{${i}}`).join(' + ') : '0';

type Frame = Step<RepresentationState>;

function frame(
  n: bigint,
  name: RepresentationName,
  chosen: number[],
  rest: bigint,
  trying: number | null,
  caption: string,
  extra: Partial<RepresentationState> = {},
): Frame {
  const state: RepresentationState = {
    size: n.toString(),
    name,
    chosen: [...chosen],
    rest: rest.toString(),
    trying,
    ...extra,
  };
  return {
    caption,
    state,
    highlight: chosen.length
      ? [{ indices: [chosen.length - 1], tone: 'accent', label: 'just taken' }]
      : undefined,
  };
}

/** Greedy with a rule for which index is next and how often it may be taken. */
function greedy(
  n: bigint,
  name: RepresentationName,
  first: number,
  stepDown: number,
  maxUses: number,
  skipAfterTake: number,
  why: string,
): { chosen: number[]; steps: Frame[] } {
  const chosen: number[] = [];
  const steps: Frame[] = [];
  let rest = n;
  for (let k = first; k >= 2 && rest > 0n;) {
    let uses = 0;
    while (uses < maxUses && F(k) <= rest) {
      rest -= F(k);
      chosen.push(k);
      uses++;
      steps.push(
        frame(
          n,
          name,
          chosen,
          rest,
          k,
          `$F_{${k}} = ${tn(F(k))}$ is the largest ${why} $\\le ${tn(rest + F(k))}$: take it, leaving $${tn(rest)}$.`,
        ),
      );
    }
    k -= uses > 0 ? skipAfterTake : stepDown;
  }
  return { chosen, steps };
}

function zeckendorfSteps(n: bigint): Derivation<RepresentationState> {
  const start = n > 0n ? topIndex(n) : 2;
  const { chosen, steps } = greedy(
    n,
    'zeckendorf',
    start,
    1,
    1,
    2,
    'Fibonacci number (skipping the next index: no two consecutive)',
  );
  const word = wordOf(chosen);
  const set = setByZeckendorf(chosen);
  const zeros = chosen.length ? chosen[chosen.length - 1] - 2 : 0;
  const last =
    n === 0n
      ? '$0$ is the empty sum; Proposition 5.1 speaks of positive integers.'
      : `$${tn(n)} = ${sumTex(chosen)}$, word $${word.length > 60 ? word.slice(0, 30) + '\\ldots' + word.slice(-20) : word}$. It ends in ${zeros} zero${zeros === 1 ? '' : 's'}, an ${zeros % 2 === 0 ? 'even' : 'odd'} number, so by Proposition 5.1 $${tn(n)} \\in ${set}$.`;
  steps.push({
    ...frame(n, 'zeckendorf', chosen, 0n, null, last, { word, trailingZeros: zeros, set }),
    important: true,
  });
  return { title: `Zeckendorf representation of $${tn(n)}$`, steps };
}

function leastOddSteps(n: bigint): Derivation<RepresentationState> {
  const z = zeckendorf(n);
  const lo = leastOddFromZeckendorf(z);
  const steps: Frame[] = [
    frame(n, 'leastOdd', z, 0n, null, `Start from the Zeckendorf representation $${tn(n)} = ${sumTex(z)}$.`),
  ];
  const i = z.length ? z[z.length - 1] : null;
  if (i === null) steps.push(frame(n, 'leastOdd', [], 0n, null, '$0$ is the empty sum.'));
  else if (i % 2 === 1)
    steps.push({
      ...frame(
        n,
        'leastOdd',
        lo,
        0n,
        null,
        `Its smallest index ${i} is odd: this already is the least-odd representation.`,
      ),
      important: true,
    });
  else
    steps.push({
      ...frame(
        n,
        'leastOdd',
        lo,
        0n,
        i,
        `Its smallest index ${i} is even: rewrite $F_{${i}} = ${sumTex(lo.slice(z.length - 1))}$ (odd indices down to 1), so $${tn(n)} = ${sumTex(lo)}$, smallest index odd.`,
      ),
      important: true,
    });
  return { title: `Least-odd representation of $${tn(n)}$`, steps };
}

function evenSteps(n: bigint): Derivation<RepresentationState> {
  const start = n > 0n ? topIndex(n) - (topIndex(n) % 2) : 2;
  const { chosen, steps } = greedy(n, 'even', start, 2, 2, 2, 'even-indexed Fibonacci number');
  if (chosen.join() !== evenIndices(n).join()) throw new Error('even representation walkthrough out of step');
  const caption =
    n === 0n
      ? '$0$ is the empty sum.'
      : `$${tn(n)} = ${sumTex(chosen)}$: even indices only, a repeated index is a "2", and an unused even index lies between any two 2s.`;
  steps.push({ ...frame(n, 'even', chosen, 0n, null, caption), important: true });
  return { title: `Even (ternary) representation of $${tn(n)}$`, steps };
}

export function representationSteps(n: bigint): Record<RepresentationName, Derivation<RepresentationState>> {
  return { zeckendorf: zeckendorfSteps(n), leastOdd: leastOddSteps(n), even: evenSteps(n) };
}
