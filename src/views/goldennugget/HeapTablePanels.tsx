/**
 * The table side of the Golden Nugget page below the heap table: the theorem check, the
 * paper's Tables 2 and 3, and the canonical-form size chart.
 */
import { PaperTables } from './PaperTables';
import { SizeChart } from './SizeChart';
import { TheoremCheckPanel } from './TheoremCheckPanel';

export function HeapTablePanels() {
  return (
    <>
      <TheoremCheckPanel />
      <PaperTables />
      <SizeChart />
    </>
  );
}
