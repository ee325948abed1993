/**
 * Every checkable claim of Hoey's post beside what the engine computes. Where his text and
 * the computation differ, the table says so in words (not colour alone).
 */
import { setRulerPosition, RULER_HOEY_EXAMPLE } from '../../store';
import { setParams } from '../../nav/router';
import { ClaimsTable } from '../../ui/ClaimsTable';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import type { AnswerOf } from '../../engine/api';

const VERDICT = {
  agrees: { verdict: 'agrees', text: 'agrees' },
  disagrees: { verdict: 'differs', text: 'differs' },
  incomplete: { verdict: 'partly', text: 'true, but incomplete' },
} as const;

export function ClaimsPanel() {
  const analysis = useAnalysis({ game: 'ruler', op: 'claims' });
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
            {claims.length} claims checked: {claims.length - differ} agree
            {differ ? `, ${differ} where his text and the computation differ (the row’s note says how)` : ''}.
          </p>
          <HoeyClaimsTable claims={claims} />
        </>
      )}
    </div>
  );
}

/** Hoey's claims beside the engine's computation, one row each (the tab's table, and a slide's picture). */
export function HoeyClaimsTable({ claims }: { claims: AnswerOf<'ruler', 'claims'>['claims'] }) {
  return (
    <ClaimsTable
      rows={claims}
      rowKey={(c) => c.id}
      testId="ruler-claims"
      rowAttributes={(c) => ({ 'data-claim': c.id })}
      columns={[
        { header: 'Claim', cell: (c) => c.claim, rowHeader: true },
        { header: 'Hoey wrote', cell: (c) => <q>{c.hoey}</q> },
        { header: 'Computed', cell: (c) => c.computed },
      ]}
      verdictHeader="Agrees?"
      verdict={(c) => VERDICT[c.verdict].verdict}
      verdictText={(c) => VERDICT[c.verdict].text}
      note={(c) => c.note}
    />
  );
}
