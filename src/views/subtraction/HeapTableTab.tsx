/**
 * The heap table for the chosen set, with Golden Nugget's range, jump and pages (HeapRangeTab:
 * from=, rows=, page= in the URL), then Theorem 6.1's check for a Beatty set, Example 6.2's
 * reconstructed recurrence for the odd numbers and the size chart. The engine computes the
 * rows bottom-up from the rules.
 */
import type { AnswerOf } from '../../engine/api';
import { MAX_VALUE_HEAP } from '../../engine/games/subtraction/limits';
import { request } from '../../engine/typedRequest';
import { useParam } from '../../nav/router';
import { HeapRangeTab } from '../goldennugget/HeapRangeTab';
import { TABLE_PAGE } from '../goldennugget/HeapTable';
import { SizeChart } from '../goldennugget/SizeChart';
import { readTableRange } from '../goldennugget/tableRange';
import { SubtractionHeapTable } from './HeapTable';
import { Example62Panel, Theorem61Panel } from './TheoremPanels';

export function HeapTableTab({ set }: { set: string }) {
  const [fromParam] = useParam('from');
  const [rowsParam] = useParam('rows');
  const range = readTableRange(fromParam, rowsParam, undefined, TABLE_PAGE, MAX_VALUE_HEAP);
  return (
    <section className="cs-table" aria-label="Heap table">
      <HeapRangeTab<AnswerOf<'subtraction', 'table'>>
        maxHeap={MAX_VALUE_HEAP}
        ask={(from, to) => request('subtraction', 'table', { set, from, to })}
        render={(answer, pager) => <SubtractionHeapTable answer={answer} {...pager} />}
      />
      <Theorem61Panel set={set} />
      <Example62Panel set={set} to={range.from + range.rows - 1} />
      <SizeChart set={set} />
    </section>
  );
}
