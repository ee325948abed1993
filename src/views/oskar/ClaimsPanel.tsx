/** Every number the paper prints beside the engine's: where they differ, the app says so. */
import { Caption } from '../../ui/math';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import type { ClaimsAnswer } from './types';

export function ClaimsPanel() {
  const a = useAnalysis<ClaimsAnswer>({ game: 'oskar', op: 'claims' });
  const claims = a.result?.claims ?? [];
  const differ = claims.filter((c) => !c.agrees).length;
  return (
    <section className="oskar-claims" aria-label="The paper checked">
      <p>
        Every table and worked number in Verhoeff's paper, recomputed from the rules. {a.result && `${claims.length - differ} agree; ${differ} differ${differ ? ' (marked ✗, with what is wrong)' : ''}.`} The text we have
        lost Table 2's boxes around the elevator; its underlines survived and are compared with the marked cells and the elevator's cell.
      </p>
      <AnalysisStatus analysis={a} what="the paper's claims" />
      {claims.length > 0 && (
        <div className="oskar-scroll">
          <table className="oskar-table oskar-claims-table" data-testid="claims-table">
            <caption>The paper's printed values and the computed ones</caption>
            <thead>
              <tr>
                <th scope="col">where</th>
                <th scope="col">claim</th>
                <th scope="col">printed</th>
                <th scope="col">computed</th>
                <th scope="col">verdict</th>
              </tr>
            </thead>
            <tbody>
              {claims.map((c) => (
                <tr key={c.id} className={c.agrees ? undefined : 'is-wrong'} data-testid={`claim-${c.id}`}>
                  <th scope="row">{c.where}</th>
                  <td>
                    <Caption text={c.claim} />
                  </td>
                  <td>
                    <Caption text={c.printed} />
                  </td>
                  <td>
                    <Caption text={c.computed} />
                  </td>
                  <td>
                    {c.agrees ? '✓ agrees' : '✗ differs'}
                    {c.note && <span className="oskar-note"> — {c.note}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
