/**
 * How big the canonical forms get: options, characters or birthday of heap n's canonical
 * form against n, the vertical axis on a log scale. Plain SVG; the numbers come from the
 * engine's table answer, the view only places them.
 */
import { useId, useState } from 'react';
import type { AnswerOf } from '../../engine/api';
import { request } from '../../engine/typedRequest';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import { Exportable, exportName } from '../../ui/export';
import './heapTable.css';
import { groupDigits } from '../../ui/format/groupDigits';

/** What the chart reads of a table row (Golden Nugget's and Complementary Subtraction's tables both have it). */
type HeapRow = Pick<
  AnswerOf<'goldennugget', 'table'>['rows'][number],
  'size' | 'optionCount' | 'birthday'
> & { canonicalLength: number | string };
type Measure = 'optionCount' | 'canonicalLength' | 'birthday';

const MEASURES: Record<Measure, string> = {
  optionCount: 'options (Left + Right)',
  canonicalLength: 'characters',
  birthday: 'birthday',
};
const RANGES = [100, 300, 1000];
const W = 640;
const H = 360;
const M = { left: 64, right: 16, top: 16, bottom: 52 };

function valueOf(r: HeapRow, m: Measure): number | null {
  const v = m === 'canonicalLength' ? r.canonicalLength : r[m];
  return typeof v === 'number' && v > 0 ? v : null;
}

export function Chart({ rows, measure }: { rows: HeapRow[]; measure: Measure }) {
  const titleId = useId();
  const points = rows.flatMap((r) => {
    const v = valueOf(r, measure);
    return v === null ? [] : [{ n: r.size, v }];
  });
  const maxN = Math.max(1, ...rows.map((r) => r.size));
  const topPow = Math.max(1, Math.ceil(Math.log10(Math.max(10, ...points.map((p) => p.v)))));
  const x = (n: number) => M.left + (n / maxN) * (W - M.left - M.right);
  const y = (v: number) => H - M.bottom - (Math.log10(v) / topPow) * (H - M.top - M.bottom);
  const yTicks = Array.from({ length: topPow + 1 }, (_, i) => 10 ** i);
  const xTicks = Array.from({ length: 6 }, (_, i) => Math.round((maxN * i) / 5));
  const label = `Canonical-form ${MEASURES[measure]} of heap n against n, n from ${rows[0]?.size ?? 0} to ${maxN}, log scale`;
  return (
    <svg
      className="gn-chart"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-labelledby={titleId}
      data-testid="gn-size-chart"
    >
      <title id={titleId}>{label}</title>
      {yTicks.map((t) => (
        <g key={t}>
          <line className="gn-chart-grid" x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} />
          <text x={M.left - 6} y={y(t)} textAnchor="end" dominantBaseline="middle">
            {groupDigits(t)}
          </text>
        </g>
      ))}
      {xTicks.map((t) => (
        <text key={t} x={x(t)} y={H - M.bottom + 18} textAnchor="middle">
          {t}
        </text>
      ))}
      <line className="gn-chart-axis" x1={M.left} x2={W - M.right} y1={H - M.bottom} y2={H - M.bottom} />
      <line className="gn-chart-axis" x1={M.left} x2={M.left} y1={M.top} y2={H - M.bottom} />
      <text x={(M.left + W - M.right) / 2} y={H - 8} textAnchor="middle">
        heap size n
      </text>
      <text transform={`translate(16 ${(M.top + H - M.bottom) / 2}) rotate(-90)`} textAnchor="middle">
        {MEASURES[measure]} (log scale)
      </text>
      <polyline
        fill="none"
        stroke="var(--c-left, #0072b2)"
        strokeWidth={1.5}
        points={points.map((p) => `${x(p.n).toFixed(1)},${y(p.v).toFixed(1)}`).join(' ')}
      />
    </svg>
  );
}

/** Golden Nugget's heaps, or with `set` Complementary Subtraction's on that set. */
export function SizeChart({ set }: { set?: string }) {
  const [measure, setMeasure] = useState<Measure>('canonicalLength');
  const [to, setTo] = useState(RANGES[0]);
  const gn = useAnalysis(set === undefined ? request('goldennugget', 'table', { from: 1, to }) : null);
  const cs = useAnalysis(set !== undefined ? request('subtraction', 'table', { set, from: 1, to }) : null);
  const analysis = set === undefined ? gn : cs;
  const game = set === undefined ? 'goldennugget' : 'subtraction';
  const what = set === undefined ? 'Golden Nugget' : `Complementary Subtraction (${set})`;
  return (
    <section className="gn-panel" aria-labelledby="gn-chart-title">
      <h2 id="gn-chart-title">How big the canonical forms get</h2>
      <div className="gn-jump">
        <label htmlFor="gn-chart-measure">Measure</label>
        <select
          id="gn-chart-measure"
          value={measure}
          onChange={(e) => setMeasure(e.currentTarget.value as Measure)}
        >
          {(Object.keys(MEASURES) as Measure[]).map((m) => (
            <option key={m} value={m}>
              {MEASURES[m]}
            </option>
          ))}
        </select>
        <label htmlFor="gn-chart-to">Heaps up to</label>
        <select id="gn-chart-to" value={to} onChange={(e) => setTo(Number(e.currentTarget.value))}>
          {RANGES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </div>
      <AnalysisStatus analysis={analysis} what={`heaps 1 to ${to}`} />
      {analysis.result && (
        <div className="gn-chart-wrap" tabIndex={0} role="region" aria-label="Size chart">
          <Exportable
            name={exportName(`${game}-size-chart`, measure, `1-${to}`)}
            title={`${what} canonical-form ${MEASURES[measure]}, heaps 1 to ${to}`}
          >
            <Chart rows={analysis.result.rows} measure={measure} />
          </Exportable>
        </div>
      )}
    </section>
  );
}
