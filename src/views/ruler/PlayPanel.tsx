/**
 * The board: play (choose a run's left end, then a heads coin to its right, or drag), edit
 * (click coins to turn them), the value and the hints from the engine, take back, and the
 * computer's replies. Legal runs and applying a run are cheap rule calls made here with the
 * engine's own functions; every value comes from the worker.
 */
import { useEffect, useMemo, useState } from 'react';
import { setParams } from '../../nav/router';
import { IMPARTIAL_SIDES, otherSide, type ImpartialSide } from '../../engine/games/gameRules';
import { legalMoves, whyIllegal } from '../../engine/games/ruler/rules';
import { rulerPlay, toggleRulerCoin } from '../../store';
import { CoinRow, type CoinHighlight } from '../../ui/board';
import { coinRowSvg } from '../../ui/board/coinRowSvg';
import { Exportable, exportName } from '../../ui/export';
import {
  BoardToolbar,
  MoveList,
  playerName,
  PlayersControls,
  usePlayShell,
  type PlayStatus,
} from '../../ui/play';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import { HintList } from './HintList';
import { PositionForm } from './PositionForm';
import { runLabel, type Run } from './types';
import { ValueSummary } from './ValueSummary';

/** A new row or a move starts the walkthrough again. */
const resetStep = () => setParams({ step: undefined, run: undefined });

export function PlayPanel() {
  const [message, setMessage] = useState<string | null>(null);
  const [preview, setPreview] = useState<Run | null>(null);
  const shell = usePlayShell(rulerPlay, {
    group: 'Ruler board',
    edit: {},
    hints: {
      panelId: 'ruler-hint-panel',
      labels: ['Show hints', 'Hide hints'],
      command: 'Show or hide hints',
    },
    onChange: () => {
      setMessage(null);
      resetStep();
    },
  });
  const { position, history, over, computersTurn, computer, mode, canPlay } = shell;
  const value = useAnalysis({ game: 'ruler', op: 'value', position });

  // A message about a refused run is about that attempt only: a new position (a move, a take
  // back, an edit) drops it, and so does the next click or key on the board (see below).
  useEffect(() => setMessage(null), [position]);

  const legal = useMemo(
    () => legalMoves(position).map(([a, b]): [number, number] => [a - 1, b - 1]),
    [position],
  );
  const play = (run: Run) => {
    const r = rulerPlay.play(run);
    if (!r.ok) return setMessage(`Not a move: ${r.error.message}.`);
    setMessage(null);
    setPreview(null);
    resetStep();
  };
  const illegal = ([a, b]: [number, number]) =>
    setMessage(
      `Not a move: ${whyIllegal(position, [a + 1, b + 1]) ?? 'choose the run’s left end, then a heads coin at or to its right'}.`,
    );

  const last = history.at(-1);
  const highlights: CoinHighlight[] = [];
  if (preview)
    highlights.push({
      indices: range(preview[0] - 1, preview[1] - 1),
      tone: 'accent',
      label: `winning run ${runLabel(preview)}`,
    });
  else if (last && mode === 'play')
    highlights.push({
      indices: range(last.move[0] - 1, last.move[1] - 1),
      tone: 'block5',
      label: `last move ${runLabel(last.move)}`,
    });

  const status = statusText(shell);

  return (
    <section className="ruler-play pres-board" aria-labelledby="ruler-board-heading">
      <h2 id="ruler-board-heading" className="pres-fold">
        The board
      </h2>
      <PositionForm position={position} onChanged={resetStep} />
      <BoardToolbar shell={shell} />
      <PlayersControls shell={shell} name="ruler-opponent" />
      <p className="ruler-status" role="status" data-testid="ruler-status">
        {status}
      </p>
      <div
        className="ruler-board"
        onPointerDownCapture={() => setMessage(null)}
        onClickCapture={() => setMessage(null)}
        onKeyDownCapture={() => setMessage(null)}
      >
        <Exportable
          name={exportName('ruler', position)}
          title={`Ruler row ${position}`}
          toSvg={() =>
            coinRowSvg({
              coins: [...position] as ('H' | 'T')[],
              labels: [...position].map((_, i) => i + 1),
              title: `Ruler row ${position}`,
            })
          }
        >
          <CoinRow
            className="ruler-coinrow"
            coins={[...position] as ('H' | 'T')[]}
            labels={[...position].map((_, i) => i + 1)}
            ariaLabel={`Ruler row of ${position.length} coins`}
            mode={mode === 'edit' ? 'edit' : canPlay ? 'play' : 'view'}
            legalMoves={legal}
            highlights={highlights}
            reservedLanes={1}
            onMove={([a, b]) => play([a + 1, b + 1])}
            onIllegal={illegal}
            onToggle={(i) => {
              toggleRulerCoin(i);
              resetStep();
            }}
          />
        </Exportable>
      </div>
      {mode === 'play' && canPlay && (
        <p className="ruler-how pres-fold">
          Choose the run’s left end, then a heads coin at or to its right (or drag from one to the other).
          Click a heads coin twice to flip it alone.
        </p>
      )}
      {mode === 'edit' && (
        <p className="ruler-how pres-fold">
          Click a coin (or press Enter on it) to turn it over. Editing starts a new game.
        </p>
      )}
      {message && (
        <p className="ruler-error" role="alert" data-testid="ruler-illegal">
          {message}
        </p>
      )}
      {computersTurn && <AnalysisStatus analysis={computer} what="the computer’s move" />}
      <ValueSummary analysis={value} />
      <div id="ruler-hint-panel" hidden={!shell.hintsShown}>
        {shell.hintsShown && value.result && (
          <HintList
            runs={value.result.winningMoves}
            noMoves={over}
            canPlay={canPlay}
            onPreview={setPreview}
            onPlay={play}
          />
        )}
      </div>
      <MoveList shell={shell} className="ruler-moves" />
    </section>
  );
}

function statusText(s: PlayStatus<ImpartialSide>): string {
  if (s.mode === 'edit') return 'Editing: turn coins over, then press Play.';
  const mover = playerName(s.turn, s);
  if (s.over) {
    if (s.history.length === 0) return 'All tails: the player to move has no move and loses.';
    const winner = playerName(otherSide(IMPARTIAL_SIDES, s.turn), s);
    return winner === 'You'
      ? 'All tails: the computer cannot move. You win!'
      : winner === 'Computer'
        ? 'All tails: you cannot move. The computer wins.'
        : `All tails: ${mover} cannot move. ${winner} wins.`;
  }
  if (s.opponent === 'computer') return mover === 'You' ? 'Your move.' : 'The computer is choosing its move…';
  return `${mover} to move.`;
}

function range(a: number, b: number): number[] {
  const out: number[] = [];
  for (let i = a; i <= b; i++) out.push(i);
  return out;
}
