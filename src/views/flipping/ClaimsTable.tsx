/**
 * Every example and checkable statement of the paper: printed, computed by the engine (with
 * an independent check where one runs), and which is right. Disagreements first.
 */
import { useState } from 'react';
import { Caption } from '../../ui/math/Caption';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import type { ClaimsAnswer } from './types';

const RIGHT = { both: 'agree', computed: 'the computation (the print is wrong)', printed: 'the print', unclear: 'unclear' } as const;

export function ClaimsTable() {
  const analysis = useAnalysis<ClaimsAnswer>({ game: 'flipping', op: 'paperClaims' });
  const [onlyWrong, setOnlyWrong] = useState(false);
  const claims = analysis.result?.claims ?? [];
  const wrong = claims.filter((c) => !c.agrees);
  const shown = [...wrong, ...(onlyWrong ? [] : claims.filter((c) => c.agrees))];
  return (
    <div className="flip-claims">
      <h3>The paper, checked</h3>
      <AnalysisStatus analysis={analysis} what="every claim of the paper" />
      {analysis.result && (
        <>
          <p data-testid="flip-claims-summary">
            {claims.length} printed values and statements; {wrong.length} disagree with the computation.{' '}
            <label>
              <input type="checkbox" checked={onlyWrong} onChange={(e) => setOnlyWrong(e.currentTarget.checked)} /> Show only those
            </label>
          </p>
          <table className="flip-table" data-testid="flip-claims">
            <thead>
              <tr>
                <th scope="col">Where</th>
                <th scope="col">Claim</th>
                <th scope="col">Printed</th>
                <th scope="col">Computed</th>
                <th scope="col">Right</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((c) => (
                <tr key={c.id} className={c.agrees ? undefined : 'is-wrong'}>
                  <td>{c.section}</td>
                  <td>
                    <Caption text={c.claim} />
                  </td>
                  <td className="flip-mono">{c.printed}</td>
                  <td className="flip-mono">
                    {c.computed}
                    {c.check && (
                      <div className="flip-note">
                        {c.check.how}: {c.check.value}
                      </div>
                    )}
                  </td>
                  <td>
                    {c.agrees ? <span className="flip-yes">✓ agree</span> : <span className="flip-no">✗ {RIGHT[c.right]}</span>}
                    {c.note && <div className="flip-note">{c.note}</div>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
