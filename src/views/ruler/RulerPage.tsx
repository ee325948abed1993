/**
 * The Ruler page: play the game on a row of coins, then see why the ruler rows' parities are
 * the nim-value (walkthrough), why a lone head at i is worth r(i), every claim of Hoey's post
 * checked, and brute force beside the formula. The row lives in the store and the URL
 * (#/ruler?position=TTTTHTTHTHHTHTT&step=2); every value comes from the engine's worker.
 */
import { setRulerPosition, useStore, useUrlSync } from '../../store';
import { Notice } from '../../ui/shell/Notice';
import { Tabs, UnknownTabNotice, useTabParam, type TabSpec } from '../../ui/Tabs';
import { PracticeLink } from '../../ui/layout/PracticeLink';
import { ClaimsPanel } from './ClaimsPanel';
import { MexWalkthrough } from './MexWalkthrough';
import { PlayPanel } from './PlayPanel';
import { positionCodec } from './positionCodec';
import { RowsWalkthrough } from './RowsWalkthrough';
import { VerificationPanel } from './VerificationPanel';
import './ruler.css';

const TABS: readonly TabSpec[] = [
  { id: 'rows', label: 'Ruler rows' },
  { id: 'mex', label: 'Why a head at i is worth r(i)' },
  { id: 'hoey', label: "Hoey's post, checked" },
  { id: 'verify', label: 'Brute force' },
];

export default function RulerPage() {
  const position = useStore((s) => s.ruler.position);
  const sync = useUrlSync(positionCodec, position, setRulerPosition);
  const { tab, unknown, select } = useTabParam(TABS, { clear: ['step'] });

  return (
    <article className="ruler-page game-page">
      <h1>Ruler</h1>
      <p className="ruler-intro pres-fold">
        A row of coins numbered 1, 2, 3, … from the left. A move flips a <strong>run</strong> of consecutive
        coins whose rightmost coin is heads. Whoever cannot move (all tails) loses. Slide coin <em>i</em> down
        to row <em>k</em> when{' '}
        <em>
          2<sup>k</sup>
        </em>{' '}
        is the largest power of two dividing <em>i</em>, like the marks on a ruler: the parities of the rows
        are the bits of the nim-value. <PracticeLink page="ruler" />
      </p>
      <Notice message={sync.problem} onDismiss={sync.dismiss} testId="ruler-url-problem" />
      <PlayPanel />
      <UnknownTabNotice value={unknown} showing="the ruler rows" />
      <Tabs
        tabs={TABS}
        current={tab}
        onSelect={select}
        label="Ruler explanations"
        idPrefix="ruler"
        panelClassName="ruler-panel"
      >
        {tab === 'rows' && <RowsWalkthrough position={position} />}
        {tab === 'mex' && <MexWalkthrough />}
        {tab === 'hoey' && <ClaimsPanel />}
        {tab === 'verify' && <VerificationPanel position={position} />}
      </Tabs>
    </article>
  );
}
