/** The media bar of the process: start, back, play/pause, step, end, speed, and where we are. */
import { OSKAR_SPEEDS, setOskarSpeed } from '../../store';
import type { ProcessView } from './useProcess';

interface Props {
  proc: ProcessView;
  speed: number;
  /** moves to all tails, when the engine has said */
  moves: number | null;
}

export function ProcessControls({ proc, speed, moves }: Props) {
  const { m, done, playing } = proc;
  const playLabel = playing ? 'Pause' : done && m > 0 ? 'Replay' : 'Play';
  const onPlay = () => {
    if (playing) return proc.pause();
    if (done && m > 0) proc.go(0);
    proc.play();
  };
  return (
    <div className="toolbar" role="group" aria-label="Run the process">
      <button type="button" onClick={() => proc.go(0)} disabled={m === 0} aria-label="Back to the start">
        «<span className="oskar-btn-text"> Start</span>
      </button>
      <button type="button" onClick={() => proc.go(m - 1)} disabled={m === 0} aria-label="One step back">
        ◀<span className="oskar-btn-text"> Back</span>
      </button>
      <button type="button" onClick={onPlay} aria-pressed={playing} data-testid="oskar-play" disabled={done && m === 0}>
        {playing ? "❙❙" : "▶"} {playLabel}
      </button>
      <button type="button" onClick={() => proc.go(m + 1)} disabled={done} data-testid="oskar-step">
        Step ▶
      </button>
      <button type="button" onClick={() => proc.go(moves ?? Number.MAX_SAFE_INTEGER)} disabled={done} aria-label="To the end">
        <span className="oskar-btn-text">End </span>»
      </button>
      <label className="oskar-speed">
        Speed{' '}
        <select value={speed} onChange={(e) => setOskarSpeed(Number(e.currentTarget.value))}>
          {OSKAR_SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s.toLocaleString('en')} step{s === 1 ? '' : 's'}/s
            </option>
          ))}
        </select>
      </label>
      <span className="oskar-counter" data-testid="oskar-step-count">
        step {m.toLocaleString('en')}
        {moves !== null ? ` of ${moves.toLocaleString('en')}` : ''}
      </span>
    </div>
  );
}
