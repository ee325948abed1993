/**
 * One frame of the mex walkthrough: the lone head at coin i, its options (run a..i flipped,
 * the row left, its brute-force value) and the mex table so far. The missing value is named
 * in words, not only marked. A long mex table standing alone comes in two halves, so that the
 * frame can be laid out wide rather than tall (a projector's stage is wider than it is tall).
 */
import type { RulerMexState } from '../../engine/games/ruler/mexDerivation';
import { Coin } from '../../ui/board';
import { numberRanges } from '../../ui/format/numberRanges';
import { VerdictMark, verdictOf } from '../../ui/Verdict';

type MexRow = RulerMexState['table'][number];

/** A table standing alone longer than this is shown as two, side by side where there is room. */
const LONG_TABLE = 10;

/** The table, or its two halves (beside a head's options it is no taller than they are). */
function halves(table: readonly MexRow[], alone: boolean): MexRow[][] {
  if (table.length === 0) return [];
  if (!alone || table.length <= LONG_TABLE) return [[...table]];
  const half = Math.ceil(table.length / 2);
  return [table.slice(0, half), table.slice(half)];
}

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
      {halves(table, !options).map((rows, i, all) => (
        <MexTable key={i} rows={rows} current={coin} part={all.length > 1 ? i + 1 : undefined} />
      ))}
    </div>
  );
}

function MexTable({ rows, current, part }: { rows: MexRow[]; current: number | undefined; part?: number }) {
  return (
    <table className="mx-table" data-testid="ruler-mex-table">
      <caption>
        The mex table so far
        {part !== undefined && ` (heads ${rows[0].coin}–${rows[rows.length - 1].coin})`}
      </caption>
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
        {rows.map((r) => (
          <tr key={r.coin} className={r.coin === current ? 'is-current' : undefined}>
            <th scope="row">{r.coin}</th>
            <td>{numberRanges(r.optionValues)}</td>
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
  );
}
