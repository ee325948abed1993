/**
 * Beside the board: each line's value, the sum's value and who wins, from the engine. While the
 * walkthrough's "Your turn" is on it asks who wins, so the verdict waits behind a button (as the
 * Ruler's summary does); the values stay, the question gives the value anyway.
 */
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import type { Analysis } from '../../worker/useAnalysis';
import { OUTCOME_TEXT, shortLine } from './format';
import { LongValue } from './LongValue';
import type { Outcome } from './types';

/** Said once: "Left wins, whoever starts", not "Left wins: Left wins, whoever starts". */
const VERDICT: Record<Outcome, string> = {
  L: OUTCOME_TEXT.L,
  R: OUTCOME_TEXT.R,
  N: `First player wins: ${OUTCOME_TEXT.N}`,
  P: `Second player wins: ${OUTCOME_TEXT.P}`,
};
import type { AnswerOf } from '../../engine/api';
import { groupDigits } from '../../ui/format/groupDigits';

/** Longer lines show their first and last coins and the count; the full string is the title. */
const LABEL_COINS = 16;

/** A line's coins on one line, never wrapped into a column of pieces. */
function LineLabel({ line }: { line: string }) {
  if (line.length <= LABEL_COINS)
    return <span className="flip-mono flip-line-label">{shortLine(line, LABEL_COINS)}</span>;
  return (
    <span className="flip-line-label" title={line}>
      <span className="flip-mono">{shortLine(line, LABEL_COINS)}</span>{' '}
      <span className="flip-note">({groupDigits(line.length)} coins)</span>
    </span>
  );
}

export function SumSummary({
  analysis,
  lines,
  hidden,
  onShow,
}: {
  analysis: Analysis<AnswerOf<'flipping', 'sum'>>;
  lines: readonly string[];
  /** “Your turn” is on: the values and who wins wait behind a button (the walkthrough asks them) */
  hidden: boolean;
  onShow: () => void;
}) {
  const r = analysis.result;
  return (
    <aside className="flip-summary" aria-label="Values" aria-live="polite">
      <h3>Values</h3>
      <AnalysisStatus analysis={analysis} what="the values" />
      {r && hidden && (
        <p className="flip-outcome" data-testid="flip-outcome-hidden">
          The values and who wins are hidden while “Your turn” is on: the walkthrough asks for them.{' '}
          <button type="button" onClick={onShow}>
            Show them
          </button>
        </p>
      )}
      {r && !hidden && (
        <>
          <table className="flip-values">
            <tbody>
              {lines.map((line, c) => (
                <tr key={c}>
                  <th scope="row">Line {c + 1}</th>
                  {line.length <= LABEL_COINS ? (
                    <>
                      <td>
                        <LineLabel line={line} />
                      </td>
                      <td>
                        <LongValue value={r.values[c]} label={`the value of line ${c + 1}`} />
                      </td>
                    </>
                  ) : (
                    // A long line's label takes its own line above the value, so neither is squeezed.
                    <td colSpan={2}>
                      <LineLabel line={line} />
                      <div>
                        <LongValue value={r.values[c]} label={`the value of line ${c + 1}`} />
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Sum</th>
                <td />
                <td data-testid="flip-sum-value">
                  <LongValue value={r.value} label="the value of the sum" />
                </td>
              </tr>
            </tfoot>
          </table>
          <p className="flip-outcome" data-testid="flip-outcome">
            <strong>{VERDICT[r.outcome]}</strong>
            {r.outcome === 'P'
              ? ' (the value is 0).'
              : r.outcome === 'L'
                ? ' (the value is positive).'
                : r.outcome === 'R'
                  ? ' (the value is negative).'
                  : '.'}
          </p>
        </>
      )}
    </aside>
  );
}
