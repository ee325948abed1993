/**
 * Play a sum of heaps: the board, who is to move, take back, the computer's replies, the heap
 * editor, and beside the board the analysis (the sum and every winning move, the mover's
 * playable, and each heap). Whether a take is legal, and why not, is the engine's
 * rule function (through the play loop); every value comes from the worker.
 */
import { useEffect, useState } from 'react';
import { useCommands } from '../../nav/commands';
import { request } from '../../engine/typedRequest';
import { goldenNuggetPlay } from '../../store';
import { BoardToolbar, usePlay, type BoardMode } from '../../ui/play';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import { makeHeaps } from '../../engine/games/goldennugget/rules';
import { whyNotTake } from '../../engine/games/goldennugget/gameRules';
import { Exportable, exportName } from '../../ui/export';
import { HeapBoard } from './HeapBoard';
import { HeapEditor } from './HeapEditor';
import { HeapFacts } from './HeapFacts';
import { SIDE_NAME } from './heapWords';
import { MoveList } from './MoveList';
import { HintMoves } from './HintMoves';
import { PlayersControls } from './PlayersControls';
import { Question12 } from './Question12';
import { playStatus } from './playStatus';
import { SumPanel } from './SumPanel';

export function PlayTab() {
  const [mode, setMode] = useState<BoardMode>('play');
  const [message, setMessage] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ component: number; take: number } | null>(null);
  const [showAnalysis, setShowAnalysis] = useState(true);
  const state = usePlay(goldenNuggetPlay, { paused: mode !== 'play' });
  const { position: heaps, history, undone, ownMoves, turn, over, computersTurn, computer } = state;
  const sum = useAnalysis(
    request('goldennugget', 'sum', { heaps: heaps.map((h) => ({ size: h.size, color: h.color })) }),
  );
  const current = sum.result && makeHeaps(sum.result.heaps) === makeHeaps(heaps) ? sum.result : null;
  const canPlay = mode === 'play' && !over && !computersTurn;

  useEffect(() => {
    setMessage(null);
    setPreview(null);
  }, [heaps]);

  const take = (component: number, n: number) => {
    if (!canPlay) return;
    const r = goldenNuggetPlay.play({ component, take: n });
    setMessage(r.ok ? null : `Not a move for ${SIDE_NAME[turn]}: ${r.error.message}.`);
  };
  const takeBack = () => {
    goldenNuggetPlay.takeBack();
    setMessage(null);
  };
  const redo = () => {
    goldenNuggetPlay.redo();
    setMessage(null);
  };

  useCommands([
    {
      id: 'goldennugget.takeBack',
      label: 'Take back a move',
      keys: ['u'],
      group: 'Golden Nugget board',
      run: takeBack,
      enabled: () => ownMoves > 0,
    },
    {
      id: 'goldennugget.redo',
      label: 'Redo a move taken back',
      keys: ['y'],
      group: 'Golden Nugget board',
      run: redo,
      enabled: () => undone.length > 0,
    },
    {
      id: 'goldennugget.analysis',
      label: 'Show or hide the analysis',
      keys: ['h'],
      group: 'Golden Nugget board',
      run: () => setShowAnalysis((s) => !s),
    },
  ]);

  return (
    <section className="gn-play pres-board" aria-labelledby="gn-board-heading">
      <h2 id="gn-board-heading" className="pres-fold">
        The board
      </h2>
      <BoardToolbar
        mode={mode}
        onMode={setMode}
        moves={ownMoves}
        onTakeBack={takeBack}
        redoable={undone.length}
        onRedo={redo}
        onRestart={() => goldenNuggetPlay.restart()}
        hintsShown={showAnalysis}
        onToggleHints={() => setShowAnalysis((s) => !s)}
        hintPanelId="gn-analysis-panel"
        hintLabels={['Show the analysis and hints', 'Hide the analysis']}
        editLabel="Edit heaps"
      />
      <PlayersControls />
      <p
        className={over && mode === 'play' ? 'gn-status gn-status--over' : 'gn-status'}
        role="status"
        data-testid="gn-status"
      >
        {playStatus(state, mode)}
      </p>
      <div className="gn-play-layout">
        <div className="gn-board-side">
          <Exportable
            name={exportName('goldennugget', makeHeaps(heaps))}
            title={`Golden Nugget heaps ${makeHeaps(heaps)}`}
          >
            <HeapBoard
              heaps={heaps}
              mayTake={canPlay ? (c, n) => whyNotTake(heaps[c], n, turn) === null : null}
              onTake={take}
              preview={preview}
            />
          </Exportable>
          {canPlay && (
            <p className="gn-how pres-fold">
              Click a counter to take it and every counter above it. The numbered counters are{' '}
              {SIDE_NAME[turn]}’s moves: the number is how many it takes.
            </p>
          )}
          {message && (
            <p className="gn-error" role="alert" data-testid="gn-illegal">
              {message}
            </p>
          )}
          {computersTurn && <AnalysisStatus analysis={computer} what="the computer’s move" />}
          {mode === 'edit' && <HeapEditor heaps={heaps} onEdited={() => setMessage(null)} />}
          <MoveList history={history} players={state} />
        </div>
        <div id="gn-analysis-panel" className="gn-analysis" hidden={!showAnalysis}>
          {showAnalysis && (
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
              <HeapFacts heaps={heaps} />
            </>
          )}
        </div>
      </div>
      <Question12 heaps={heaps} wins={current ? current.winningMoves : null} />
    </section>
  );
}
