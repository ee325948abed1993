/**
 * The third problem: how many configurations of N coins take exactly m steps. The exact counts
 * (engine: counted by weight and excess, checked against the closed form and, for N ≤ 20,
 * enumeration), a histogram with its symmetry drawn in, the table, the closed form and its
 * proof, and the slowest configuration for N.
 */
import { useEffect, useState } from 'react';
import { setOskarCoins, useStore, useUrlSync } from '../../store';
import { Caption } from '../../ui/math';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { Notice } from '../../ui/shell/Notice';
import { useAnalysis } from '../../worker/useAnalysis';
import { Exportable, exportName } from '../../ui/export';
import { GroupedNumber } from '../../ui/format/GroupedNumber';
import { coinsCodec } from './codecs';
import { CoinsForm } from './CoinsForm';
import { DistributionTable } from './DistributionTable';
import { bigText } from './format';
import { Histogram } from './Histogram';
import { ProofPanel } from './ProofPanel';
import { SlowestCard } from './SlowestCard';
import { groupDigits } from '../../ui/format/groupDigits';

const check = (ok: boolean | undefined, what: string) =>
  ok === undefined ? null : `${what} ${ok ? '✓' : '✗'}`;

export function DistributionPanel({ configuration }: { configuration: string }) {
  const coins = useStore((s) => s.oskar.coins);
  const sync = useUrlSync(coinsCodec, coins, setOskarCoins);
  const a = useAnalysis({ game: 'oskar', op: 'distribution', coins });
  const r = a.result && a.result.coins === coins ? a.result : null;
  const D = (coins * (coins + 1)) / 2;
  const [selected, setSelected] = useState(Math.floor(D / 4));
  useEffect(() => setSelected(Math.floor(D / 4)), [D]);
  const m = Math.min(selected, D);

  return (
    <section className="oskar-distribution" aria-label="The distribution of decay times">
      <Notice message={sync.problem} onDismiss={sync.dismiss} />
      <CoinsForm coins={coins} />
      <AnalysisStatus analysis={a} what={`the distribution for N = ${coins}`} />
      {r && (
        <>
          <p data-testid="oskar-dist-summary">
            <GroupedNumber value={r.total} /> configurations{r.totalIsPowerOfTwo ? ` (= 2^${coins})` : ''}{' '}
            take from 0 to {groupDigits(r.maxMoves)} steps. Every row reads the same backwards:{' '}
            {r.symmetric ? 'symmetric ✓' : 'not symmetric ✗'}.{' '}
            {[
              check(r.checks.closedForm, 'Counted by weight = the closed form'),
              check(r.checks.enumeration, `= enumeration of all 2^${coins}`),
            ]
              .filter(Boolean)
              .join(' ')}
          </p>
          <Exportable
            name={exportName('oskar-distribution', `${coins}-coins`)}
            title={`Oskar: how many of the ${coins}-coin configurations take m steps`}
          >
            <Histogram counts={r.counts} selected={m} />
          </Exportable>
          <label className="oskar-slider">
            Compare m with its mirror{' '}
            <input
              type="range"
              min={0}
              max={D}
              value={m}
              onChange={(e) => setSelected(Number(e.currentTarget.value))}
              aria-valuetext={`m = ${m}: ${bigText(r.counts[m])} configurations; ${D} − m = ${D - m}: ${bigText(r.counts[D - m])}`}
            />{' '}
            m = {groupDigits(m)}: <GroupedNumber value={r.counts[m]} /> · {groupDigits(D - m)}:{' '}
            <GroupedNumber value={r.counts[D - m]} />
          </label>
          <DistributionTable coins={coins} counts={r.counts} selected={m} onSelect={setSelected} />
        </>
      )}
      <div className="oskar-closed-form">
        <h3>The closed form (the paper's open question)</h3>
        <Caption
          text={`The number of configurations of $N$ coins that take exactly $m$ steps is the number of ways to write $m$ as a sum of distinct numbers from $1$ to $N$: $$\\#\\{c : n.c = m\\} = [q^m]\\ \\prod_{k=1}^{N} (1 + q^k).$$ Its symmetry: a set and its complement in $\\{1, \\dots, N\\}$ have sums $m$ and $N(N+1)/2 - m$.`}
        />
      </div>
      {configuration.length <= 200 ? (
        <ProofPanel configuration={configuration} />
      ) : (
        <p>
          The proof walkthrough runs on configurations of up to 200 coins; shorten the configuration above to
          step through it.
        </p>
      )}
      <SlowestCard coins={coins} />
    </section>
  );
}
