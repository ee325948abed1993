/**
 * "Your turn" questions on the Algorithm walkthrough: Step 5's value v_i (Lemma 4.6), each
 * Step 6 ordinal sum's sign expansion, and who wins at the end. Each answer is read off the
 * frame it guards (its `value` and `signs`), so it is the walkthrough's own number.
 */
import type { Ask } from '../../ask';
import { parseDyadic } from '../../arith/dyadic';
import type { Derivation, Step } from '../../derivation';
import { num, tt } from './text';
import type { AlgorithmState } from './walkState';

const WINNERS = ['Left', 'Right', 'the first player', 'the second player'];

/** A machine-form number "p/q" as TeX. */
function tex(value: string): string {
  const d = parseDyadic(value);
  return d.ok ? num(d.value) : value;
}

function askFor(step: Step<AlgorithmState>): Ask | undefined {
  const s = step.state;
  if (s.phase === 'base' && s.value !== null) {
    const g = s.blocks[s.blocks.length - 1];
    return {
      prompt: `The Algorithm's Step 5: $G_{${g.index}} = ${tt(g.coins)}$ is one of Lemma 4.6's forms. What is its value $v_{${g.index}}$?`,
      form: 'fraction',
      answer: s.value,
    };
  }
  if (s.phase === 'ordinalSum' && s.signs) {
    const j = focusOf(s);
    return {
      prompt: `The Algorithm's Step 6: $v_{${j}} = ${tex(s.signs.base)} : ${tex(s.signs.exponent)}$. Type its sign expansion: the base's signs, then the exponent's.`,
      form: 'signs',
      answer: s.signs.signs,
    };
  }
  if (s.phase === 'value' && s.value !== null) {
    const v = parseDyadic(s.value);
    const sign = v.ok ? v.value.sign() : 0;
    return {
      prompt: `The line's value is $${tex(s.value)}$. Who wins?`,
      form: 'choice',
      choices: WINNERS,
      answer: sign > 0 ? 'Left' : sign < 0 ? 'Right' : 'the second player',
    };
  }
  return undefined;
}

/** The j of the ordinal sum v_j in focus in the tree. */
function focusOf(s: AlgorithmState): number {
  for (let node = s.tree; node && node.kind === 'sum'; node = node.base)
    if (node.focus) return Number(node.label.slice(1));
  return 0;
}

/** The walkthrough with its question steps marked (the steps themselves unchanged). */
export function withFlippingAsks(d: Derivation<AlgorithmState>): Derivation<AlgorithmState> {
  return {
    ...d,
    steps: d.steps.map((step) => {
      const ask = askFor(step);
      return ask ? { ...step, ask } : step;
    }),
  };
}
