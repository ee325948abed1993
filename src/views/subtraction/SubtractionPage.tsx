/**
 * Complementary Subtraction (the paper's Section 6): a set S, Left removing numbers in S
 * from blue heaps and Right the rest (red heaps swap the roles). The set and the heaps live in
 * the store and the URL (#/subtraction?set=mod:5:1,3&heaps=b7,r4), the tab in ?tab=; every value comes
 * from the engine's worker.
 */
import {
  setSubtractionHeaps,
  setSubtractionSet,
  subtractionHeapsOf,
  subtractionSetOf,
  useStore,
  useUrlSync,
} from '../../store';
import { PageHeader } from '../../ui/layout/PageHeader';
import { Notice } from '../../ui/shell/Notice';
import { Tabs, UnknownTabNotice, useTabParam, type TabSpec } from '../../ui/Tabs';
import { request } from '../../engine/typedRequest';
import { useAnalysis } from '../../worker/useAnalysis';
import { ExploreTab } from './ExploreTab';
import { HeapTableTab } from './HeapTableTab';
import { PlayTab } from './PlayTab';
import { SetChooser } from './SetChooser';
import { heapsCodec, setCodec } from './setCodec';
import '../goldennugget/goldennugget.css';
import '../goldennugget/board.css';
import './subtraction.css';

const TABS: readonly TabSpec[] = [
  { id: 'table', label: 'Heap table' },
  { id: 'play', label: 'Play' },
  { id: 'explore', label: 'Question 6.3' },
];

export default function SubtractionPage() {
  const position = useStore((s) => s.subtraction.position);
  const set = subtractionSetOf(position);
  const sync = useUrlSync(setCodec, set, (s) => void setSubtractionSet(s));
  const heapsSync = useUrlSync(heapsCodec, subtractionHeapsOf(position), (h) => void setSubtractionHeaps(h));
  const { tab, unknown, select } = useTabParam(TABS, { clear: ['step', 'from'] });
  const table = useAnalysis(request('subtraction', 'table', { set, from: 0, to: 0 }));
  const described = table.result && table.result.set === set ? table.result.description : null;

  return (
    <article className="gn-page cs-page game-page">
      <PageHeader
        title="Complementary Subtraction"
        intro={
          <>
            Heaps of counters and a set S of positive numbers. From a blue heap Left removes any number in S
            and Right any number not in S; on a red heap the roles swap. Whoever cannot move loses. Golden
            Nugget is the case S = Wythoff’s A; the paper’s Section 6 asks about other sets.
          </>
        }
      />
      <Notice message={sync.problem} onDismiss={sync.dismiss} testId="cs-url-problem" />
      <Notice message={heapsSync.problem} onDismiss={heapsSync.dismiss} testId="cs-url-heaps-problem" />
      <SetChooser set={set} description={described} />
      <UnknownTabNotice value={unknown} showing="the heap table" />
      <Tabs
        tabs={TABS}
        current={tab}
        onSelect={select}
        label="Complementary Subtraction"
        idPrefix="cs"
        panelClassName="gn-panel"
      >
        {tab === 'table' && <HeapTableTab set={set} />}
        {tab === 'play' && <PlayTab />}
        {tab === 'explore' && <ExploreTab />}
      </Tabs>
    </article>
  );
}
