/**
 * useAnalysis(request): ask the engine (in its worker) about a position and follow the job.
 * Keyed by JSON.stringify(request): a new request drops the old job (stale answers never
 * show); an answer seen before comes from the cache at once, so back/forward is instant.
 * Pass null to ask nothing.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type {
  AnswerFor,
  AnswerOf,
  AnyRequest,
  EngineRequest,
  EngineResponse,
  ErrorInfo,
  GameName,
  OpName,
  Progress,
  RequestOf,
} from '../engine/api';
import type { EngineClient, Subscription } from './client';
import { engine } from './engine';

export type AnalysisStatus = 'idle' | 'computing' | 'done' | 'failed' | 'cancelled';

export interface Analysis<T> {
  status: AnalysisStatus;
  progress: Progress | null;
  result: (T & { ok: true }) | null;
  error: ErrorInfo | null;
  /** stop this job (hard cancel: the worker is terminated and respawned) */
  cancel(): void;
  /** ask again after a failure or a cancel */
  retry(): void;
}

interface Snapshot {
  key: string | null;
  /** bumped by retry() so the same key is asked again */
  attempt: number;
  status: AnalysisStatus;
  progress: Progress | null;
  response: EngineResponse | null;
}

function fromResponse(key: string, attempt: number, response: EngineResponse): Snapshot {
  const status: AnalysisStatus = response.ok
    ? 'done'
    : response.error.code === 'cancelled'
      ? 'cancelled'
      : 'failed';
  return { key, attempt, status, progress: null, response };
}

function initial(key: string | null, attempt: number, client: EngineClient): Snapshot {
  const cached = key === null ? undefined : client.peek(key);
  if (key !== null && cached) return fromResponse(key, attempt, cached);
  return { key, attempt, status: key === null ? 'idle' : 'computing', progress: null, response: null };
}

/** The answer's type follows from the request's game and op (api.ts). */
export function useAnalysis<R extends EngineRequest>(
  request: R | null,
  client?: EngineClient,
): Analysis<AnswerFor<R>>;
/**
 * For generic code over a game (the play loop asks any game's `computerMove`): a request
 * typed by its game and op, answered by that op's answer.
 */
export function useAnalysis<G extends GameName, O extends OpName<G>>(
  request: RequestOf<G, O> | null,
  client?: EngineClient,
): Analysis<AnswerOf<G, O>>;
/**
 * For generic code whose request is abstract (the frame-page player serves any game's pages):
 * the caller names the answer type, checked where its requests are built (framePages' FrameOf).
 * Views with a concrete request use the form above.
 */
export function useAnalysis<T>(request: AnyRequest | null, client?: EngineClient): Analysis<T>;
export function useAnalysis<T>(request: AnyRequest | null, client: EngineClient = engine): Analysis<T> {
  const key = request === null ? null : JSON.stringify(request);
  const [attempt, setAttempt] = useState(0);
  const [snap, setSnap] = useState<Snapshot>(() => initial(key, attempt, client));
  const sub = useRef<Subscription | null>(null);

  useEffect(() => {
    if (key === null) return;
    let live = true;
    const s = client.subscribe(
      JSON.parse(key) as AnyRequest,
      {
        // Progress of a new key replaces the old key's snapshot (an in-page change of request shows it too).
        onProgress: (progress) =>
          live &&
          setSnap((prev) =>
            prev.key === key && prev.attempt === attempt
              ? { ...prev, progress }
              : { key, attempt, status: 'computing', progress, response: null },
          ),
        // A transition: drawing a large answer renders in slices that yield to the browser.
        onDone: (response) => live && startTransition(() => setSnap(fromResponse(key, attempt, response))),
      },
      key,
    );
    sub.current = s;
    return () => {
      live = false;
      sub.current = null;
      s.release();
    };
  }, [key, attempt, client]);

  // Until the effect catches up with a new key, show the new key's state, never the old answer.
  const current = snap.key === key && snap.attempt === attempt ? snap : initial(key, attempt, client);
  const cancel = useCallback(() => sub.current?.cancel(), []);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const response = current.response;
  return {
    status: current.status,
    progress: current.progress,
    result: response && response.ok ? (response as T & { ok: true }) : null,
    error: response && !response.ok ? response.error : null,
    cancel,
    retry,
  };
}
