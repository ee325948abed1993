/**
 * The engine client: a queue of analysis jobs run one at a time in a Web Worker (or on the
 * main thread where there is no Worker). Its lifecycle is the lichess one: started at boot
 * (warm) or by the first job, request ids so stale answers are dropped, stop when the page is
 * hidden (jobs resume when it is shown), restart after a crash with the error handed to whoever
 * asked. Equal requests share one job; answers are kept in a small LRU.
 *
 * Stopping a job (cancel, nobody wants it, page hidden) is cooperative where the page can
 * share memory: the job's shared flag is raised, the engine stops at its next tick and the
 * worker keeps everything it has learned. A job that has not answered a second later, or any
 * job where there is no shared flag, is stopped the hard way: terminate and respawn.
 */
import type { AnalyzeOptions, AnyRequest, EngineResponse, ErrorInfo, Progress } from '../engine/api';
import { LruCache } from './cache';
import { newCancelFlag, raiseFlag, type CancelFlag } from './cancelFlag';
import type { WorkerLike, WorkerReply } from './protocol';

export type EngineState = 'idle' | 'computing' | 'failed';

export interface EngineStatus {
  state: EngineState;
  /** what a person should know: the last crash, "paused", "running on the main thread" */
  detail: string | null;
  /** jobs waiting behind the running one */
  queued: number;
}

export interface JobCallbacks {
  onProgress?: (progress: Progress) => void;
  /** Called once. Cancelled jobs answer error code "cancelled"; a crash answers "internal". */
  onDone: (response: EngineResponse) => void;
}

export interface Subscription {
  /** stop listening; the job is dropped when nobody else wants it */
  release(): void;
  /** stop the job for everyone who asked for it (the user's Cancel button) */
  cancel(): void;
}

export interface ClientOptions {
  /** makes a worker; null = no Worker here (jsdom, very old browsers) */
  createWorker: (() => WorkerLike) | null;
  /** the main-thread fallback (and the fallback after repeated crashes) */
  runLocal?: (request: AnyRequest, options: AnalyzeOptions) => Promise<EngineResponse>;
  onStatus?: (status: EngineStatus) => void;
  cacheSize?: number;
  /** a job nobody wants any more may finish (and be cached) if it ends within this time */
  orphanGraceMs?: number;
  /** crashes in a row before the client gives up on workers and computes on the main thread */
  maxCrashes?: number;
  /** give each worker job a shared cancel flag (only where the page is cross-origin isolated) */
  shareFlags?: boolean;
  /** how long a flagged job may take to stop before its worker is terminated */
  stopDeadlineMs?: number;
}

interface Job {
  /** the id of its latest run: a job put back in the queue runs again under a new id */
  id: number;
  key: string;
  request: AnyRequest;
  subs: Set<JobCallbacks>;
  progress: Progress | null;
  startedAt: number;
  /** the main-thread run's signal */
  abort: { aborted: boolean };
  /** the worker run's shared flag, if the page can share memory */
  flag: CancelFlag | null;
  orphanTimer?: ReturnType<typeof setTimeout>;
}

/** A worker job asked to stop whose answer has not come yet: the worker is still busy with it. */
interface Stopping {
  job: Job;
  id: number;
  deadline: ReturnType<typeof setTimeout>;
}

/** An answer that follows from the request alone (so it is cached): not a cancel or a crash. */
const isFinal = (r: EngineResponse) => r.ok || (r.error.code !== 'cancelled' && r.error.code !== 'internal');

const cancelled = (): EngineResponse => ({
  ok: false,
  error: { code: 'cancelled', message: 'The analysis was cancelled.' },
});

export class EngineClient {
  private worker: WorkerLike | null = null;
  private running: Job | null = null;
  private stopping: Stopping | null = null;
  private readonly queue: Job[] = [];
  private readonly cache: LruCache<EngineResponse>;
  private nextId = 1;
  private suspended = false;
  private crashes = 0;
  private failure: string | null = null;
  private useWorker: boolean;

  constructor(private readonly opts: ClientOptions) {
    this.cache = new LruCache(opts.cacheSize ?? 200);
    this.useWorker = opts.createWorker !== null;
  }

  /** The cached answer to a request key (JSON.stringify of the request), if any. */
  peek(key: string): EngineResponse | undefined {
    return this.cache.get(key);
  }

  /** Ask for an analysis. A cached answer is delivered at once, before this returns. */
  subscribe(request: AnyRequest, callbacks: JobCallbacks, key = JSON.stringify(request)): Subscription {
    const cached = this.cache.get(key);
    if (cached) {
      callbacks.onDone(cached);
      return { release() {}, cancel() {} };
    }
    let job = this.running?.key === key ? this.running : this.queue.find((j) => j.key === key);
    if (job) {
      clearTimeout(job.orphanTimer);
      if (job.progress) callbacks.onProgress?.(job.progress);
    } else {
      job = {
        id: 0,
        key,
        request,
        subs: new Set(),
        progress: null,
        startedAt: 0,
        abort: { aborted: false },
        flag: null,
      };
      this.queue.push(job);
    }
    job.subs.add(callbacks);
    const theJob = job;
    this.pump();
    return {
      release: () => this.release(theJob, callbacks),
      cancel: () => this.cancel(theJob),
    };
  }

  /** The page was hidden or left: stop computing, keep the jobs for later. */
  suspend(): void {
    this.suspended = true;
    const job = this.running;
    if (job) {
      this.running = null;
      this.queue.unshift(job);
      job.abort.aborted = true;
      if (this.useWorker) this.halt(job);
    }
    this.report('Paused while the page is hidden.');
  }

  /** The page is visible again: carry on with the queue. */
  resume(): void {
    if (!this.suspended) return;
    this.suspended = false;
    this.pump();
  }

  private pump(): void {
    // A worker still stopping a job is busy: the next job waits for its answer (or its deadline).
    const busy = this.running !== null || (this.useWorker && this.stopping !== null);
    if (busy || this.suspended || this.queue.length === 0) return this.report();
    const job = this.queue.shift()!;
    this.running = job;
    job.id = this.nextId++;
    job.startedAt = Date.now();
    this.report();
    if (this.useWorker) this.startInWorker(job);
    else this.startLocally(job);
  }

  /**
   * Start the worker now, before any job, and have it load `games`' code: at boot, so the worker's
   * script and the page's game load while the page itself does (issue 26: the first answer waited
   * for the worker to start at the first request). Nothing to do without workers.
   */
  warm(games: readonly string[]): void {
    if (!this.useWorker || this.worker) return;
    if (this.spawn() && games.length) this.worker!.postMessage({ preload: [...games] });
  }

  /** A new worker wired to this client; false (and a crash reported) if it cannot be made. */
  private spawn(): boolean {
    try {
      this.worker = this.opts.createWorker!();
    } catch (e) {
      this.crash(e instanceof Error ? e.message : String(e));
      return false;
    }
    this.worker.onmessage = (event) => this.onReply(event.data);
    this.worker.onerror = (event) => {
      event.preventDefault?.();
      this.crash(event.message || 'the worker script failed');
    };
    this.worker.onmessageerror = () => this.crash('a message could not be read');
    return true;
  }

  private startInWorker(job: Job): void {
    if (!this.worker && !this.spawn()) return;
    job.flag = this.opts.shareFlags ? newCancelFlag() : null;
    this.worker!.postMessage(
      job.flag
        ? { id: job.id, request: job.request, cancel: job.flag }
        : { id: job.id, request: job.request },
    );
  }

  private startLocally(job: Job): void {
    const runLocal = this.opts.runLocal;
    if (!runLocal)
      return this.finish(job, {
        ok: false,
        error: { code: 'internal', message: 'This browser cannot run the engine (no Web Worker).' },
      });
    const id = job.id;
    job.abort = { aborted: false }; // this run's own signal: a suspended run's stays raised
    const onProgress = (progress: Progress) => this.onReply({ id, type: 'progress', progress });
    runLocal(job.request, { onProgress, signal: job.abort }).then(
      (response) => this.onReply({ id, type: 'done', response }),
      (e: unknown) =>
        this.onReply({
          id,
          type: 'done',
          response: {
            ok: false,
            error: {
              code: 'internal',
              message: `internal error: ${e instanceof Error ? e.message : String(e)}`,
            },
          },
        }),
    );
  }

  private onReply(reply: WorkerReply): void {
    if (this.stopping?.id === reply.id) {
      if (reply.type === 'done') this.stopped(reply.response);
      return;
    }
    const job = this.running;
    if (!job || reply.id !== job.id) return; // a stale answer: that job was cancelled or dropped
    if (reply.type === 'progress') {
      job.progress = reply.progress;
      for (const s of job.subs) s.onProgress?.(reply.progress);
    } else {
      if (this.useWorker) this.crashes = 0;
      this.failure = null;
      this.finish(job, reply.response);
    }
  }

  private finish(job: Job, response: EngineResponse): void {
    clearTimeout(job.orphanTimer);
    if (this.running === job) this.running = null;
    if (isFinal(response)) this.cache.set(job.key, response);
    for (const s of [...job.subs]) s.onDone(response);
    job.subs.clear();
    this.pump();
  }

  private crash(reason: string): void {
    const job = this.running;
    this.killWorker();
    this.crashes++;
    const giveUp = this.crashes >= (this.opts.maxCrashes ?? 3) && this.opts.runLocal !== undefined;
    if (giveUp) this.useWorker = false;
    this.failure = `The engine stopped unexpectedly (${reason}). ${giveUp ? 'It now runs on the main thread.' : 'It restarts with the next request.'}`;
    const error: ErrorInfo = { code: 'internal', message: this.failure };
    if (job) this.finish(job, { ok: false, error });
    else this.report();
  }

  private release(job: Job, callbacks: JobCallbacks): void {
    if (!job.subs.delete(callbacks) || job.subs.size > 0) return;
    const queued = this.queue.indexOf(job);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      return this.report();
    }
    if (this.running !== job) return;
    // Nobody wants it: let a short job finish (its answer is cached), stop a long one.
    const grace = this.opts.orphanGraceMs ?? 300;
    const left = job.startedAt + grace - Date.now();
    if (left <= 0) this.stop(job);
    else job.orphanTimer = setTimeout(() => job.subs.size === 0 && this.stop(job), left);
  }

  private cancel(job: Job): void {
    const subs = [...job.subs];
    job.subs.clear();
    this.stop(job);
    for (const s of subs) s.onDone(cancelled());
  }

  /** Drop a job without telling anyone; a running one is asked to stop (see halt). */
  private stop(job: Job): void {
    clearTimeout(job.orphanTimer);
    job.abort.aborted = true;
    const queued = this.queue.indexOf(job);
    if (queued >= 0) this.queue.splice(queued, 1);
    if (this.running === job) {
      this.running = null;
      if (this.useWorker) this.halt(job);
    }
    this.pump();
  }

  /**
   * Stop the worker's current run of `job`: raise its flag and give it the deadline to
   * answer, or (no flag) terminate the worker at once.
   */
  private halt(job: Job): void {
    if (!job.flag || !this.worker) return this.killWorker();
    raiseFlag(job.flag);
    const deadline = setTimeout(() => {
      this.killWorker();
      this.pump();
    }, this.opts.stopDeadlineMs ?? 1000);
    this.stopping = { job, id: job.id, deadline };
  }

  /**
   * The answer of a run that was asked to stop. Usually "cancelled"; if the run finished
   * first, its answer is as good as any: cache it, and hand it to the job if that waits again.
   */
  private stopped(response: EngineResponse): void {
    const { job, deadline } = this.stopping!;
    clearTimeout(deadline);
    this.stopping = null;
    if (isFinal(response)) {
      this.cache.set(job.key, response);
      const waiting = this.queue.findIndex((j) => j.key === job.key);
      if (waiting >= 0) {
        const again = this.queue.splice(waiting, 1)[0];
        for (const s of [...again.subs]) s.onDone(response);
        again.subs.clear();
      }
    }
    this.pump();
  }

  private killWorker(): void {
    if (this.stopping) clearTimeout(this.stopping.deadline);
    this.stopping = null;
    if (!this.worker) return;
    this.worker.onmessage = null;
    this.worker.onerror = null;
    this.worker.terminate();
    this.worker = null;
  }

  private report(detail?: string): void {
    const busy = this.running !== null || (!this.suspended && this.queue.length > 0);
    const state: EngineState = busy ? 'computing' : this.failure ? 'failed' : 'idle';
    const note =
      detail ??
      (this.suspended
        ? 'Paused while the page is hidden.'
        : (this.failure ?? (this.useWorker ? null : 'Running on the main thread.')));
    this.opts.onStatus?.({ state, detail: note, queued: this.queue.length });
  }
}
