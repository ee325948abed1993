/**
 * Pieces of a heap board's play tab shared by Golden Nugget and Complementary Subtraction:
 * the status line, the note under the board (how to take, why a take was refused), and the
 * take handler with its message and hint preview.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { Heap } from '../../engine/games/goldennugget/rules';
import type { Analysis } from '../../worker/useAnalysis';
import type { PartizanSide } from '../../engine/games/gameRules';
import type { Result } from '../../engine/result';
import type { PlayStatus } from '../../ui/play';
import { SIDE_NAME } from './heapWords';
import { playStatus } from './playStatus';
import { HintMoves } from './HintMoves';
import { SumPanel, type SumAnswer } from './SumPanel';

export function StatusLine({ shell, testId }: { shell: PlayStatus<PartizanSide>; testId: string }) {
  return (
    <p
      className={shell.over && shell.mode === 'play' ? 'gn-status gn-status--over' : 'gn-status'}
      role="status"
      data-testid={testId}
    >
      {playStatus(shell)}
    </p>
  );
}

export function TakeNotes({
  canPlay,
  turn,
  message,
  testId,
}: {
  canPlay: boolean;
  turn: PartizanSide;
  message: string | null;
  testId: string;
}) {
  return (
    <>
      {canPlay && (
        <p className="gn-how pres-fold">
          Click a counter to take it and every counter above it. The numbered counters are {SIDE_NAME[turn]}’s
          moves: the number is how many it takes.
        </p>
      )}
      {message && (
        <p className="gn-error" role="alert" data-testid={testId}>
          {message}
        </p>
      )}
    </>
  );
}

type Move = { component: number; take: number };

/** The take handler (the play loop says why a take is refused), its message and the hint's preview; both clear when the position changes. */
export function useTake(
  play: (m: Move) => Result<unknown>,
  { canPlay, turn, position }: { canPlay: boolean; turn: PartizanSide; position: unknown },
) {
  const [message, setMessage] = useState<string | null>(null);
  const [preview, setPreview] = useState<Move | null>(null);
  useEffect(() => {
    setMessage(null);
    setPreview(null);
  }, [position]);
  const take = (component: number, n: number) => {
    if (!canPlay) return;
    const r = play({ component, take: n });
    setMessage(r.ok ? null : `Not a move for ${SIDE_NAME[turn]}: ${r.error.message}.`);
  };
  return { message, setMessage, preview, setPreview, take };
}

/** Beside the board: the mover's winning moves (previewed, played by a click), then the sum and what the page adds. */
export function HintsAndSum({
  current,
  over,
  turn,
  canPlay,
  take,
  setPreview,
  heaps,
  sum,
  children,
}: {
  current: SumAnswer | null;
  over: boolean;
  turn: PartizanSide;
  canPlay: boolean;
  take: (component: number, n: number) => void;
  setPreview: (m: Move | null) => void;
  heaps: readonly Heap[];
  sum: Analysis<SumAnswer>;
  children?: ReactNode;
}) {
  return (
    <>
      {current && !over && (
        <HintMoves
          sum={current}
          side={turn}
          canPlay={canPlay}
          onPreview={setPreview}
          onPlay={(m) => take(m.component, m.take)}
        />
      )}
      <SumPanel heaps={heaps} analysis={sum} />
      {children}
    </>
  );
}
