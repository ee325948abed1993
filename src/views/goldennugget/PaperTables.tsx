/**
 * The paper's Tables 2 and 3 laid out as printed, every entry from the engine's table answer:
 * Table 2 — heaps 1 to 20 with their canonical and reduced canonical forms; Table 3 — the
 * reduced forms by rows starting at the Fibonacci numbers, column +j holding heap F + j
 * (up to the next Fibonacci number, at most +12, as in the paper).
 */
import type { AnswerOf } from '../../engine/api';
import { Tex } from '../../ui/math/Tex';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import './heapTable.css';

type HeapRow = AnswerOf<'goldennugget', 'table'>['rows'][number];

/** Table 3's printed row starts (the Fibonacci numbers the paper uses) and the one after the last. */
const TABLE3_ROWS = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89];
const TABLE3_COLUMNS = 13;
const LAST_HEAP = 55 + TABLE3_COLUMNS - 1;

function Reduced({ row }: { row: HeapRow }) {
  return row.reducedTex ? <Tex tex={row.reducedTex} /> : <code>{row.reduced}</code>;
}

function Table2({ rows }: { rows: HeapRow[] }) {
  return (
    <table className="gn-paper-table" data-testid="gn-paper-table2">
      <caption>Table 2: values and reduced canonical forms of heaps 1 to 20</caption>
      <thead>
        <tr>
          <th scope="col">n</th>
          <th scope="col">Value</th>
          <th scope="col">Reduced canonical form</th>
        </tr>
      </thead>
      <tbody>
        {rows.slice(1, 21).map((r) => (
          <tr key={r.size} data-testid={`gn-t2-${r.size}`}>
            <th scope="row">{r.size}</th>
            <td>
              <code className="gn-form">{r.pretty ?? r.canonicalShort}</code>
            </td>
            <td>
              <Reduced row={r} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Table3({ rows }: { rows: HeapRow[] }) {
  const columns = Array.from({ length: TABLE3_COLUMNS }, (_, j) => j);
  return (
    <table className="gn-paper-table" data-testid="gn-paper-table3">
      <caption>Table 3: reduced canonical forms; row F, column +j is heap F + j</caption>
      <thead>
        <tr>
          <td />
          {columns.map((j) => (
            <th scope="col" key={j}>
              +{j}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {TABLE3_ROWS.slice(0, -1).map((f, i) => (
          <tr key={f}>
            <th scope="row">{f}</th>
            {columns.map((j) => {
              const row = f + j < TABLE3_ROWS[i + 1] ? rows[f + j] : undefined;
              return (
                <td key={j} data-testid={row ? `gn-t3-${f}-${j}` : undefined}>
                  {row && <Reduced row={row} />}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function PaperTables() {
  const analysis = useAnalysis({ game: 'goldennugget', op: 'table', from: 0, to: LAST_HEAP });
  const rows = analysis.result?.rows;
  return (
    <section className="gn-panel" aria-labelledby="gn-paper-title">
      <h2 id="gn-paper-title">The paper's tables</h2>
      <AnalysisStatus analysis={analysis} what="Tables 2 and 3" />
      {rows && (
        <div className="gn-table-wrap" tabIndex={0} role="region" aria-label="Tables 2 and 3 of the paper">
          <Table2 rows={rows} />
          <Table3 rows={rows} />
        </div>
      )}
    </section>
  );
}
