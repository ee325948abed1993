/** One frame of the formula walkthrough: the coins with the step's highlights, and the numbers established so far. */
import type { Step } from '../../engine/derivation';
import { CoinRow } from '../../ui/board';
import { Tex } from '../../ui/math';
import { coinLabels, DIGITS, faces } from './format';
import type { FormulaState } from './types';
import { groupDigits } from '../../ui/format/groupDigits';

export function FormulaFrame({ step }: { step: Step<FormulaState> }) {
  const s = step.state;
  return (
    <div className="oskar-frame" data-testid="formula-frame">
      <CoinRow
        coins={faces(s.configuration)}
        symbols={DIGITS}
        labels={coinLabels(s.configuration.length)}
        highlights={step.highlight ?? []}
        ariaLabel={`Configuration ${s.configuration}, elevator at coin ${s.w}`}
      />
      <p className="oskar-label-legend">
        Bars: 0↓ a zero below the elevator, 0≤w a zero at or below it, 1↑ a one above it, w the elevator's
        coin.
      </p>
      <dl className="oskar-numbers" aria-label="Numbers so far">
        {s.numbers.map((x) => (
          <div key={x.name}>
            <dt>
              <Tex tex={x.tex} />
            </dt>
            <dd>{groupDigits(x.value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
