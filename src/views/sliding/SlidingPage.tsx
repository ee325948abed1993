/**
 * Sliding Coins (Miyadera, Manabe, Lee): play sums of straps against perfect play or a
 * friend; see each strap's Grundy number with the Definition 3.1 set it falls in, the
 * nim-sum and the winning moves, and why they win (Bouton's XOR, frame by frame); the table
 * of G(x, y), each cell's mex a click away; and the paper's claims, checked.
 * The straps live in the store and in the URL (`#/sliding?p=3,7;2,5`). Every value comes
 * from the engine in its worker.
 */
import { setSlidingPositions, useStore, useUrlSync } from '../../store';
import { useAnalysis } from '../../worker/useAnalysis';
import { BoutonPanel } from './BoutonPanel';
import { ClaimsPanel } from './ClaimsPanel';
import { GrundyTable } from './GrundyTable';
import { PlayPanel } from './PlayPanel';
import { strapsCodec } from './positionText';
import { RulesPanel } from './RulesPanel';
import { ValuesPanel } from './ValuesPanel';
import { PageHeader } from '../../ui/layout/PageHeader';
import { PracticeLink } from '../../ui/layout/PracticeLink';
import './sliding.css';

export default function SlidingPage() {
  const positions = useStore((s) => s.sliding.position);
  const link = useUrlSync(strapsCodec, positions, setSlidingPositions);
  const sum = useAnalysis({ game: 'sliding', op: 'sum', positions, moves: true });

  return (
    <article className="sliding-page">
      <PageHeader
        title="Sliding Coins"
        intro={
          <>
            Two coins on a strap slide toward its edge; the far coin may push the near one. Every position
            with a coin is a first-player win, but a <em>sum</em> of straps is a real game, and Miyadera,
            Manabe and Lee’s formulas for the Grundy numbers tell you how to win it.{' '}
            <PracticeLink page="sliding" />
          </>
        }
      />
      {link.problem && (
        <p className="sl-link-problem" role="alert">
          {link.problem}{' '}
          <button type="button" onClick={link.dismiss}>
            Dismiss
          </button>
        </p>
      )}
      <div className="sl-layout">
        <PlayPanel />
        <ValuesPanel positions={positions} sum={sum} />
      </div>
      <BoutonPanel positions={positions} />
      <RulesPanel />
      <GrundyTable positions={positions} />
      <ClaimsPanel />
    </article>
  );
}
