/** Beside the board: each line's value, the sum's value and who wins, from the engine. */
import { Tex } from '../../ui/math/Tex';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import type { Analysis } from '../../worker/useAnalysis';
import { OUTCOME_TEXT, shortLine, texOfValue } from './format';
import type { SumAnswer } from './types';

export function SumSummary({ analysis, lines }: { analysis: Analysis<SumAnswer>; lines: readonly string[] }) {
  const r = analysis.result;
  return (
    <aside className="flip-summary" aria-label="Values" aria-live="polite">
      <h3>Values</h3>
      <AnalysisStatus analysis={analysis} what="the values" />
      {r && (
        <>
          <table className="flip-values">
            <tbody>
              {lines.map((line, c) => (
                <tr key={c}>
                  <th scope="row">Line {c + 1}</th>
                  <td className="flip-mono">{shortLine(line, 16)}</td>
                  <td>
                    <Tex tex={texOfValue(r.values[c])} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Sum</th>
                <td />
                <td data-testid="flip-sum-value">
                  <Tex tex={texOfValue(r.value)} />
                </td>
              </tr>
            </tfoot>
          </table>
          <p className="flip-outcome" data-testid="flip-outcome">
            <strong>{r.outcome === 'L' ? 'Left wins' : r.outcome === 'R' ? 'Right wins' : 'Second player wins'}</strong>: {OUTCOME_TEXT[r.outcome]}
            {r.outcome === 'P' ? ' (the value is 0).' : r.outcome === 'L' ? ' (the value is positive).' : ' (the value is negative).'}
          </p>
        </>
      )}
    </aside>
  );
}
