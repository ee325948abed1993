/**
 * The Proofs tab (issue 14): the difference games behind Lemmas 4.3 and 4.4 played against the
 * second player's copy strategy, the comparisons behind Theorem 4.2, and Lemma 4.4's
 * conditions explored. Every value, answer and comparison comes from the engine's worker.
 */
import { Tabs, useTabParam, type TabSpec } from '../../../ui/Tabs';
import { Lemma44Panel } from './Lemma44Panel';
import { ProofGame } from './ProofGame';
import { Theorem42Panel } from './Theorem42Panel';
import './proofs.css';

const PARTS: readonly TabSpec[] = [
  { id: 'play', label: 'Play G − H' },
  { id: 'best', label: 'Best moves (4.2)' },
  { id: 'conditions', label: "Lemma 4.4's conditions" },
];

export function ProofsPanel() {
  const { tab, select } = useTabParam(PARTS, { param: 'proof' });
  return (
    <div className="proofs">
      <p className="proofs-about pres-fold">
        To show <em>G</em> = <em>H</em> the paper shows that <em>G</em> − <em>H</em> is a win for the second
        player. Here <em>G</em> − <em>H</em> is on the board: <em>G</em> as it is, and −<em>H</em>, the line{' '}
        <em>H</em> with the roles swapped. You move first, on either side; the engine answers with the
        proof&apos;s strategy and says which rule it used.
      </p>
      <Tabs
        tabs={PARTS}
        current={tab}
        onSelect={select}
        label="Proofs"
        idPrefix="proof"
        panelClassName="proofs-panel"
      >
        {tab === 'play' && <ProofGame />}
        {tab === 'best' && <Theorem42Panel />}
        {tab === 'conditions' && <Lemma44Panel />}
      </Tabs>
    </div>
  );
}
