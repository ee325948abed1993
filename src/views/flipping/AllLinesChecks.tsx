/**
 * The paper's statements checked on every line up to n coins (brute force in the worker,
 * with progress and Cancel): the Algorithm, Theorems 3.1, 3.2, 4.2, Lemmas 4.3–4.6.
 */
import { useState } from 'react';
import { MAX_BRUTE_FORCE } from '../../engine/games/flipping/rules';
import { ClaimsTable } from '../../ui/ClaimsTable';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { verdictOf } from '../../ui/Verdict';
import { useAnalysis } from '../../worker/useAnalysis';
import { groupDigits } from '../../ui/format/groupDigits';

export function AllLinesChecks() {
  const [coins, setCoins] = useState(12);
  const [asked, setAsked] = useState<number | null>(null);
  const analysis = useAnalysis(
    asked === null ? null : { game: 'flipping', op: 'bruteForceTable', coins: asked },
  );
  const r = analysis.result;
  return (
    <div className="flip-checks">
      <h3>Every line up to n coins</h3>
      <form
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          setAsked(coins);
        }}
      >
        <label>
          n ={' '}
          <input
            type="number"
            min={1}
            max={MAX_BRUTE_FORCE}
            value={coins}
            onChange={(e) =>
              setCoins(Math.max(1, Math.min(MAX_BRUTE_FORCE, e.currentTarget.valueAsNumber || 1)))
            }
          />
        </label>
        <button type="submit">Check every line</button>
        <span className="flip-note">
          (up to {MAX_BRUTE_FORCE} coins: 2^n lines; 16 coins take a few seconds, 20 coins much longer)
        </span>
      </form>
      <AnalysisStatus analysis={analysis} what="the checks" />
      {r && (
        <ClaimsTable
          rows={r.checks}
          rowKey={(c) => c.id}
          className="flip-table"
          testId="flip-checks"
          caption={`${groupDigits(r.lines)} lines of up to ${r.coins} coins: the Algorithm agrees with brute force on ${groupDigits(r.agree)}.`}
          columns={[
            { header: 'Where', cell: (c) => c.section },
            { header: 'Statement', cell: (c) => c.statement },
            { header: 'Cases', cell: (c) => groupDigits(c.checked) },
          ]}
          verdictHeader="Verdict"
          verdict={(c) => verdictOf(c.failures === 0)}
          verdictText={(c) =>
            c.failures === 0 ? 'holds' : `fails ${groupDigits(c.failures)} times, e.g. ${c.counterexample}`
          }
        />
      )}
    </div>
  );
}
