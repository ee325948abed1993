/** Every number the paper prints beside the engine's: where they differ, the app says so. */
import { Caption } from '../../ui/math';
import { ClaimsTable } from '../../ui/ClaimsTable';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { verdictOf } from '../../ui/Verdict';
import { useAnalysis } from '../../worker/useAnalysis';

export function ClaimsPanel() {
  const a = useAnalysis({ game: 'oskar', op: 'claims' });
  const claims = a.result?.claims ?? [];
  const differ = claims.filter((c) => !c.agrees).length;
  return (
    <section className="oskar-claims" aria-label="The paper checked">
      <p>
        Every table and worked number in Verhoeff's paper, recomputed from the rules.{' '}
        {a.result &&
          `${claims.length - differ} agree; ${differ} differ${differ ? ' (marked ✗, with what is wrong)' : ''}.`}{' '}
        The text we have lost Table 2's boxes around the elevator; its underlines survived and are compared
        with the marked cells and the elevator's cell.
      </p>
      <AnalysisStatus analysis={a} what="the paper's claims" />
      {claims.length > 0 && (
        <div className="oskar-scroll">
          <ClaimsTable
            rows={claims}
            rowKey={(c) => c.id}
            testId="claims-table"
            caption="The paper's printed values and the computed ones"
            rowAttributes={(c) => ({ 'data-testid': `claim-${c.id}` })}
            columns={[
              { header: 'where', cell: (c) => c.where, rowHeader: true },
              { header: 'claim', cell: (c) => <Caption text={c.claim} /> },
              { header: 'printed', cell: (c) => <Caption text={c.printed} /> },
              { header: 'computed', cell: (c) => <Caption text={c.computed} /> },
            ]}
            verdictHeader="verdict"
            verdict={(c) => verdictOf(c.agrees)}
            verdictText={(c) => (c.agrees ? 'agrees' : 'differs')}
            note={(c) => c.note}
          />
        </div>
      )}
    </section>
  );
}
