/**
 * The heap table for the chosen set, one page of rows at a time (the engine computes them
 * bottom-up from the rules), then Theorem 6.1's check for a Beatty set and Example 6.2's
 * reconstructed recurrence for the odd numbers. The first heap of the page is in the URL
 * (`from=`).
 */
import { setParams, useParam } from '../../nav/router';
import { request } from '../../engine/typedRequest';
import type { AnswerOf } from '../../engine/api';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import { FoldedForm } from '../goldennugget/FoldedForm';
import { FormText } from '../goldennugget/FormText';
import { SizeChart } from '../goldennugget/SizeChart';
import { outcomeText } from '../goldennugget/heapWords';
import { Example62Panel, Theorem61Panel } from './TheoremPanels';

export const CS_PAGE = 40;
/** The table's last heap (the engine's limit for values). */
const CS_TABLE_MAX = 2000;
const FORM_MAX = 64;

type Row = AnswerOf<'subtraction', 'table'>['rows'][number];

const stop = (s: string) => s.replace('-', '−');

function Canonical({ row }: { row: Row }) {
  const text = row.pretty ?? row.canonicalShort;
  if (text !== null && text.length <= FORM_MAX) return <FormText text={text} />;
  return (
    <FoldedForm label={`${row.canonicalLength} characters`} pretty={row.pretty} plain={row.canonicalShort} />
  );
}

export function HeapTableTab({ set }: { set: string }) {
  const [fromParam] = useParam('from');
  const n = Number(fromParam ?? 0);
  const from =
    Number.isSafeInteger(n) && n >= 0 ? Math.min(n - (n % CS_PAGE), CS_TABLE_MAX - CS_PAGE + 1) : 0;
  const to = from + CS_PAGE - 1;
  const table = useAnalysis(request('subtraction', 'table', { set, from, to }));
  const a = table.result && table.result.set === set && table.result.from === from ? table.result : null;
  const go = (f: number) => setParams({ from: f > 0 ? String(f) : undefined });
  return (
    <section className="cs-table" aria-labelledby="cs-table-heading">
      <h2 id="cs-table-heading">
        Heaps {from} to {to}
      </h2>
      <div className="cs-pager" role="group" aria-label="Table pages">
        <button type="button" disabled={from === 0} onClick={() => go(from - CS_PAGE)}>
          ← Previous {CS_PAGE} heaps
        </button>
        <button type="button" disabled={to + CS_PAGE > CS_TABLE_MAX} onClick={() => go(from + CS_PAGE)}>
          Next {CS_PAGE} heaps →
        </button>
      </div>
      <AnalysisStatus analysis={table} what="the heap table" />
      {a && (
        <div className="gn-table-wrap">
          <table className="cs-heap-table" data-testid="cs-heap-table">
            <caption>A blue heap of n for S = {a.description}: its value, computed from the rules</caption>
            <thead>
              <tr>
                <th scope="col">n</th>
                <th scope="col">n in S</th>
                <th scope="col">canonical form</th>
                <th scope="col">reduced form</th>
                <th scope="col">stops (L, R)</th>
                <th scope="col">outcome</th>
                <th scope="col">kind</th>
                {a.rows[0]?.example62 && <th scope="col">Example 6.2</th>}
              </tr>
            </thead>
            <tbody>
              {a.rows.map((r) => (
                <tr key={r.size}>
                  <th scope="row">{r.size}</th>
                  <td>{r.inS ? 'yes' : '—'}</td>
                  <td>
                    <Canonical row={r} />
                  </td>
                  <td>
                    <code className="gn-form">{r.reducedPretty ?? r.reduced ?? '(long)'}</code>
                  </td>
                  <td>
                    {stop(r.leftStop)}, {stop(r.rightStop)}
                  </td>
                  <td title={outcomeText(r.outcome)}>{r.outcome}</td>
                  <td>{r.shape}</td>
                  {r.example62 && <td>{r.example62.agrees ? '✓ agrees' : '✗ differs'}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Theorem61Panel set={set} />
      <Example62Panel set={set} to={to} />
      <SizeChart set={set} />
    </section>
  );
}
