/**
 * One frame of the mex walkthrough: the lone head at coin i, its options (run a..i flipped,
 * the row left, its brute-force value) and the mex table so far. The missing value is named
 * in words, not only marked.
 */
import type { RulerMexState } from '../../engine/games/ruler/mexDerivation';
import { Coin } from '../../ui/board';
import { VerdictMark, verdictOf } from '../../ui/Verdict';

export function MexFrame({ state }: { state: RulerMexState }) {
  const { coin, options, table } = state;
  return (
    <div className="mx" data-testid="ruler-mex-frame">
      {coin !== undefined && options && (
        <div className="mx-current">
          <div className="mx-coins" role="img" aria-label={`A head at coin ${coin}, tails before it`}>
            {Array.from({ length: coin }, (_, i) => (
              <span key={i} className="mx-coin">
                <Coin face={i === coin - 1 ? 'H' : 'T'} />
                <span className="rd-num">{i + 1}</span>
              </span>
            ))}
          </div>
          <table className="mx-options">
            <caption>Options of a head at {coin}</caption>
            <thead>
              <tr>
                <th scope="col">flip</th>
                <th scope="col">leaves</th>
                <th scope="col">value</th>
              </tr>
            </thead>
            <tbody>
              {options.map((o) => (
                <tr key={o.from}>
                  <th scope="row">{o.from === coin ? `coin ${coin}` : `${o.from}–${coin}`}</th>
                  <td>
                    <code>{o.after || '(no coins)'}</code>
                  </td>
                  <td>{o.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {table.length > 0 && (
        <table className="mx-table" data-testid="ruler-mex-table">
          <caption>The mex table so far</caption>
          <thead>
            <tr>
              <th scope="col">head at i</th>
              <th scope="col">options' values</th>
              <th scope="col">mex</th>
              <th scope="col">r(i)</th>
              <th scope="col">same?</th>
            </tr>
          </thead>
          <tbody>
            {table.map((r) => (
              <tr key={r.coin} className={r.coin === coin ? 'is-current' : undefined}>
                <th scope="row">{r.coin}</th>
                <td>{[...new Set(r.optionValues)].sort((a, b) => a - b).join(', ')}</td>
                <td>
                  <strong>{r.mex}</strong>
                </td>
                <td>{r.ruler}</td>
                <td>
                  <VerdictMark verdict={verdictOf(r.mex === r.ruler)}>
                    {r.mex === r.ruler ? 'yes' : 'no'}
                  </VerdictMark>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
