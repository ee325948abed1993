/** One frame of building a representation greedily: the terms chosen so far, what is left, the Zeckendorf word at the end. */
import type { Step } from '../../engine/derivation';
import type { RepresentationState } from '../../engine/games/goldennugget/theoremTypes';
import { FibonacciChips } from './FibonacciChips';

export function RepresentationFrame({ step }: { step: Step<RepresentationState> }) {
  const s = step.state;
  return (
    <div className="gn-frame" data-testid="gn-rep-frame">
      <FibonacciChips
        indices={s.chosen}
        highlight={step.highlight}
        label={`n = ${abbreviate(s.size)}, chosen so far`}
      />
      <p>
        Still to represent: <code className="gn-form">{s.rest}</code>
      </p>
      {s.word !== undefined && (
        <p>
          Zeckendorf word: <code className="gn-form">{s.word}</code>
          {s.trailingZeros !== undefined && s.set !== undefined && (
            <>
              {' '}
              — ends in {s.trailingZeros} zero{s.trailingZeros === 1 ? '' : 's'}, so n is{' '}
              {s.set === 'none' ? 'in neither A nor B' : `in ${s.set}`}
            </>
          )}
        </p>
      )}
    </div>
  );
}

/** A 100-digit size shown whole but breakable. */
export const abbreviate = (n: string) =>
  n.length > 24 ? `${n.slice(0, 10)}…${n.slice(-10)} (${n.length} digits)` : n;
