/**
 * Every checkable claim of Hoey's post beside what the engine computes. Where his text and
 * the computation differ, the table says so in words (not colour alone).
 */
import { setRulerPosition, RULER_HOEY_EXAMPLE } from '../../store';
import { setParams } from '../../app/router';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import type { ClaimsAnswer } from './types';

const VERDICT = {
  agrees: { mark: '✓', text: 'agrees' },
  disagrees: { mark: '✗', text: 'differs' },
  incomplete: { mark: '◐', text: 'true, but incomplete' },
} as const;

export function ClaimsPanel() {
  const analysis = useAnalysis<ClaimsAnswer>({ game: 'ruler', op: 'claims' });
  const claims = analysis.result?.claims ?? [];
  const differ = claims.filter((c) => c.verdict !== 'agrees').length;
  return (
    <div className="ruler-claims">
      <p>
        Dan Hoey, sci.math, 22 February 1997, on the position <code>{RULER_HOEY_EXAMPLE}</code>.{' '}
        <button
          type="button"
          onClick={() => {
            setRulerPosition(RULER_HOEY_EXAMPLE);
            setParams({ tab: undefined, step: undefined, run: undefined });
          }}
        >
          Open Hoey's example
        </button>
      </p>
      <AnalysisStatus analysis={analysis} what="Hoey's claims (brute force up to 15 coins)" />
      {claims.length > 0 && (
        <>
          <p role="status">
            {claims.length} claims checked: {claims.length - differ} agree{differ ? `, ${differ} where his text and the computation differ (see the notes)` : ''}.
          </p>
          <table className="ruler-claims-table" data-testid="ruler-claims">
            <thead>
              <tr>
                <th scope="col">Claim</th>
                <th scope="col">Hoey wrote</th>
                <th scope="col">Computed</th>
                <th scope="col">Agrees?</th>
              </tr>
            </thead>
            <tbody>
              {claims.map((c) => (
                <tr key={c.id} className={`is-${c.verdict}`} data-claim={c.id}>
                  <th scope="row">{c.claim}</th>
                  <td>
                    <q>{c.hoey}</q>
                  </td>
                  <td>{c.computed}</td>
                  <td>
                    <span aria-hidden="true">{VERDICT[c.verdict].mark} </span>
                    {VERDICT[c.verdict].text}
                    {c.note && <p className="ruler-claim-note">{c.note}</p>}
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
