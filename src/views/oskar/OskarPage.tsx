/**
 * Oskar's coin game: run the process on numbered coins and watch the elevator diagram grow;
 * follow the derivation of n = 2v − w² on the current configuration; explore the distribution
 * of decay times with its closed form and proof, the slowest configuration, the backwards
 * game, and the paper's printed numbers checked. The configuration and the step live in the
 * URL (#/oskar?c=1001101&step=3); every value comes from the engine's worker.
 */
import { setOskarConfiguration, useStore, useUrlSync } from '../../store';
import { Notice } from '../../ui/shell/Notice';
import { Tabs, UnknownTabNotice, useTabParam, type TabSpec } from '../../ui/Tabs';
import { PracticeLink } from '../../ui/layout/PracticeLink';
import { BackwardsPanel } from './BackwardsPanel';
import { chooseConfiguration } from './chooseConfiguration';
import { ClaimsPanel } from './ClaimsPanel';
import { configCodec } from './codecs';
import { ConfigForm } from './ConfigForm';
import { DistributionPanel } from './DistributionPanel';
import { FormulaPanel } from './FormulaPanel';
import { ProcessPanel } from './ProcessPanel';
import './oskar.css';

const TABS: readonly TabSpec[] = [
  { id: 'process', label: 'The process' },
  { id: 'formula', label: 'Why n = 2v − w²' },
  { id: 'distribution', label: 'Distribution' },
  { id: 'backwards', label: 'Backwards game' },
  { id: 'paper', label: 'The paper, checked' },
];

export default function OskarPage() {
  const configuration = useStore((s) => s.oskar.configuration);
  const sync = useUrlSync(configCodec, configuration, setOskarConfiguration);
  const { tab, unknown, select } = useTabParam(TABS);

  return (
    <article className="oskar-page game-page">
      <h1>Oskar's coin game</h1>
      <p className="oskar-intro pres-fold">
        N coins numbered 1 to N. Count the heads, w, and turn coin number w; repeat. (With no heads, nothing
        happens.) Every configuration ends with all tails, after exactly <em>n = 2v − w²</em> steps, where{' '}
        <em>v</em> is the sum of the heads' numbers (Verhoeff, 1990). <PracticeLink page="oskar" />
      </p>
      <Notice message={sync.problem} onDismiss={sync.dismiss} testId="oskar-url-problem" />
      <ConfigForm configuration={configuration} onSet={chooseConfiguration} />
      <UnknownTabNotice value={unknown} showing="the process" />
      <Tabs
        tabs={TABS}
        current={tab}
        onSelect={select}
        label="Oskar's coin game"
        idPrefix="oskar"
        panelClassName="oskar-panel"
      >
        {tab === 'process' && <ProcessPanel configuration={configuration} />}
        {tab === 'formula' && <FormulaPanel configuration={configuration} />}
        {tab === 'distribution' && <DistributionPanel configuration={configuration} />}
        {tab === 'backwards' && <BackwardsPanel configuration={configuration} />}
        {tab === 'paper' && <ClaimsPanel />}
      </Tabs>
    </article>
  );
}
