/**
 * "Your turn" questions on the ruler-row walkthrough: before the rows light up, the row
 * parities (as the nim-value's bits); before the value, the bits read as a number; before the
 * verdict, whether the player to move wins. Each answer is read off the frame it guards.
 */
import type { Ask } from '../../ask';
import type { Derivation, Step } from '../../derivation';
import type { RulerRowsState } from './derivation';

function askFor(step: Step<RulerRowsState>, prev: Step<RulerRowsState> | undefined): Ask | undefined {
  const s = step.state;
  switch (s.phase) {
    case 'parity': {
      const top = s.rows.length - 1;
      return {
        prompt: `Count the heads in each row. Type each row's parity, $1$ odd or $0$ even, from row ${top} down to row 0.`,
        form: 'bits',
        answer: s.rows
          .map((r) => (r.parity === 'odd' ? '1' : '0'))
          .reverse()
          .join(''),
      };
    }
    case 'value': {
      if (s.nimValue === null) return undefined;
      const bits = s.bits
        .map((b) => b ?? 0)
        .reverse()
        .join('');
      // The full stop goes inside the TeX: after a formula, a line may break before a "." outside it.
      return {
        prompt: `The rows' parities read $${bits}_2.$ What is the nim-value, in decimal?`,
        form: 'integer',
        answer: String(s.nimValue),
      };
    }
    case 'lost':
    case 'target':
      return prev?.state.phase === 'value'
        ? {
            prompt: `The nim-value is $${s.nimValue}.$ Does the player to move win or lose (with perfect play)?`,
            form: 'choice',
            choices: ['wins', 'loses'],
            answer: s.phase === 'lost' ? 'loses' : 'wins',
          }
        : undefined;
    default:
      return undefined;
  }
}

/** The walkthrough with its question steps marked (the steps themselves unchanged). */
export function withRulerAsks(d: Derivation<RulerRowsState>): Derivation<RulerRowsState> {
  return {
    ...d,
    steps: d.steps.map((step, i) => {
      const ask = askFor(step, d.steps[i - 1]);
      return ask ? { ...step, ask } : step;
    }),
  };
}
