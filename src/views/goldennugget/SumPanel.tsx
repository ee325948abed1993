/**
 * The sum beside the board, from the engine's `sum` answer: its outcome, every winning move
 * for each player ("blue 20: take 3, leaving 17"), and the paper's warning about
 * infinitesimals when the engine flags that the heaps' reduced forms mislead, here or after a
 * move (Question 1.2 (ii): Left's moves to reduced sum 0 leave a nonzero infinitesimal).
 */
import type { Heap } from '../../engine/games/goldennugget/rules';
import type { Analysis } from '../../worker/useAnalysis';
import type { AnswerOf } from '../../engine/api';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { FoldedForm } from './FoldedForm';

/** A winning move as the engine lists it (`take` once the engine sends it). */
export interface WinningMove {
  component: number;
  after: number;
  take?: number;
}
export type SumAnswer = AnswerOf<'goldennugget', 'sum'>;

export const OUTCOME_TEXT: Record<string, string> = {
  L: 'Left wins, whoever moves first',
  R: 'Right wins, whoever moves first',
  N: 'the player to move wins',
  P: 'the player to move loses',
};

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
            Outcome {a.outcome}: {OUTCOME_TEXT[a.outcome]}.
          </p>
          <FoldedForm label="Value" pretty={a.pretty ?? null} plain={a.canonical ?? null} />
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
          {a.reducedWarning?.misleads && <ReducedWarning w={a.reducedWarning} />}
          {a.reducedWarning && <MisleadingMoves heaps={heaps} w={a.reducedWarning} />}
        </>
      )}
    </section>
  );
}

/**
 * The paper's warning, worded from what the engine flags: the reduced sum is a number while
 * the real sum is not. When the outcomes differ the reduced forms point the wrong way; when
 * they agree the number still misstates the value (an infinitesimal is not that number).
 */
export function ReducedWarning({ w }: { w: NonNullable<SumAnswer['reducedWarning']> }) {
  const differ = w.reducedOutcome !== w.realOutcome;
  return (
    <p className="gn-warning" role="note" data-testid="gn-infinitesimal-warning">
      ⚠ The reduced forms mislead here: the heaps’ reduced forms {w.heapReduced.join(' + ')} add to the number{' '}
      {w.reducedSum}, but the real sum is not a number.{' '}
      {differ
        ? `The reduced sum suggests outcome ${w.reducedOutcome}, while the real sum's outcome is ${w.realOutcome}.`
        : `The outcome is ${w.realOutcome} either way, but the value is not ${w.reducedSum}: it differs from it by an infinitesimal.`}{' '}
      Reduced forms ignore infinitesimals (the paper’s warning, Section 6).
    </p>
  );
}

const SIDE = { left: 'Left', right: 'Right' } as const;
/** Moves named per group: a big heap has hundreds, and a few make the point. */
const SHOWN = 12;

/**
 * The same warning one move ahead: each player's moves after which the reduced forms add to a
 * number the real sum is not, grouped by that number, each with its real outcome (the engine
 * lists them): "blue 20 → 12 (L), 4 (L)".
 */
export function MisleadingMoves({
  heaps,
  w,
}: {
  heaps: readonly Heap[];
  w: NonNullable<SumAnswer['reducedWarning']>;
}) {
  const sides = (['left', 'right'] as const).filter((side) => w.moves[side].length > 0);
  if (sides.length === 0) return null;
  return (
    <div className="gn-warning" role="note" data-testid="gn-infinitesimal-moves">
      <p>
        ⚠ After these moves the heaps’ reduced forms add to a number, but the real sum is not that number (its
        real outcome in brackets): read who wins from the canonical forms, not the reduced ones (the paper’s
        warning, Section 6).
      </p>
      <ul>
        {sides.flatMap((side) =>
          groupBy(w.moves[side], (m) => m.reducedSum).map(([x, ms]) => (
            <li key={`${side}:${x}`}>
              {SIDE[side]} moving to reduced sum {x}:{' '}
              {groupBy(ms.slice(0, SHOWN), (m) => String(m.component))
                .map(([c, byHeap]) => {
                  const h = heaps[Number(c)];
                  return `${h.color} ${h.size} → ${byHeap.map((m) => `${m.after} (${m.realOutcome})`).join(', ')}`;
                })
                .join('; ')}
              {ms.length > SHOWN && ` and ${ms.length - SHOWN} more moves`}
            </li>
          )),
        )}
      </ul>
    </div>
  );
}

function groupBy<M>(items: readonly M[], key: (m: M) => string): [string, M[]][] {
  const groups = new Map<string, M[]>();
  for (const m of items) groups.set(key(m), [...(groups.get(key(m)) ?? []), m]);
  return [...groups];
}
