/**
 * The paper's claims, each checked by the engine at runtime (brute force and Definition 3.1),
 * with a verdict in words and symbol, counterexamples where a claim fails, and what the
 * computation adds.
 */
import { useState } from 'react';
import { Caption } from '../../ui/math';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { VerdictMark, verdictOf } from '../../ui/Verdict';
import { useAnalysis } from '../../worker/useAnalysis';

const SIZES = [60, 120, 300];

export function ClaimsPanel() {
  const [size, setSize] = useState(SIZES[0]);
  const a = useAnalysis({ game: 'sliding', op: 'claims', size });
  return (
    <section className="sl-panel defer-render" aria-labelledby="sl-claims-h">
      <h2 id="sl-claims-h">The paper’s claims, checked</h2>
      <label>
        Check every position with y up to{' '}
        <select value={size} onChange={(e) => setSize(Number(e.target.value))}>
          {SIZES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <AnalysisStatus analysis={a} what="the claims" />
      {a.result && (
        <ul className="sl-claims">
          {a.result.claims.map((c) => (
            <li
              key={c.id}
              className={c.holds ? 'sl-claim--holds' : 'sl-claim--fails'}
              data-testid={`sl-claim-${c.id}`}
            >
              <VerdictMark verdict={verdictOf(c.holds)}>
                {c.holds ? 'Holds:' : 'Does not hold as printed:'}
              </VerdictMark>{' '}
              <strong>{c.source}.</strong> <Caption text={c.statement} as="span" />{' '}
              <span className="sl-muted">
                (<Caption text={`checked: ${c.range}`} as="span" />)
              </span>
              {c.failures > 0 && (
                <>
                  <p>
                    {c.failures} counterexample{c.failures === 1 ? '' : 's'}
                    {c.failures > c.counterexamples.length ? `, the first ${c.counterexamples.length}` : ''}:
                  </p>
                  <ul>
                    {c.counterexamples.map((t) => (
                      <li key={t}>{t}</li>
                    ))}
                  </ul>
                </>
              )}
              {c.note && <p className="sl-note">{c.note}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
