/**
 * The heap table tab: a table of heap values that grows on demand, then the table-side panels
 * (engineer GT's HeapTable and HeapTablePanels). The engine computes every value from the
 * rules, bottom-up, and keeps the table between requests; the range, jump and pages are
 * HeapRangeTab's (#/goldennugget?tab=table&from=100&rows=80&page=2).
 */
import { request } from '../../engine/typedRequest';
import type { AnswerOf } from '../../engine/api';
import { MAX_HEAP } from '../../engine/games/goldennugget/limits';
import { HeapRangeTab } from './HeapRangeTab';
import { HeapTable } from './HeapTable';
import { HeapTablePanels } from './HeapTablePanels';

const ask = (from: number, to: number) => request('goldennugget', 'table', { from, to });

export function HeapTableTab() {
  return (
    <>
      <HeapRangeTab<AnswerOf<'goldennugget', 'table'>>
        maxHeap={MAX_HEAP}
        ask={ask}
        render={(a, pager) => <HeapTable rows={a.rows} {...pager} />}
      />
      <HeapTablePanels />
    </>
  );
}
