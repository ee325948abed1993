/**
 * The Flipping Coins page (Bonato, Huggan and Nowakowski): play a sum of lines, see each
 * line's value and who wins, walk through the paper's Algorithm and the sums argument, and
 * check everything against brute force and the paper's own printed values. The lines live
 * in the store and the URL (#/flipping?lines=0101011111,1101100111&line=2&tab=sum&step=3, line
 * naming the line the tabs look at); every
 * value comes from the engine's worker.
 */
import { setParams } from '../../nav/router';
import { selectFlippingLine, setFlippingLines, useStore, useUrlSync } from '../../store';
import { Notice } from '../../ui/shell/Notice';
import { PracticeLink } from '../../ui/layout/PracticeLink';
import { Tabs, UnknownTabNotice, useTabParam, type TabSpec } from '../../ui/Tabs';
import { AlgorithmWalkthrough } from './AlgorithmWalkthrough';
import { BoardPanel } from './BoardPanel';
import { ExamplesBar } from './ExamplesBar';
import { linesCodec } from './linesCodec';
import { lineCodec } from './lineParam';
import { OptionsView } from './OptionsView';
import { ProofsPanel } from './proofs/ProofsPanel';
import { SumWalkthrough } from './SumWalkthrough';
import { VerificationPanel } from './VerificationPanel';
import './flipping.css';

const TABS: readonly TabSpec[] = [
  { id: 'algorithm', label: 'The Algorithm, step by step' },
  { id: 'options', label: 'Options, as the paper writes them' },
  { id: 'sum', label: 'Who wins the sum' },
  { id: 'verify', label: 'Brute force and the paper, checked' },
  { id: 'proofs', label: 'Proofs' },
];

export default function FlippingPage() {
  const lines = useStore((s) => s.flipping.position);
  const selected = useStore((s) => s.flipping.selected);
  const sync = useUrlSync(linesCodec, lines, setFlippingLines);
  const { tab, unknown, select } = useTabParam(TABS, { clear: ['step'] });
  const index = Math.min(selected, lines.length - 1);
  const lineSync = useUrlSync(lineCodec, index, selectFlippingLine);

  return (
    <article className="flip-page game-page">
      <h1>Flipping Coins</h1>
      <p className="flip-intro pres-fold">
        A line of coins <em>d</em>
        <sub>1</sub>
        <em>d</em>
        <sub>2</sub>…<em>d</em>
        <sub>n</sub>, written with <strong>0 for heads</strong> and <strong>1 for tails</strong>.{' '}
        <span className="flip-left">Left</span> flips two tails to heads (11 → 00, any two).{' '}
        <span className="flip-right">Right</span> flips a heads coin and a tails coin further right (0…1 →
        1…0). Heads at the right end vanish. Whoever cannot move loses. Every position is a{' '}
        <a href="#/numbers">number</a>, found by reductions and an iterated ordinal sum. The paper's Section 5
        asks about other versions (three coins at once, a graph instead of a line):{' '}
        <a href="#/flipping-variants">explore the variants</a>. <PracticeLink page="flipping" />
      </p>
      <Notice message={sync.problem} onDismiss={sync.dismiss} testId="flip-url-problem" />
      <Notice message={lineSync.problem} onDismiss={lineSync.dismiss} testId="flip-line-problem" />
      <ExamplesBar onPick={() => setParams({ step: undefined })} />
      <BoardPanel />
      <UnknownTabNotice value={unknown} showing="the Algorithm" />
      <Tabs
        tabs={TABS}
        current={tab}
        onSelect={select}
        label="Flipping Coins explanations"
        idPrefix="flip"
        panelClassName="flip-panel"
      >
        {tab === 'algorithm' && <AlgorithmWalkthrough line={lines[index]} index={index} />}
        {tab === 'options' && <OptionsView line={lines[index]} index={index} />}
        {tab === 'sum' && <SumWalkthrough lines={lines} />}
        {tab === 'verify' && <VerificationPanel line={lines[index]} index={index} />}
        {tab === 'proofs' && <ProofsPanel />}
      </Tabs>
    </article>
  );
}
