/**
 * The table side of the Golden Nugget page below the heap table: the theorem check, the
 * paper's Tables 2 and 3, and the canonical-form size chart.
 */
import { memo } from 'react';
import { PaperTables } from './PaperTables';
import { SizeChart } from './SizeChart';
import { TheoremCheckPanel } from './TheoremCheckPanel';

/** Memoised: they have no props, so the table's progress and answers never re-render them. */
export const HeapTablePanels = memo(function HeapTablePanels() {
  return (
    <>
      <TheoremCheckPanel />
      <PaperTables />
      <SizeChart />
    </>
  );
});
