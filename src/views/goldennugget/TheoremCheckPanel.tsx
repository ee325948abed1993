/**
 * "Check the theorem": the engine runs Theorem 2.2's classifier against the values it
 * computes from the rules (heaps 0 up to the size typed) and reports every
 * disagreement, plus where the printed statement slips (the note's α_k index), with progress
 * and a cancel.
 */
import { useState, type FormEvent } from 'react';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import { PartBadge } from './PartBadge';
import { readHeapInput } from './heapInput';
import { asSentence } from './sentence';
import './heapTable.css';
import { groupDigits } from '../../ui/format/groupDigits';

const MAX_CHECK = 100_000;

export function TheoremCheckPanel() {
  const [text, setText] = useState('1000');
  const [error, setError] = useState<string | null>(null);
  const [upTo, setUpTo] = useState<number | null>(null);
  const analysis = useAnalysis(upTo === null ? null : { game: 'goldennugget', op: 'checkTheorem', upTo });
  const answer = analysis.result;

  const run = (ev: FormEvent) => {
    ev.preventDefault();
    const r = readHeapInput(text, MAX_CHECK);
    if (!r.ok) return setError(r.message);
    setError(null);
    if (upTo === r.value) analysis.retry();
    else setUpTo(r.value);
  };

  return (
    <section className="gn-panel" aria-labelledby="gn-check-title" data-testid="gn-theorem-check">
      <h2 id="gn-check-title">Check the theorem</h2>
      <p className="gn-muted">
        Theorem 2.2 read from the Fibonacci representations, against the values computed from the rules. Heaps
        the engine has not computed yet are computed first (heaps beyond 20,000 take a while; the progress
        shows).
      </p>
      <form className="gn-jump" onSubmit={run}>
        <label htmlFor="gn-check-upto">Check heaps up to</label>
        <input
          id="gn-check-upto"
          inputMode="numeric"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'gn-check-error' : undefined}
        />
        <button type="submit">Check the theorem</button>
        {error && (
          <p id="gn-check-error" className="gn-error" role="alert">
            {error}
          </p>
        )}
      </form>
      <AnalysisStatus analysis={analysis} what="the theorem check" />
      {answer && (
        <div role="status" data-testid="gn-check-result">
          <p>
            Checked heaps 0 to {groupDigits(answer.checked - 1)}:{' '}
            {answer.disagreements.length === 0
              ? 'the theorem agrees with the engine on every one.'
              : `${answer.disagreements.length} disagreement${answer.disagreements.length === 1 ? '' : 's'}.`}
          </p>
          {answer.disagreements.length > 0 && (
            <table className="gn-table">
              <caption>Where the theorem and the engine disagree</caption>
              <thead>
                <tr>
                  <th scope="col">Heap</th>
                  <th scope="col">Part</th>
                  <th scope="col">By the theorem</th>
                  <th scope="col">By the engine</th>
                </tr>
              </thead>
              <tbody>
                {answer.disagreements.map((d) => (
                  <tr key={d.size}>
                    <th scope="row">{d.size}</th>
                    <td>
                      <PartBadge part={d.part} k={null} />
                    </td>
                    <td>
                      <code>{d.byTheorem}</code>
                    </td>
                    <td>
                      <code>{d.byEngine}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {answer.printedStatementDiffers.map((s) => (
            <div key={s.printed} className="gn-slip">
              <p>
                <strong>The reconstructed statement slips:</strong> the paper’s Theorem 2.2, as reconstructed
                from its text, says <code>{s.printed}</code>; the check uses <code>{s.used}</code>.{' '}
                {asSentence(s.why)}
              </p>
              <p className="gn-muted">
                Followed as reconstructed, it would disagree with the engine{' '}
                {s.count === 1
                  ? `on heap ${s.heaps[0]}`
                  : `on ${groupDigits(s.count)} heaps, starting with heaps ${s.heaps.join(', ')}`}
                .
              </p>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
