/**
 * The table of heaps from..to: size, Wythoff set, Zeckendorf word, canonical form (short
 * ones in full, long ones by size with a link to the calculator), reduced canonical form,
 * stops and outcome. Rows come from the engine; the heap table behind them grows on demand.
 */
import { Tex } from '../../ui/math/Tex';
import type { AnswerOf } from '../../engine/api';

type HeapRow = AnswerOf<'goldennugget', 'table'>['rows'][number];

const SET_TEXT = { A: 'A', B: 'B', none: '—' } as const;
const OUTCOME_TEXT = { L: 'L: Left wins', R: 'R: Right wins', N: 'N: first player wins', P: 'P: second player wins' } as const;

function stopTex(p: string): string {
  const m = /^(-?)(\d+)\/(\d+)$/.exec(p);
  return m ? `${m[1]}\\tfrac{${m[2]}}{${m[3]}}` : p;
}

function Canonical({ row }: { row: HeapRow }) {
  if (row.pretty !== null) return <code className="gn-form">{row.pretty}</code>;
  return (
    <span className="gn-muted">
      {Number(row.canonicalLength).toLocaleString('en')} characters, born on day {row.birthday} —{' '}
      <a href={`#/calculator?e=gn(${row.size})`}>open in the calculator</a>
    </span>
  );
}

export function HeapTable({ rows }: { rows: HeapRow[] }) {
  return (
    <div className="gn-table-wrap" tabIndex={0} role="region" aria-label="Golden Nugget heaps">
      <table className="gn-table" data-testid="gn-table">
        <caption>Blue heaps: Left removes a number in A, Right a number in B</caption>
        <thead>
          <tr>
            <th scope="col">Heap n</th>
            <th scope="col">Set</th>
            <th scope="col">Zeckendorf</th>
            <th scope="col">Canonical form</th>
            <th scope="col">Reduced form</th>
            <th scope="col">Stops (L, R)</th>
            <th scope="col">Outcome</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.size} data-testid={`gn-row-${r.size}`}>
              <th scope="row">{r.size}</th>
              <td className={`gn-set gn-set--${r.set}`}>{SET_TEXT[r.set]}</td>
              <td>
                <code>{r.zeckendorf || '0'}</code>
              </td>
              <td>
                <Canonical row={r} />
                {r.isNumber && <span className="gn-tag">number</span>}
              </td>
              <td>{r.reducedTex ? <Tex tex={r.reducedTex} /> : <code>{r.reducedPretty}</code>}</td>
              <td>
                <Tex tex={`${stopTex(r.leftStop)},\\ ${stopTex(r.rightStop)}`} />
              </td>
              <td>{OUTCOME_TEXT[r.outcome]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
