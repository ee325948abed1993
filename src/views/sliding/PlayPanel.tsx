/**
 * Play: the straps (two of them are Definition 1.2's game), against the perfect computer or
 * between two people, with take back, and straps to type, add and remove.
 */
import { useState } from 'react';
import { useCommands } from '../../app/commands';
import { moveBetween, slidingRules } from '../../engine/games/sliding/gameRules';
import { describeMove, type Move, type Position } from '../../engine/games/sliding/rules';
import {
  playSlidingMove,
  restartSliding,
  setSlidingComputerPlays,
  setSlidingOpponent,
  setSlidingPositions,
  SLIDING_MAX_STRAPS,
  slidingPlay,
  slidingTurn,
  takeBackSliding,
  useStore,
  type SlidingPosition,
} from '../../store';
import { ComputerMovesSelect, PlayersFieldset, useComputerTurn } from '../../ui/play';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { StrapBoard } from './StrapBoard';
import { StrapEditor } from './StrapEditor';

const MIN_WIDTH = 8;

export function PlayPanel() {
  const positions = useStore((s) => s.sliding.position);
  const history = useStore((s) => s.sliding.history);
  const mode = useStore((s) => s.sliding.opponent);
  const computerPlays = useStore((s) => s.sliding.computerPlays);
  const errorPercent = useStore((s) => s.sliding.errorPercent);
  const seed = useStore((s) => s.sliding.seed);
  const turn = useStore((s) => slidingTurn(s.sliding));
  const over = useStore((s) => slidingPlay.isOver(s.sliding));
  const computerToMove = useStore((s) => slidingPlay.computersTurn(s.sliding));
  const [message, setMessage] = useState('');
  const computer = useComputerTurn({ rules: slidingRules, active: computerToMove, position: positions, side: turn, errorPercent, seed, moves: history.length, onMove: slidingPlay.playComputerMove });

  const humanMoves = mode === 'two' ? history.length : history.filter((h) => h.side !== computerPlays).length;
  const canTakeBack = humanMoves > 0;
  const width = Math.max(MIN_WIDTH, ...positions.map((p) => p[1] + 1));
  const locked = over ? 'The game is over: no coin can move.' : computerToMove ? 'Wait: it is the computer’s move.' : null;
  const player = (p: 0 | 1) => (mode === 'computer' ? (p === computerPlays ? 'The computer' : 'You') : `Player ${p + 1}`);

  useCommands([{ id: 'sliding.takeBack', label: 'Take back a move', keys: ['u'], group: 'Sliding Coins', run: takeBackSliding, enabled: () => canTakeBack }]);

  const move = (strap: number, m: Move) => {
    const r = playSlidingMove({ component: strap, after: [m.after[0], m.after[1]] });
    setMessage(r.ok ? '' : r.error.message);
  };
  const setStrap = (i: number, p: SlidingPosition) => setSlidingPositions(positions.map((q, j) => (j === i ? p : q)));
  const last = history.at(-1);
  const lastMover = last?.side ?? 0;

  let status: string;
  if (over) status = history.length === 0 ? 'No coin is on the board: the player to move has no move and loses.' : `${player(lastMover)} made the last move and ${mode === 'computer' && lastMover !== computerPlays ? 'win' : 'wins'}.`;
  else if (computerToMove) status = 'The computer is thinking…';
  else status = mode === 'computer' ? 'Your move.' : `Player ${turn + 1} to move.`;

  return (
    <section className="sl-panel" aria-labelledby="sl-play-h">
      <h2 id="sl-play-h">Play</h2>
      <div className="sl-controls">
        <PlayersFieldset name="sl-mode" legend="Opponent" opponent={mode} onOpponent={setSlidingOpponent} labels={{ computer: 'the computer (perfect play)', two: 'two players' }} />
        {mode === 'computer' && <ComputerMovesSelect value={computerPlays} onChange={setSlidingComputerPlays} />}
        <button type="button" onClick={takeBackSliding} disabled={!canTakeBack} aria-keyshortcuts="u">
          Take back
        </button>
        <button type="button" onClick={restartSliding} disabled={history.length === 0}>
          Restart
        </button>
      </div>
      <p className="sl-status" role="status" data-testid="sl-status">
        {status}
        {last && (
          <span className="sl-last">
            {' '}
            Last move ({player(lastMover).toLowerCase()}): strap {last.move.component + 1}, {describeMoveBetween(last.before[last.move.component], last.move.after)}.
          </span>
        )}
      </p>
      {positions.map((p, i) => (
        <div className="sl-strap-block" key={i}>
          <h3 className="sl-strap-title">
            Strap {i + 1}: <span data-testid={`sl-strap-${i}`}>({p[0]}, {p[1]})</span>
            {positions.length === 2 && i === 1 && <span className="sl-muted"> (Definition 1.2’s right strap: its coins move right)</span>}
          </h3>
          <StrapBoard position={p} width={width} label={`Strap ${i + 1}`} mirrored={positions.length === 2 && i === 1} locked={locked} onMove={(m) => move(i, m)} onMessage={setMessage} />
          <StrapEditor label={`Strap ${i + 1}`} position={p} onSet={(q) => setStrap(i, q)} onRemove={positions.length > 1 ? () => setSlidingPositions(positions.filter((_, j) => j !== i)) : undefined} />
        </div>
      ))}
      {computerToMove && <AnalysisStatus analysis={computer} what="the computer’s move" />}
      <p className="sl-message" aria-live="polite">
        {message}
      </p>
      <button type="button" onClick={() => setSlidingPositions([...positions, [2, 5]])} disabled={positions.length >= SLIDING_MAX_STRAPS}>
        Add a strap
      </button>
    </section>
  );
}

/** The words for the move between two positions of one strap (found among its legal moves). */
function describeMoveBetween(before: Position, after: Position): string {
  const m = moveBetween(before, after);
  return m ? describeMove(m) : `(${before[0]}, ${before[1]}) → (${after[0]}, ${after[1]})`;
}
