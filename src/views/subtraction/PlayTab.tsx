/**
 * Play a sum of blue and red heaps on the chosen set against perfect play (or a friend): the
 * board and the hints are Golden Nugget's (same heaps, another set), the rules and the
 * computer's moves the engine's; beside the board the sum with every winning move and the
 * paper's reduced-form warning. Hints stay hidden until asked for.
 */
import type { FormEvent } from 'react';
import { request } from '../../engine/typedRequest';
import { whyNotTake } from '../../engine/games/subtraction/gameRules';
import { makeHeaps } from '../../engine/games/goldennugget/rules';
import { readSubtractionPosition, setSubtractionHeaps, subtractionPlay, subtractionSetOf } from '../../store';
import { BoardToolbar, MoveList, PlayersControls, usePlayShell } from '../../ui/play';
import { TextField } from '../../ui/form';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import { useSourceDraft } from './useSourceDraft';
import { parseBoardHeaps } from '../goldennugget/heapsCodec';
import { HeapBoard } from '../goldennugget/HeapBoard';
import { HintsAndSum, StatusLine, TakeNotes, useTake } from '../goldennugget/HeapPlayParts';

function HeapsField({ heaps }: { heaps: string }) {
  const { draft, setDraft, error, setError } = useSourceDraft(heaps);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = parseBoardHeaps(draft);
    const done = r.ok ? setSubtractionHeaps(r.value) : r;
    setError(done.ok ? null : done.error);
  };
  return (
    <form onSubmit={submit} className="cs-set-form">
      <TextField
        id="cs-heaps-input"
        label="Heaps"
        value={draft}
        onChange={setDraft}
        error={error}
        errorTestId="cs-heaps-error"
        hint="b for blue, r for red: b7,r4"
      >
        <button type="submit">New game</button>
      </TextField>
    </form>
  );
}

export function PlayTab() {
  const shell = usePlayShell(subtractionPlay, {
    group: 'Complementary Subtraction board',
    hints: {
      panelId: 'cs-analysis-panel',
      labels: ['Show the analysis and hints', 'Hide the analysis'],
      command: 'Show or hide the analysis',
    },
    onChange: () => setMessage(null),
  });
  const { position, turn, over, computersTurn, computer, canPlay } = shell;
  const { message, setMessage, preview, setPreview, take } = useTake(subtractionPlay.play, {
    canPlay,
    turn,
    position,
  });
  const pos = readSubtractionPosition(position);
  const set = subtractionSetOf(position);
  const heaps = pos?.heaps ?? [];
  const heapList = heaps.map((h) => ({ size: h.size, color: h.color }));
  const sum = useAnalysis(shell.hintsShown ? request('subtraction', 'sum', { set, heaps: heapList }) : null);
  const current =
    sum.result && sum.result.set === set && makeHeaps(sum.result.heaps) === makeHeaps(heaps)
      ? sum.result
      : null;

  return (
    <section className="gn-play" aria-labelledby="cs-board-heading">
      <h2 id="cs-board-heading">The board</h2>
      <HeapsField heaps={makeHeaps(heaps)} />
      <BoardToolbar shell={shell} />
      <PlayersControls
        shell={shell}
        name="cs-opponent"
        sideHints={{ L: 'you take S from blue heaps', R: 'you take S from red heaps' }}
      />
      <StatusLine shell={shell} testId="cs-status" />
      <div className="gn-play-layout">
        <div className="gn-board-side">
          {pos && (
            <HeapBoard
              heaps={heaps}
              mayTake={canPlay ? (c, n) => whyNotTake(pos.set, heaps[c], n, turn) === null : null}
              onTake={take}
              preview={preview}
              label="Complementary Subtraction heaps"
            />
          )}
          <TakeNotes canPlay={canPlay} turn={turn} message={message} testId="cs-illegal" />
          {computersTurn && <AnalysisStatus analysis={computer} what="the computer’s move" />}
          <MoveList shell={shell} className="gn-moves" />
        </div>
        <div id="cs-analysis-panel" className="gn-analysis" hidden={!shell.hintsShown}>
          {shell.hintsShown && (
            <>
              <HintsAndSum {...{ current, over, turn, canPlay, take, setPreview, heaps, sum }} />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
