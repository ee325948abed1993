/** The footer's one line about the engine worker: idle, computing (and how many wait), failed. */
import { useEngineStatus } from '../../worker/status';

const WORDS = { idle: 'idle', computing: 'computing', failed: 'failed' } as const;

export function EngineIndicator() {
  const state = useEngineStatus((s) => s.state);
  const detail = useEngineStatus((s) => s.detail);
  const queued = useEngineStatus((s) => s.queued);
  return (
    <span
      className={`engine-indicator engine-indicator--${state}`}
      data-testid="engine-state"
      data-state={state}
    >
      <span className="engine-indicator__dot" aria-hidden="true" />
      Engine: {WORDS[state]}
      {state === 'computing' && queued > 0 ? ` (${queued} waiting)` : ''}
      {detail ? ` — ${detail}` : ''}
    </span>
  );
}
