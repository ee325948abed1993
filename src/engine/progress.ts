import { EngineError } from './errors';

/** How far a long analysis has got: done of total units, with what it is doing. */
export interface Progress {
  done: number;
  total: number;
  label?: string;
}

/**
 * Anything with `aborted` (an AbortSignal fits, or the worker's view of a shared cancel flag,
 * src/worker/cancelFlag.ts); the engine knows no DOM types. Read at every tick.
 */
export interface CancelSignal {
  readonly aborted: boolean;
}

export interface AnalyzeOptions {
  onProgress?: (p: Progress) => void;
  signal?: CancelSignal;
}

/**
 * The context long loops report to: call `tick(done, total)` often; it forwards progress
 * at most every ~50 ms and throws a `cancelled` EngineError once the signal is aborted.
 * Tick only where the session's tables (cgt store, heap table, brute-force table) are
 * consistent, with the work done so far recorded: a cancel keeps it for the next request.
 */
export class Work {
  private last = 0;
  constructor(private readonly opts: AnalyzeOptions = {}) {}

  tick(done: number, total: number, label?: string): void {
    if (this.opts.signal?.aborted) throw new EngineError('cancelled', 'the analysis was cancelled');
    if (!this.opts.onProgress) return;
    const now = Date.now();
    if (now - this.last < 50 && done < total) return;
    this.last = now;
    this.opts.onProgress({ done, total, label });
  }
}
