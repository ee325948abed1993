/**
 * The engine's value of the row: nim-value (decimal and binary), who wins, and each row's parity.
 * While the walkthrough's "Your turn" is on it asks for exactly these, so they wait behind a button.
 */
import { useState } from 'react';
import { useQuizSwitch } from '../../ui/walkthrough';
import type { Analysis } from '../../worker/useAnalysis';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import type { AnswerOf } from '../../engine/api';

export function ValueSummary({ analysis }: { analysis: Analysis<AnswerOf<'ruler', 'value'>> }) {
  const v = analysis.result;
  const [quiz] = useQuizSwitch();
  const [shown, setShown] = useState(false);
  if (v && quiz && !shown)
    return (
      <div className="ruler-value">
        <p className="ruler-value-line" data-testid="ruler-value-hidden">
          The nim-value and the rows' parities are hidden while “Your turn” is on: the walkthrough asks for
          them.{' '}
          <button type="button" onClick={() => setShown(true)}>
            Show them
          </button>
        </p>
      </div>
    );
  return (
    <div className="ruler-value" aria-live="polite">
      <AnalysisStatus analysis={analysis} what="the nim-value" />
      {v && (
        <>
          <p className="ruler-value-line">
            Nim-value <strong data-testid="ruler-nim-value">{v.nimValue}</strong>{' '}
            <span className="ruler-binary">(binary {v.binary})</span>:{' '}
            {v.nimValue === 0
              ? 'every row is even, so the player to move loses against perfect play.'
              : `the player to move wins: ${v.winningMoveCount} winning run${v.winningMoveCount === 1 ? '' : 's'}.`}
          </p>
          <ul className="ruler-parities" aria-label="Heads in each ruler row">
            {v.rows.map((r) => (
              <li key={r.row} className={r.odd ? 'is-odd' : 'is-even'}>
                row {r.row} <span className="ruler-weight">({r.weight}s)</span>: {r.heads} head
                {r.heads === 1 ? '' : 's'}, <strong>{r.odd ? 'odd' : 'even'}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
