/**
 * Play a sum of heaps: the board, who is to move, take back, the computer's replies, the heap
 * editor, and beside the board the analysis (the sum and every winning move, the mover's
 * playable, and each heap). Whether a take is legal, and why not, is the engine's
 * rule function (through the play loop); every value comes from the worker.
 */
import { request } from '../../engine/typedRequest';
import { goldenNuggetPlay } from '../../store';
import { BoardToolbar, MoveList, PlayersControls, usePlayShell } from '../../ui/play';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import { makeHeaps } from '../../engine/games/goldennugget/rules';
import { whyNotTake } from '../../engine/games/goldennugget/gameRules';
import { Exportable, exportName } from '../../ui/export';
import { HeapBoard } from './HeapBoard';
import { HeapEditor } from './HeapEditor';
import { HeapFacts } from './HeapFacts';
import { Question12 } from './Question12';
import { HintsAndSum, StatusLine, TakeNotes, useTake } from './HeapPlayParts';

export function PlayTab() {
  const shell = usePlayShell(goldenNuggetPlay, {
    group: 'Golden Nugget board',
    edit: { label: 'Edit heaps' },
    hints: {
      panelId: 'gn-analysis-panel',
      labels: ['Show the analysis and hints', 'Hide the analysis'],
      command: 'Show or hide the analysis',
    },
    onChange: () => setMessage(null),
  });
  const { position: heaps, turn, over, computersTurn, computer, mode, canPlay } = shell;
  const { message, setMessage, preview, setPreview, take } = useTake(goldenNuggetPlay.play, {
    canPlay,
    turn,
    position: heaps,
  });
  const showAnalysis = shell.hintsShown;
  const sum = useAnalysis(
    request('goldennugget', 'sum', { heaps: heaps.map((h) => ({ size: h.size, color: h.color })) }),
  );
  const current = sum.result && makeHeaps(sum.result.heaps) === makeHeaps(heaps) ? sum.result : null;

  return (
    <section className="gn-play pres-board" aria-labelledby="gn-board-heading">
      <h2 id="gn-board-heading" className="pres-fold">
        The board
      </h2>
      <BoardToolbar shell={shell} />
      <PlayersControls
        shell={shell}
        name="gn-opponent"
        sideHints={{ L: 'blue heaps are yours', R: 'red heaps are yours' }}
      />
      <StatusLine shell={shell} testId="gn-status" />
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
          <TakeNotes canPlay={canPlay} turn={turn} message={message} testId="gn-illegal" />
          {computersTurn && <AnalysisStatus analysis={computer} what="the computer’s move" />}
          {mode === 'edit' && <HeapEditor heaps={heaps} onEdited={() => setMessage(null)} />}
          <MoveList shell={shell} className="gn-moves" />
        </div>
        <div id="gn-analysis-panel" className="gn-analysis" hidden={!showAnalysis}>
          {showAnalysis && (
            <>
              <HintsAndSum {...{ current, over, turn, canPlay, take, setPreview, heaps, sum }}>
                <HeapFacts heaps={heaps} />
              </HintsAndSum>
            </>
          )}
        </div>
      </div>
      <Question12 heaps={heaps} wins={current ? current.winningMoves : null} />
    </section>
  );
}
