/**
 * The paper's statements checked on every line up to n coins (brute force in the worker,
 * with progress and Cancel): the Algorithm, Theorems 3.1, 3.2, 4.2, Lemmas 4.3–4.6.
 */
import { useState } from 'react';
import { MAX_BRUTE_FORCE } from '../../engine/games/flipping/rules';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import type { ChecksAnswer } from './types';

export function AllLinesChecks() {
  const [coins, setCoins] = useState(12);
  const [asked, setAsked] = useState<number | null>(null);
  const analysis = useAnalysis<ChecksAnswer>(asked === null ? null : { game: 'flipping', op: 'bruteForceTable', coins: asked });
  const r = analysis.result;
  return (
    <div className="flip-checks">
      <h3>Every line up to n coins</h3>
      <form
        className="flip-form-line"
        onSubmit={(e) => {
          e.preventDefault();
          setAsked(coins);
        }}
      >
        <label>
          n ={' '}
          <input type="number" min={1} max={MAX_BRUTE_FORCE} value={coins} onChange={(e) => setCoins(Math.max(1, Math.min(MAX_BRUTE_FORCE, e.currentTarget.valueAsNumber || 1)))} />
        </label>
        <button type="submit">Check every line</button>
        <span className="flip-note">(up to {MAX_BRUTE_FORCE} coins: 2^n lines; 16 coins take a few seconds, 20 coins much longer)</span>
      </form>
      <AnalysisStatus analysis={analysis} what="the checks" />
      {r && (
        <table className="flip-table" data-testid="flip-checks">
          <caption>
            {r.lines.toLocaleString('en')} lines of up to {r.coins} coins: the Algorithm agrees with brute force on {r.agree.toLocaleString('en')}.
          </caption>
          <thead>
            <tr>
              <th scope="col">Where</th>
              <th scope="col">Statement</th>
              <th scope="col">Cases</th>
              <th scope="col">Verdict</th>
            </tr>
          </thead>
          <tbody>
            {r.checks.map((c) => (
              <tr key={c.id} className={c.failures ? 'is-wrong' : undefined}>
                <td>{c.section}</td>
                <td>{c.statement}</td>
                <td>{c.checked.toLocaleString('en')}</td>
                <td>{c.failures === 0 ? <span className="flip-yes">✓ holds</span> : <span className="flip-no">✗ fails {c.failures.toLocaleString('en')} times, e.g. {c.counterexample}</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
