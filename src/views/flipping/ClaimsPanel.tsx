/**
 * Every example and checkable statement of the paper: printed, computed by the engine (with
 * an independent check where one runs), and which is right. Disagreements first. A step the
 * paper's proofs take without printing it is its own verdict, never counted as a misprint.
 */
import { useState } from 'react';
import { ClaimsTable } from '../../ui/ClaimsTable';
import { Caption } from '../../ui/math/Caption';
import { verdictOf } from '../../ui/Verdict';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';

const RIGHT = {
  both: 'agree',
  computed: 'the print is wrong; the computation is right',
  printed: 'the print',
  unclear: 'unclear',
} as const;
const UNSTATED = 'not a misprint: an unstated step of a proof, checked on its own';
const FALSE_CLAIM = 'the paper’s claim is false; the computation is right';
const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

export function ClaimsPanel() {
  const analysis = useAnalysis({ game: 'flipping', op: 'paperClaims' });
  const [onlyWrong, setOnlyWrong] = useState(false);
  const claims = analysis.result?.claims ?? [];
  const wrong = claims.filter((c) => !c.agrees);
  const printed = claims.filter((c) => c.source === 'printed');
  const misprints = wrong.filter((c) => c.error === 'misprint');
  const falseClaims = wrong.filter((c) => c.error === 'false');
  const unstated = claims.filter((c) => c.source === 'unstated');
  const shown = [...wrong, ...(onlyWrong ? [] : claims.filter((c) => c.agrees))];
  return (
    <div className="flip-claims">
      <h3>The paper, checked</h3>
      <AnalysisStatus analysis={analysis} what="every claim of the paper" />
      {analysis.result && (
        <>
          <p data-testid="flip-claims-summary">
            {printed.length} printed values and statements; {misprints.length + falseClaims.length} disagree
            with the computation: {count(misprints.length, 'misprint')} and{' '}
            {count(falseClaims.length, 'false claim')} (errata in the reasoning).{' '}
            {unstated.length > 0 && (
              <>
                Apart from those, {unstated.length} unstated step{unstated.length === 1 ? '' : 's'} of the
                proofs, which the paper never prints, checked on {unstated.length === 1 ? 'its' : 'their'}{' '}
                own.{' '}
              </>
            )}
            <label>
              <input
                type="checkbox"
                checked={onlyWrong}
                onChange={(e) => setOnlyWrong(e.currentTarget.checked)}
              />{' '}
              Show only those (and the unstated steps)
            </label>
          </p>
          <div className="flip-table-wrap">
            <ClaimsTable
              rows={shown}
              rowKey={(c) => c.id}
              className="flip-table flip-claims-table"
              testId="flip-claims"
              columns={[
                { header: 'Where', cell: (c) => c.section },
                { header: 'Claim', cell: (c) => <Caption text={c.claim} /> },
                {
                  header: 'Printed',
                  cell: (c) => (c.source === 'unstated' ? <em>not printed</em> : c.printed),
                  className: 'flip-mono',
                },
                {
                  header: 'Computed',
                  className: 'flip-mono',
                  cell: (c) => (
                    <>
                      {c.computed}
                      {c.check && (
                        <div className="flip-note">
                          {c.check.how}: {c.check.value}
                        </div>
                      )}
                    </>
                  ),
                },
              ]}
              verdictHeader="Right"
              verdict={(c) => (c.source === 'unstated' && !c.agrees ? 'partly' : verdictOf(c.agrees))}
              verdictText={(c) =>
                c.agrees
                  ? 'agree'
                  : c.source === 'unstated'
                    ? UNSTATED
                    : c.error === 'false' && c.right === 'computed'
                      ? FALSE_CLAIM
                      : RIGHT[c.right]
              }
              rowAttributes={(c) => ({
                'data-claim': c.id,
                'data-source': c.source,
                'data-error': c.error ?? 'none',
              })}
              note={(c) => c.note}
            />
          </div>
        </>
      )}
    </div>
  );
}
