/** One frame of the closed-form proof: the coins still to peel, the subset so far, and a configuration to compare. */
import type { Step } from '../../engine/derivation';
import { CoinRow } from '../../ui/board';
import { coinLabels, DIGITS, faces, shortConfig } from './format';
import type { ProofState } from './types';
import { groupDigits } from '../../ui/format/groupDigits';

const setText = (s: number[]) => (s.length ? `{${s.join(', ')}}` : '∅');

export function ProofFrame({ step }: { step: Step<ProofState> }) {
  const s = step.state;
  return (
    <div className="oskar-frame" data-testid="proof-frame">
      {s.configuration ? (
        <CoinRow
          coins={faces(s.configuration)}
          symbols={DIGITS}
          labels={coinLabels(s.configuration.length)}
          highlights={step.highlight ?? []}
          ariaLabel={`Coins 1 to ${s.configuration.length}: ${s.configuration}`}
        />
      ) : (
        <p className="oskar-empty-row">No coins left.</p>
      )}
      <dl className="oskar-numbers">
        <div>
          <dt>φ so far</dt>
          <dd data-testid="proof-subset">{setText(s.subset)}</dd>
        </div>
        <div>
          <dt>n of the coins shown</dt>
          <dd>{groupDigits(s.n)}</dd>
        </div>
      </dl>
      {s.compare && (
        <div className="oskar-compare">
          <p>
            <strong>{s.compare.label}:</strong> <code>{shortConfig(s.compare.configuration)}</code>, φ ={' '}
            {setText(s.compare.subset)}, n = {groupDigits(s.compare.n)}
          </p>
          <CoinRow
            coins={faces(s.compare.configuration)}
            symbols={DIGITS}
            labels={coinLabels(s.compare.configuration.length)}
            ariaLabel={`${s.compare.label}: ${s.compare.configuration}`}
          />
        </div>
      )}
    </div>
  );
}
