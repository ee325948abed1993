/**
 * Golden Nugget: play a sum of blue and red heaps (Left removes Wythoff A-numbers from blue
 * heaps and B-numbers from red ones, Right the reverse), see each heap's value and the paper's
 * Question 1.2, the Fibonacci representations and Theorem 2.2 for any n up to 10^100, and the
 * heap table. The heaps live in the store and the URL (#/goldennugget?heaps=b3,b20,r18); the
 * tab in ?tab=; every value comes from the engine's worker.
 */
import { useEffect, useState } from 'react';
import { setParams, useParam } from '../../nav/router';
import { setGoldenNuggetHeaps, useStore, useUrlSync } from '../../store';
import { PageHeader } from '../../ui/layout/PageHeader';
import { PracticeLink } from '../../ui/layout/PracticeLink';
import { Notice } from '../../ui/shell/Notice';
import { Tabs, UnknownTabNotice, useTabParam, type TabSpec } from '../../ui/Tabs';
import { HeapTableTab } from './HeapTableTab';
import { heapsCodec } from './heapsCodec';
import { linkNotice } from '../../ui/walkthrough/linkNotice';
import { PlayTab } from './PlayTab';
import { RepresentationsTab } from './RepresentationsTab';
import { TheoremTab } from './TheoremTab';
import './goldennugget.css';
import './board.css';

const TABS: readonly TabSpec[] = [
  { id: 'play', label: 'Play' },
  { id: 'representations', label: 'Representations' },
  { id: 'theorem', label: 'Theorem 2.2' },
  { id: 'table', label: 'Heap table' },
];

export default function GoldenNuggetPage() {
  const heaps = useStore((s) => s.goldennugget.position);
  const sync = useUrlSync(heapsCodec, heaps, setGoldenNuggetHeaps);
  const [param] = useParam(heapsCodec.param);
  // A bad link's heaps leave the address bar at once (the kept board replaces them); its
  // message, naming the board kept, stays until dismissed.
  const [badHeaps, setBadHeaps] = useState<string | null>(null);
  const made = heapsCodec.make(heaps);
  useEffect(() => {
    if (sync.problem === null || param === undefined) return;
    const r = heapsCodec.parse(param);
    if (r.ok) return;
    setBadHeaps(
      linkNotice(heapsCodec.param, param, r.error.message, `your board (${made.replaceAll(',', ', ')})`),
    );
    setParams({ [heapsCodec.param]: made });
  }, [sync.problem, param, made]);
  const { tab, unknown, select } = useTabParam(TABS, { clear: ['step', 'rep'] });

  return (
    <article className="gn-page game-page">
      <PageHeader
        title="Golden Nugget"
        intro={
          <>
            Heaps of counters. From a blue heap Left removes any number in Wythoff's A = {'{'}1, 3, 4, 6, 8, …
            {'}'} and Right any number in B = {'{'}2, 5, 7, 10, …{'}'}; a red heap swaps the roles. Whoever
            cannot move loses. Values are computed from these rules, heap by heap. Any other set S, as in the
            paper's Section 6: <a href="#/subtraction">Complementary Subtraction</a>.{' '}
            <PracticeLink page="goldennugget" />
          </>
        }
      />
      <Notice message={badHeaps} onDismiss={() => setBadHeaps(null)} testId="gn-url-problem" />
      <UnknownTabNotice value={unknown} showing="the board" />
      <Tabs
        tabs={TABS}
        current={tab}
        onSelect={select}
        label="Golden Nugget"
        idPrefix="gn"
        panelClassName="gn-panel"
      >
        {tab === 'play' && <PlayTab />}
        {tab === 'representations' && <RepresentationsTab />}
        {tab === 'theorem' && <TheoremTab />}
        {tab === 'table' && <HeapTableTab />}
      </Tabs>
    </article>
  );
}
