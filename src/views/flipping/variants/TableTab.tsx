/**
 * A variant's table: the form, a filter by kind (with the counts over the whole table), one
 * page of rows from the worker (progress and Cancel while the values are computed), and the
 * chosen line explained above the table.
 */
import { useEffect, useRef } from 'react';
import { request } from '../../../engine/typedRequest';
import { AnalysisStatus } from '../../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../../worker/useAnalysis';
import { KIND_LABEL } from './kinds';
import { KIND_FILTERS, MAX_TABLE_LENGTH, PAGE_ROWS, type KindFilter, type VariantParams } from './params';
import { PositionExplain } from './PositionExplain';
import { VariantForm } from './VariantForm';
import { VariantTable } from './VariantTable';
import { groupDigits } from '../../../ui/format/groupDigits';

export function TableTab({ params }: { params: VariantParams }) {
  const { variant, maxLength, rule, kind, page, pos } = params;
  const analysis = useAnalysis(
    request('flippingvariants', 'table', {
      variant,
      maxLength,
      rule,
      kind,
      from: page * PAGE_ROWS,
      rows: PAGE_ROWS,
    }),
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const r = analysis.result;
  const pages = r ? Math.ceil(r.total / PAGE_ROWS) : 0;
  // A link's page past the last one: show the last page (the URL follows, without a history entry).
  const past = r !== null && r.total > 0 && r.rows.length === 0;
  useEffect(() => {
    if (past) params.set({ page: pages > 1 ? String(pages) : undefined });
  }, [past, pages, params]);
  const explain = (line: string) => {
    params.set({ pos: line === '' ? '0' : line });
    // The explanation sits above the table: bring it into view and put the focus there.
    requestAnimationFrame(() => {
      heading.current?.focus();
      heading.current?.scrollIntoView?.({ block: 'nearest' });
    });
  };
  const countOf = (k: KindFilter) => {
    if (!r) return null;
    if (k === 'all') return r.lines;
    if (k === 'not-number') return r.lines - (r.counts.number ?? 0);
    return r.counts[k] ?? 0;
  };
  return (
    <div className="fv-tab">
      <VariantForm
        id="fv-variant"
        variant={variant}
        onChoose={(v) => params.set({ v, page: undefined, pos: undefined })}
      />
      <div className="toolbar">
        <label>
          Lines of up to{' '}
          <select
            value={maxLength}
            onChange={(e) => params.set({ n: e.currentTarget.value, page: undefined })}
          >
            {Array.from({ length: MAX_TABLE_LENGTH }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>{' '}
          coins
        </label>
        <fieldset className="fv-rule">
          <legend>Coins flipped together</legend>
          <label>
            <input
              type="radio"
              name="fv-rule"
              checked={rule === 'any'}
              onChange={() => params.set({ rule: undefined, page: undefined, pos: undefined })}
            />{' '}
            any, with gaps (the paper)
          </label>
          <label>
            <input
              type="radio"
              name="fv-rule"
              checked={rule === 'adjacent'}
              onChange={() => params.set({ rule: 'adjacent', page: undefined, pos: undefined })}
            />{' '}
            adjacent only
          </label>
        </fieldset>
        <label className="fv-filter">
          Show{' '}
          <select
            value={kind}
            onChange={(e) =>
              params.set({
                kind: e.currentTarget.value === 'all' ? undefined : e.currentTarget.value,
                page: undefined,
              })
            }
          >
            {KIND_FILTERS.map((k) => {
              const c = countOf(k);
              return (
                <option key={k} value={k}>
                  {k === 'all'
                    ? 'every line'
                    : k === 'not-number'
                      ? 'values that are not numbers'
                      : KIND_LABEL[k]}
                  {c === null ? '' : ` (${groupDigits(c)})`}
                </option>
              );
            })}
          </select>
        </label>
      </div>
      <AnalysisStatus analysis={analysis} what={`the values of ${variant}`} />
      {pos !== null && (
        <PositionExplain ref={heading} variant={variant} position={pos} rule={rule} onGo={explain} />
      )}
      {r && r.total === 0 && <p>No line of up to {maxLength} coins has a value of this kind.</p>}
      {r && r.total > 0 && (
        <VariantTable
          answer={r}
          page={Math.min(page, pages - 1)}
          pages={pages}
          onPage={(p) => params.set({ page: p === 0 ? undefined : String(p + 1) })}
          selected={pos}
          onExplain={explain}
        />
      )}
    </div>
  );
}
