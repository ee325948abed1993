/**
 * The heap table tab: a table of heap values that grows on demand, then the table-side panels
 * (engineer GT's HeapTable and HeapTablePanels). The engine computes every value from the
 * rules, bottom-up, and keeps the table between requests; far heaps take time, so the request
 * shows progress and can be cancelled. From and the number of rows live in the URL
 * (#/goldennugget?tab=table&from=100&rows=40).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { setParams, useParam } from '../../app/router';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import { HeapTable } from './HeapTable';
import { HeapTablePanels } from './HeapTablePanels';
import type { AnswerOf } from '../../engine/api';

const PAGE = 40;
const MAX_HEAP = 100_000;
const MAX_ROWS = 1000;

function whole(text: string | undefined, fallback: number, max: number): number {
  const n = text !== undefined && /^\d{1,7}$/.test(text) ? Number(text) : fallback;
  return Math.min(n, max);
}

export function HeapTableTab() {
  const [fromParam] = useParam('from');
  const [rowsParam] = useParam('rows');
  const from = whole(fromParam, 0, MAX_HEAP);
  const rows = Math.max(1, whole(rowsParam, PAGE, Math.min(MAX_ROWS, MAX_HEAP - from + 1)));
  const to = from + rows - 1;
  const analysis = useAnalysis({ game: 'goldennugget', op: 'table', from, to });
  // The last answer stays on screen (dimmed, aria-busy) while a new range computes: no blank area.
  const [last, setLast] = useState<AnswerOf<'goldennugget', 'table'> | null>(null);
  if (analysis.result && analysis.result !== last) setLast(analysis.result);
  const computing = analysis.status === 'computing';
  // A cancelled jump keeps the previous table too (dimmed), with the cancel note above it.
  const shown = analysis.result ?? (computing || analysis.status === 'cancelled' ? last : null);
  const stale = shown !== null && analysis.result === null;
  const progress = computing ? analysis.progress : null;
  // A cancelled jump keeps the previous table: the URL goes back to that range (in step with
  // what is shown) and a note says which heaps were not computed.
  const [cancelled, setCancelled] = useState<string | null>(null);
  const cancelledNow = analysis.status === 'cancelled';
  useEffect(() => {
    if (!cancelledNow || !last || (last.from === from && last.to === to)) return;
    setCancelled(`heaps ${from.toLocaleString('en')} to ${to.toLocaleString('en')} were not computed; showing heaps ${last.from.toLocaleString('en')} to ${last.to.toLocaleString('en')}`);
    const keptRows = last.to - last.from + 1;
    setParams({ from: last.from > 0 ? String(last.from) : undefined, rows: keptRows === PAGE ? undefined : String(keptRows) });
  }, [cancelledNow, last, from, to]);
  const [jump, setJump] = useState('');
  const [jumpError, setJumpError] = useState<string | null>(null);

  const go = (ev: FormEvent) => {
    ev.preventDefault();
    const t = jump.trim();
    if (!/^\d+$/.test(t) || Number(t) > MAX_HEAP) {
      setJumpError(`Type a heap size from 0 to ${MAX_HEAP.toLocaleString('en')}.`);
      return;
    }
    setJumpError(null);
    setCancelled(null);
    setParams({ from: t, rows: undefined }, { replace: false });
  };

  return (
    <div className="gn-table-tab">
      <form className="gn-jump" onSubmit={go} aria-label="Go to a heap">
        <label htmlFor="gn-jump">Start the table at heap</label>
        <input id="gn-jump" inputMode="numeric" value={jump} onChange={(e) => setJump(e.currentTarget.value)} aria-invalid={jumpError ? true : undefined} aria-describedby={jumpError ? 'gn-jump-error' : undefined} placeholder={String(from)} />
        <button type="submit">Go</button>
        {from > 0 && (
          <button type="button" onClick={() => (setCancelled(null), setParams({ from: String(Math.max(0, from - PAGE)), rows: undefined }, { replace: false }))}>
            Earlier heaps
          </button>
        )}
        {jumpError && (
          <p id="gn-jump-error" className="gn-error" role="alert">
            {jumpError}
          </p>
        )}
      </form>
      {cancelled && !computing && (
        <p className="gn-muted" role="status" data-testid="gn-jump-cancelled">
          Cancelled: {cancelled}.
        </p>
      )}
      <AnalysisStatus analysis={analysis} what={`heaps ${from.toLocaleString('en')} to ${to.toLocaleString('en')}`} />
      {progress && progress.total > 0 && (
        <p className="gn-muted" data-testid="gn-progress">
          {progress.done.toLocaleString('en')} of {progress.total.toLocaleString('en')} heaps computed
        </p>
      )}
      {shown && (
        <div className={stale ? 'gn-result gn-result--stale' : 'gn-result'} aria-busy={stale && computing}>
          <HeapTable rows={shown.rows} />
          {!stale && to < MAX_HEAP && rows < MAX_ROWS && (
            <button type="button" className="gn-more" onClick={() => (setCancelled(null), setParams({ rows: String(Math.min(MAX_ROWS, rows + PAGE)) }, { replace: false }))}>
              Show {PAGE} more heaps
            </button>
          )}
        </div>
      )}
      <HeapTablePanels />
    </div>
  );
}
