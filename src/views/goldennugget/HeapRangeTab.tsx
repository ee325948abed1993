/**
 * A heap table's range, jump and pages, for any game whose engine answers a table request
 * {from, to} with rows (Golden Nugget's and Complementary Subtraction's heap tables): from, the
 * number of rows and the page shown live in the URL (from=100&rows=80&page=2); only the page
 * shown is asked for, and a link's bad ones are said beside the form. Far heaps take time, so
 * the request shows progress and can be cancelled; the last answer stays on screen, dimmed,
 * while a new one computes, and a cancelled jump goes back to it with a note.
 */
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { setParams, useParam } from '../../nav/router';
import { FieldError } from '../../ui/form';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import type { AnyRequest } from '../../engine/api';
import { TABLE_PAGE } from './HeapTable';
import type { HeapTablePager } from './TablePager';
import { linkNotice } from '../../ui/walkthrough/linkNotice';
import { readTableRange } from './tableRange';
import { readHeapInput } from './heapInput';
import { groupDigits } from '../../ui/format/groupDigits';

const PAGE = TABLE_PAGE;

/** What a table answer showed: the URL's range and page that asked for it. */
interface Shown<A> {
  answer: A;
  from: number;
  rows: number;
  page: number;
}

/** URL parameters for a range and page (defaults left out). */
function rangeParams(
  from: number,
  rows: number,
  page: number,
  pages: number,
): Record<string, string | undefined> {
  return {
    from: from > 0 ? String(from) : undefined,
    rows: rows === PAGE ? undefined : String(rows),
    page: page > 0 && pages > 1 ? String(page + 1) : undefined,
  };
}

/** What a table answer must have: the heaps it covers. */
interface RangeAnswer {
  from: number;
  to: number;
}

export interface HeapRangeTabProps<A extends RangeAnswer> {
  /** the largest heap the table reaches */
  maxHeap: number;
  /** the engine request for heaps from..to (one page) */
  ask: (from: number, to: number) => AnyRequest;
  /** one page of the answer, with its pager */
  render: (answer: A, pager: HeapTablePager) => ReactNode;
}

export function HeapRangeTab<A extends RangeAnswer>({ maxHeap, ask, render }: HeapRangeTabProps<A>) {
  const [fromParam] = useParam('from');
  const [rowsParam] = useParam('rows');
  const [pageParam] = useParam('page');
  // only the page shown is asked for; a link's bad range or page is said beside the form
  const { from, rows, page, pages, problems } = readTableRange(
    fromParam,
    rowsParam,
    pageParam,
    PAGE,
    maxHeap,
  );
  const to = from + rows - 1;
  const pageFrom = from + page * PAGE;
  const pageTo = Math.min(to, pageFrom + PAGE - 1);
  const instead = `heaps ${groupDigits(pageFrom)} to ${groupDigits(pageTo)}`;
  const linkSaid = problems
    .map((p, i) => linkNotice(p.param, p.value, p.why, i === problems.length - 1 ? instead : undefined))
    .join(' ');
  const analysis = useAnalysis<A>(ask(pageFrom, pageTo));
  // The last answer stays on screen (dimmed, aria-busy) while a new range computes: no blank area.
  const [last, setLast] = useState<Shown<A> | null>(null);
  if (analysis.result && analysis.result !== last?.answer)
    setLast({ answer: analysis.result, from, rows, page });
  const computing = analysis.status === 'computing';
  // A cancelled jump keeps the previous table too (dimmed), with the cancel note above it.
  const shown = analysis.result
    ? { answer: analysis.result, from, rows, page }
    : computing || analysis.status === 'cancelled'
      ? last
      : null;
  const stale = shown !== null && analysis.result === null;
  const progress = computing ? analysis.progress : null;
  // A cancelled jump keeps the previous table: the URL goes back to that range (in step with
  // what is shown) and a note says which heaps were not computed.
  const [cancelled, setCancelled] = useState<string | null>(null);
  const cancelledNow = analysis.status === 'cancelled';
  useEffect(() => {
    if (!cancelledNow || !last || (last.answer.from === pageFrom && last.answer.to === pageTo)) return;
    setCancelled(
      `heaps ${groupDigits(pageFrom)} to ${groupDigits(pageTo)} were not computed; showing heaps ${groupDigits(last.answer.from)} to ${groupDigits(last.answer.to)}`,
    );
    setParams(rangeParams(last.from, last.rows, last.page, Math.ceil(last.rows / PAGE)));
  }, [cancelledNow, last, pageFrom, pageTo]);
  const turnTo = useCallback(
    (p: number) => (setCancelled(null), setParams(rangeParams(from, rows, p, pages), { replace: false })),
    [from, rows, pages],
  );
  const [jump, setJump] = useState('');
  const [jumpError, setJumpError] = useState<string | null>(null);

  const go = (ev: FormEvent) => {
    ev.preventDefault();
    const r = readHeapInput(jump, maxHeap);
    if (!r.ok) return setJumpError(r.message);
    setJumpError(null);
    setCancelled(null);
    setParams({ from: String(r.value), rows: undefined, page: undefined }, { replace: false });
  };

  return (
    <div className="gn-table-tab">
      <form className="gn-jump" onSubmit={go} aria-label="Go to a heap">
        <label htmlFor="gn-jump">Start the table at heap</label>
        <input
          id="gn-jump"
          inputMode="numeric"
          value={jump}
          onChange={(e) => setJump(e.currentTarget.value)}
          aria-invalid={jumpError ? true : undefined}
          aria-describedby={jumpError ? 'gn-jump-error' : linkSaid ? 'gn-table-link-error' : undefined}
          placeholder={String(from)}
        />
        <button type="submit">Go</button>
        {from > 0 && (
          <button
            type="button"
            onClick={() => (
              setCancelled(null),
              setParams(
                { from: String(Math.max(0, from - PAGE)), rows: undefined, page: undefined },
                { replace: false },
              )
            )}
          >
            Earlier heaps
          </button>
        )}
        {jumpError && (
          <p id="gn-jump-error" className="gn-error" role="alert">
            {jumpError}
          </p>
        )}
        {linkSaid && !jumpError && (
          <FieldError id="gn-table-link-error" error={{ message: linkSaid }} testId="gn-table-link-error" />
        )}
      </form>
      {cancelled && !computing && (
        <p className="gn-muted" role="status" data-testid="gn-jump-cancelled">
          Cancelled: {cancelled}.
        </p>
      )}
      <AnalysisStatus analysis={analysis} what={`heaps ${groupDigits(pageFrom)} to ${groupDigits(pageTo)}`} />
      {progress && progress.total > 0 && (
        <p className="gn-muted" data-testid="gn-progress">
          {groupDigits(progress.done)} of {groupDigits(progress.total)} heaps computed
        </p>
      )}
      {shown && (
        <div className={stale ? 'gn-result gn-result--stale' : 'gn-result'} aria-busy={stale && computing}>
          {render(shown.answer, { page: shown.page, pages: Math.ceil(shown.rows / PAGE), onPage: turnTo })}
          {!stale && to < maxHeap && (
            <button
              type="button"
              className="gn-more"
              onClick={() => (
                setCancelled(null),
                setParams(rangeParams(from, rows + PAGE, pages, pages + 1), { replace: false })
              )}
            >
              Show {PAGE} more heaps
            </button>
          )}
        </div>
      )}
    </div>
  );
}
