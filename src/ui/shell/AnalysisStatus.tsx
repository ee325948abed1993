/**
 * What every view shows about its engine job: a progress bar with Cancel while computing,
 * the engine's message (role=alert) with Try again when it failed, a note when cancelled.
 * Nothing when there is an answer, so the answer's own layout is undisturbed. While computing it
 * is aria-busy: the page is still arriving (the TeX client waits for that before it decides
 * whether a formula is in view, src/ui/math/openWhenNear.ts).
 */
import type { Analysis } from '../../worker/useAnalysis';
import './shell.css';

interface Props {
  analysis: Pick<Analysis<unknown>, 'status' | 'progress' | 'error' | 'cancel' | 'retry'>;
  /** what is being computed, e.g. "the value of this line" */
  what?: string;
}

export function AnalysisStatus({ analysis, what = 'the analysis' }: Props) {
  const { status, progress, error } = analysis;
  if (status === 'computing') {
    const pct = progress && progress.total > 0 ? Math.floor((100 * progress.done) / progress.total) : null;
    return (
      <div className="analysis-status" role="status" aria-busy="true">
        <span>
          Computing {what}
          {progress?.label ? ` — ${progress.label}` : ''}
          {pct !== null ? ` (${pct}%)` : '…'}
        </span>
        <progress
          max={progress?.total || undefined}
          value={progress ? progress.done : undefined}
          aria-label={`Progress of ${what}`}
        />
        <button type="button" onClick={analysis.cancel}>
          Cancel
        </button>
      </div>
    );
  }
  if (status === 'failed' && error) {
    return (
      <div className="analysis-status analysis-status--error" role="alert">
        <span>{error.message}</span>
        {error.code === 'internal' && (
          <button type="button" onClick={analysis.retry}>
            Try again
          </button>
        )}
      </div>
    );
  }
  if (status === 'cancelled') {
    return (
      <div className="analysis-status" role="status">
        <span>Cancelled: {what} was not computed.</span>
        <button type="button" onClick={analysis.retry}>
          Compute again
        </button>
      </div>
    );
  }
  return null;
}
