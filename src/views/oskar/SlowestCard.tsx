/**
 * The slowest configuration for N (§4): c_k with k = (N+1) div 2, its N(N+1)/2 steps, the
 * candidates c_k with their decay times, and, for small N, the exhaustive search's verdict.
 */
import { setParams } from '../../nav/router';
import { OSKAR_BOARD_MAX, setOskarConfiguration } from '../../store';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import { shortConfig } from './format';
import { groupDigits } from '../../ui/format/groupDigits';

export function SlowestCard({ coins }: { coins: number }) {
  const a = useAnalysis({ game: 'oskar', op: 'slowest', coins });
  const r = a.result;
  const run = () => {
    if (!r) return;
    setOskarConfiguration(r.configuration);
    setParams({ tab: undefined, step: undefined, ws: undefined, ps: undefined }, { replace: false });
  };
  return (
    <section className="oskar-card" aria-label="The slowest configuration">
      <h3>The slowest configuration for N = {coins}</h3>
      <AnalysisStatus analysis={a} what="the slowest configuration" />
      {r && (
        <>
          <p data-testid="oskar-slowest">
            <code>{shortConfig(r.configuration)}</code>: {r.coins - r.k} tails under k = (N+1) div 2 = {r.k}{' '}
            heads, taking <strong>{groupDigits(r.moves)}</strong> steps = N(N+1)/2 = {groupDigits(r.formula)}{' '}
            {r.moves === r.formula ? '✓' : '✗'}.{' '}
            {r.search
              ? r.search.unique
                ? `Simulating all ${groupDigits(2 ** coins)} configurations finds no other as slow ✓.`
                : `Search found ${r.search.slowest.length} configurations with ${r.search.maximum} steps.`
              : 'Too many configurations to search every one; §4’s swap argument and the closed form’s proof show it is the only one.'}{' '}
            <button type="button" onClick={run} disabled={r.coins > OSKAR_BOARD_MAX}>
              Run it
            </button>
          </p>
          {r.candidates && r.candidates.length <= 41 && (
            <div className="oskar-scroll">
              <table className="oskar-table oskar-candidates">
                <caption>
                  The candidates c_k (N − k tails under k heads) and their steps n.c_k = k(2N + 1 − 2k)
                </caption>
                <thead>
                  <tr>
                    <th scope="col">k</th>
                    {r.candidates.map((c) => (
                      <th key={c.k} scope="col" className={c.k === r.k ? 'is-selected' : undefined}>
                        {c.k}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  <tr>
                    <th scope="row">steps</th>
                    {r.candidates.map((c) => (
                      <td key={c.k} className={c.k === r.k ? 'is-selected' : undefined}>
                        {c.n}
                        {c.k === r.k && <span className="visually-hidden"> (the most)</span>}
                      </td>
                    ))}
                  </tr>
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
