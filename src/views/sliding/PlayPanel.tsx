/**
 * Play: the straps (two of them are Definition 1.2's game), against the perfect computer or
 * between two people, with take back, and straps to type, add and remove.
 */
import { useState } from 'react';
import { slidingRules } from '../../engine/games/sliding/gameRules';
import type { Move } from '../../engine/games/sliding/rules';
import { setSlidingPositions, SLIDING_MAX_STRAPS, slidingPlay, type SlidingPosition } from '../../store';
import { BoardToolbar, PlayersControls, usePlayShell } from '../../ui/play';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { StrapBoard } from './StrapBoard';
import { strapSvg } from './strapSvg';
import { Exportable, exportName } from '../../ui/export';
import { StrapEditor } from './StrapEditor';

const MIN_WIDTH = 8;

export function PlayPanel() {
  const shell = usePlayShell(slidingPlay, { group: 'Sliding Coins' });
  const {
    position: positions,
    history,
    opponent,
    computerPlays,
    turn,
    over,
    computersTurn: computerToMove,
    computer,
  } = shell;
  const [message, setMessage] = useState('');
  const width = Math.max(MIN_WIDTH, ...positions.map((p) => p[1] + 1));
  const locked = over
    ? 'The game is over: no coin can move.'
    : computerToMove
      ? 'Wait: it is the computer’s move.'
      : null;
  const player = (p: 0 | 1) =>
    opponent === 'computer' ? (p === computerPlays ? 'The computer' : 'You') : `Player ${p + 1}`;

  const move = (strap: number, m: Move) => {
    const r = slidingPlay.play({ component: strap, after: [m.after[0], m.after[1]] });
    setMessage(r.ok ? '' : r.error.message);
  };
  const setStrap = (i: number, p: SlidingPosition) =>
    setSlidingPositions(positions.map((q, j) => (j === i ? p : q)));
  const last = history.at(-1);
  const lastMover = last?.side ?? 0;

  let status: string;
  if (over)
    status =
      history.length === 0
        ? 'No coin is on the board: the player to move has no move and loses.'
        : `${player(lastMover)} made the last move and ${opponent === 'computer' && lastMover !== computerPlays ? 'win' : 'wins'}.`;
  else if (computerToMove) status = 'The computer is thinking…';
  else status = opponent === 'computer' ? 'Your move.' : `Player ${turn + 1} to move.`;

  return (
    <section className="sl-panel sl-play-panel" aria-labelledby="sl-play-h">
      <h2 id="sl-play-h" className="pres-fold">
        Play
      </h2>
      <div className="sl-controls">
        <PlayersControls
          shell={shell}
          name="sl-mode"
          legend="Opponent"
          labels={{ computer: 'the computer', two: 'two players' }}
        />
        <BoardToolbar shell={shell} />
      </div>
      <p className="sl-status" role="status" data-testid="sl-status">
        {status}
        {last && (
          <span className="sl-last">
            {' '}
            Last move ({player(lastMover).toLowerCase()}): {slidingRules.describeMove(last.before, last.move)}
            .
          </span>
        )}
      </p>
      {positions.map((p, i) => (
        <div className="sl-strap-block" key={i}>
          <h3 className="sl-strap-title">
            Strap {i + 1}:{' '}
            <span data-testid={`sl-strap-${i}`}>
              ({p[0]}, {p[1]})
            </span>
            {positions.length === 2 && i === 1 && (
              <span className="sl-muted"> (Definition 1.2’s right strap: its coins move right)</span>
            )}
          </h3>
          <Exportable
            name={exportName('sliding', p[0], p[1])}
            title={`Sliding Coins strap ${i + 1} at (${p[0]}, ${p[1]})`}
            toSvg={() =>
              strapSvg({
                position: p,
                width,
                mirrored: positions.length === 2 && i === 1,
                title: `Sliding Coins strap ${i + 1} at (${p[0]}, ${p[1]})`,
              })
            }
          >
            <StrapBoard
              position={p}
              width={width}
              label={`Strap ${i + 1}`}
              mirrored={positions.length === 2 && i === 1}
              locked={locked}
              onMove={(m) => move(i, m)}
              onMessage={setMessage}
            />
          </Exportable>
          <StrapEditor
            label={`Strap ${i + 1}`}
            position={p}
            onSet={(q) => setStrap(i, q)}
            onRemove={
              positions.length > 1
                ? () => setSlidingPositions(positions.filter((_, j) => j !== i))
                : undefined
            }
          />
        </div>
      ))}
      {computerToMove && <AnalysisStatus analysis={computer} what="the computer’s move" />}
      <p className="sl-message" aria-live="polite">
        {message}
      </p>
      {/* setting the straps up is desk work: folded on a projector, where play goes on by the board */}
      <button
        type="button"
        className="pres-fold"
        onClick={() => setSlidingPositions([...positions, [2, 5]])}
        disabled={positions.length >= SLIDING_MAX_STRAPS}
      >
        Add a strap
      </button>
    </section>
  );
}
