/** The media bar teachers know from VisuAlgo: first, back, play/pause, next, last, speed (the one shared list). */
import type { ReactNode } from 'react';
import { BackIcon, FirstIcon, LastIcon, NextIcon, PauseIcon, PlayIcon } from './icons';
import { ScrubBar } from './ScrubBar';
import type { AutoplaySpeed as Speed } from '../../store';
import { groupDigits } from '../format/groupDigits';

export interface WalkthroughControlsProps {
  index: number;
  count: number;
  important: readonly number[];
  /** "your turn" steps, marked on the scrub bar (when the switch is on) */
  asks?: readonly number[];
  /** the question steps already answered (or revealed) */
  answered?: readonly number[];
  playing: boolean;
  /** the speed played at (the shared setting, capped by this walkthrough's length) */
  speed: Speed;
  /** the speeds this walkthrough offers: the shared list up to its cap */
  speeds: readonly Speed[];
  /** the shared setting, when it is faster than this walkthrough allows */
  setting?: Speed;
  go: (index: number) => void;
  /** the scrub bar's moves (default `go`) */
  scrub?: (index: number) => void;
  onToggle: () => void;
  onSpeed: (s: Speed) => void;
  /** the "your turn" switch, when this walkthrough has questions */
  quizSwitch?: { on: boolean; set: (on: boolean) => void; count: number };
  /** set while this step's question waits for its answer: Play, Next and Last call it instead of moving on */
  onWaiting?: () => void;
}

/**
 * aria-disabled rather than disabled: a button that disables itself keeps focus. A button held
 * by an open question (`onHeld`) looks disabled too, but a press still says why (and where to answer).
 */
function MediaButton({
  label,
  keyHint,
  disabled,
  onClick,
  onHeld,
  className,
  children,
}: {
  label: string;
  keyHint: string;
  disabled: boolean;
  onClick: () => void;
  onHeld?: () => void;
  className?: string;
  children: ReactNode;
}) {
  const held = !disabled && onHeld !== undefined;
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={held ? `${label}: answer the question, or Show answer, first` : `${label} (${keyHint})`}
      aria-disabled={disabled || held || undefined}
      onClick={() => (held ? onHeld?.() : !disabled && onClick())}
    >
      {children}
    </button>
  );
}

export function WalkthroughControls({
  index,
  count,
  important,
  asks,
  answered,
  playing,
  speed,
  speeds,
  setting,
  go,
  onToggle,
  onSpeed,
  quizSwitch,
  onWaiting,
  scrub = go,
}: WalkthroughControlsProps) {
  const atStart = index <= 0;
  const atEnd = index >= count - 1;
  const capped = setting !== undefined && setting > speed;
  const fastest = speeds[speeds.length - 1];
  return (
    <div className="wt-controls" role="group" aria-label="Walkthrough controls">
      <div className="wt-buttons">
        <MediaButton label="First step" keyHint="Home" disabled={atStart} onClick={() => go(0)}>
          <FirstIcon />
        </MediaButton>
        <MediaButton label="Previous step" keyHint="←" disabled={atStart} onClick={() => go(index - 1)}>
          <BackIcon />
        </MediaButton>
        <MediaButton
          label={playing ? 'Pause' : 'Play'}
          keyHint="Space"
          className="wt-play"
          disabled={count <= 1}
          onClick={onToggle}
          onHeld={playing ? undefined : onWaiting}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </MediaButton>
        <MediaButton
          label="Next step"
          keyHint="→"
          disabled={atEnd}
          onClick={() => go(index + 1)}
          onHeld={onWaiting}
        >
          <NextIcon />
        </MediaButton>
        <MediaButton
          label="Last step"
          keyHint="End"
          disabled={atEnd}
          onClick={() => go(count - 1)}
          onHeld={onWaiting}
        >
          <LastIcon />
        </MediaButton>
      </div>
      {/* As wide as its widest reading ("1,276 / 1,276"), so the scrub bar beside it never moves. */}
      <span
        className="wt-counter"
        aria-hidden="true"
        style={{ minInlineSize: `${Math.max(5.5, 2 * groupDigits(count).length + 3)}ch` }}
      >
        {groupDigits(index + 1)} / {groupDigits(count)}
      </span>
      <ScrubBar
        index={index}
        count={count}
        important={important}
        asks={asks}
        answered={answered}
        onChange={scrub}
      />
      <label
        className="wt-speed"
        title={`Faster than ${groupDigits(fastest)}× would play these ${groupDigits(count)} steps in a blink`}
      >
        <span>Speed</span>
        <select value={speed} onChange={(e) => onSpeed(Number(e.currentTarget.value) as Speed)}>
          {speeds.map((s) => (
            <option key={s} value={s}>
              {groupDigits(s)}×{capped && s === speed ? ' (the fastest here)' : ''}
            </option>
          ))}
        </select>
      </label>
      {quizSwitch && (
        <label
          className="wt-quiz"
          title={`Stop before ${quizSwitch.count === 1 ? 'the step' : `the ${quizSwitch.count} steps`} marked ? and ask what comes next`}
        >
          <input
            type="checkbox"
            role="switch"
            checked={quizSwitch.on}
            onChange={(e) => quizSwitch.set(e.currentTarget.checked)}
            data-testid="wt-quiz"
          />
          <span>Your turn</span>
        </label>
      )}
    </div>
  );
}
