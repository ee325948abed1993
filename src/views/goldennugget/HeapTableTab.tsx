/**
 * The heap table tab: a table of heap values that grows on demand, then the table-side panels
 * (engineer GT's HeapTable and HeapTablePanels). The engine computes every value from the
 * rules, bottom-up, and keeps the table between requests; far heaps take time, so the request
 * shows progress and can be cancelled. From, the number of rows and the page shown live in the
 * URL (#/goldennugget?tab=table&from=100&rows=80&page=2); only the page shown is asked for,
 * and a link's bad ones are said beside the form.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { setParams, useParam } from '../../nav/router';
import { FieldError } from '../../ui/form';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import { request } from '../../engine/typedRequest';
import { HeapTable, TABLE_PAGE } from './HeapTable';
import { HeapTablePanels } from './HeapTablePanels';
import type { AnswerOf } from '../../engine/api';
import { MAX_HEAP } from '../../engine/games/goldennugget/limits';
import { linkNotice } from '../../ui/walkthrough/linkNotice';
import { readTableRange } from './tableRange';
import { readHeapInput } from './heapInput';
import { groupDigits } from '../../ui/format/groupDigits';

const PAGE = TABLE_PAGE;

/** What a table answer showed: the URL's range and page that asked for it. */
interface Shown {
  answer: AnswerOf<'goldennugget', 'table'>;
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

export function HeapTableTab() {
  const [fromParam] = useParam('from');
  const [rowsParam] = useParam('rows');
  const [pageParam] = useParam('page');
  // only the page shown is asked for; a link's bad range or page is said beside the form
  const { from, rows, page, pages, problems } = readTableRange(
    fromParam,
    rowsParam,
    pageParam,
    PAGE,
    MAX_HEAP,
  );
  const to = from + rows - 1;
  const pageFrom = from + page * PAGE;
  const pageTo = Math.min(to, pageFrom + PAGE - 1);
  const instead = `heaps ${groupDigits(pageFrom)} to ${groupDigits(pageTo)}`;
  const linkSaid = problems
    .map((p, i) => linkNotice(p.param, p.value, p.why, i === problems.length - 1 ? instead : undefined))
    .join(' ');
  const analysis = useAnalysis(request('goldennugget', 'table', { from: pageFrom, to: pageTo }));
  // The last answer stays on screen (dimmed, aria-busy) while a new range computes: no blank area.
  const [last, setLast] = useState<Shown | null>(null);
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
    const r = readHeapInput(jump, MAX_HEAP);
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
          <HeapTable
            rows={shown.answer.rows}
            page={shown.page}
            pages={Math.ceil(shown.rows / PAGE)}
            onPage={turnTo}
          />
          {!stale && to < MAX_HEAP && (
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
      <HeapTablePanels />
    </div>
  );
}
