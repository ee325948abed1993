/**
 * The table of heaps from..to: size, Wythoff set, Zeckendorf word, canonical form (short
 * ones in full, long ones by size with a link to the calculator), reduced canonical form,
 * stops and outcome, Theorem 2.2's part and the reduced form "by the theorem" (marked where it
 * agrees with the engine). Rows come from the engine; the heap table behind them grows on
 * demand. Only one page of rows is rendered at a time, so a long table never makes one long
 * main-thread task; PageUp/PageDown on the table turn pages.
 */
import { useState, type KeyboardEvent } from 'react';
import { Tex } from '../../ui/math/Tex';
import type { AnswerOf } from '../../engine/api';
import { PartBadge, PartLegend } from './PartBadge';

/** Rows rendered at once. */
export const TABLE_PAGE = 40;

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

function ByTheorem({ row }: { row: HeapRow }) {
  const t = row.theorem;
  return (
    <span className={t.agrees ? 'gn-agree' : 'gn-disagree'}>
      <code>{t.byTheorem}</code> {t.agrees ? '✓ agrees' : '✗ differs from the engine'}
    </span>
  );
}

export function HeapTable({ rows }: { rows: HeapRow[] }) {
  const pages = Math.max(1, Math.ceil(rows.length / TABLE_PAGE));
  const [page, setPage] = useState(0);
  // When the table grows, turn to its last page (the newest rows); a new range starts at page 1.
  const [seen, setSeen] = useState(rows.length);
  if (rows.length !== seen) {
    setSeen(rows.length);
    setPage(rows.length > seen ? pages - 1 : 0);
  }
  const current = Math.min(page, pages - 1);
  const shown = rows.slice(current * TABLE_PAGE, (current + 1) * TABLE_PAGE);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'PageDown' && current < pages - 1) setPage(current + 1);
    else if (e.key === 'PageUp' && current > 0) setPage(current - 1);
    else return;
    e.preventDefault();
  };
  const first = shown[0]?.size;
  const last = shown[shown.length - 1]?.size;
  return (
    <div className="gn-result">
      <PartLegend />
      <div className="gn-table-wrap" tabIndex={0} role="region" aria-label="Golden Nugget heaps" onKeyDown={onKey}>
        <table className="gn-table" data-testid="gn-table">
          <caption>
            Blue heaps: Left removes a number in A, Right a number in B. A red heap of size n is the
            negative of the blue one (the players swap roles).
          </caption>
          <thead>
            <tr>
              <th scope="col">Heap n</th>
              <th scope="col">Set</th>
              <th scope="col">Zeckendorf</th>
              <th scope="col">Canonical form</th>
              <th scope="col">Reduced form</th>
              <th scope="col">Stops (L, R)</th>
              <th scope="col">Outcome</th>
              <th scope="col">Part</th>
              <th scope="col">By the theorem</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
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
                <td>
                  <PartBadge part={r.theorem.part} k={r.theorem.k} />
                </td>
                <td>
                  <ByTheorem row={r} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="gn-pager" aria-label="Pages of the heap table">
          <button type="button" onClick={() => setPage(current - 1)} disabled={current === 0}>
            Previous page
          </button>
          <span aria-live="polite">
            Page {current + 1} of {pages}: heaps {first} to {last}
          </span>
          <button type="button" onClick={() => setPage(current + 1)} disabled={current === pages - 1}>
            Next page
          </button>
        </nav>
      )}
    </div>
  );
}
