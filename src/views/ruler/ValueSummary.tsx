/** The engine's value of the row: nim-value (decimal and binary), who wins, and each row's parity. */
import type { Analysis } from '../../worker/useAnalysis';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import type { AnswerOf } from '../../engine/api';

export function ValueSummary({ analysis }: { analysis: Analysis<AnswerOf<'ruler', 'value'>> }) {
  const v = analysis.result;
  return (
    <div className="ruler-value" aria-live="polite">
      <AnalysisStatus analysis={analysis} what="the nim-value" />
      {v && (
        <>
          <p className="ruler-value-line">
            Nim-value <strong data-testid="ruler-nim-value">{v.nimValue}</strong> <span className="ruler-binary">(binary {v.binary})</span>:{' '}
            {v.nimValue === 0
              ? 'every row is even, so the player to move loses against perfect play.'
              : `the player to move wins: ${v.winningMoveCount} winning run${v.winningMoveCount === 1 ? '' : 's'}.`}
          </p>
          <ul className="ruler-parities" aria-label="Heads in each ruler row">
            {v.rows.map((r) => (
              <li key={r.row} className={r.odd ? 'is-odd' : 'is-even'}>
                row {r.row} <span className="ruler-weight">({r.weight}s)</span>: {r.heads} head{r.heads === 1 ? '' : 's'}, <strong>{r.odd ? 'odd' : 'even'}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
