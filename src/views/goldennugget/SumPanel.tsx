/**
 * The sum beside the board, from the engine's `sum` answer: its outcome, every winning move
 * for each player ("blue 20: take 3, leaving 17"), and the paper's warning about
 * infinitesimals when the engine flags that the heaps' reduced forms mislead.
 */
import type { Heap } from '../../engine/games/goldennugget/rules';
import type { Analysis } from '../../worker/useAnalysis';
import type { AnswerOf } from '../../engine/api';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';

/** A winning move as the engine lists it (`take` once the engine sends it). */
export interface WinningMove {
  component: number;
  after: number;
  take?: number;
}
export type SumAnswer = AnswerOf<'goldennugget', 'sum'>;

export const OUTCOME_TEXT: Record<string, string> = { L: 'Left wins, whoever moves first', R: 'Right wins, whoever moves first', N: 'the player to move wins', P: 'the player to move loses' };

export const moveText = (heaps: readonly Heap[], m: WinningMove) => {
  const h = heaps[m.component];
  return `${h.color} ${h.size}: take ${m.take ?? h.size - m.after}, leaving ${m.after}`;
};

export function SumPanel({ heaps, analysis }: { heaps: readonly Heap[]; analysis: Analysis<SumAnswer> }) {
  const a = analysis.result;
  return (
    <section className="gn-sum" aria-labelledby="gn-sum-heading">
      <h2 id="gn-sum-heading">The sum</h2>
      <AnalysisStatus analysis={analysis} what="the sum" />
      {a && (
        <>
          <p data-testid="gn-sum-outcome">
            Outcome {a.outcome}: {OUTCOME_TEXT[a.outcome]}. Value <code>{a.pretty ?? a.canonical}</code>
          </p>
          {(['left', 'right'] as const).map((side) => (
            <div key={side}>
              <p id={`gn-wins-${side}`}>{side === 'left' ? 'Left' : 'Right'} moving first wins with:</p>
              <ul aria-labelledby={`gn-wins-${side}`} data-testid={`gn-wins-${side}`}>
                {(a.winningMoves[side] as WinningMove[]).map((m) => (
                  <li key={`${m.component}:${m.after}`}>{moveText(heaps, m)}</li>
                ))}
                {a.winningMoves[side].length === 0 && <li>no winning move</li>}
              </ul>
            </div>
          ))}
          {a.reducedWarning?.misleads && (
            <p className="gn-warning" role="note" data-testid="gn-infinitesimal-warning">
              ⚠ The reduced forms mislead here: the heaps’ reduced forms {a.reducedWarning.heapReduced.join(' + ')} add to {a.reducedWarning.reducedSum}, which
              suggests outcome {a.reducedWarning.reducedOutcome}, but the real sum’s outcome is {a.reducedWarning.realOutcome}. Reduced forms ignore
              infinitesimals, and here the infinitesimals decide (the paper’s warning, Section 6).
            </p>
          )}
        </>
      )}
    </section>
  );
}
