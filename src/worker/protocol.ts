/**
 * The messages between the page and the engine worker. One job at a time: the page sends
 * {id, request, cancel?}; the worker answers with progress events and one final response, all
 * carrying the job's id so the page can drop answers to jobs it no longer wants. `cancel` is
 * the job's shared cancel flag (cancelFlag.ts) where the page is cross-origin isolated. At boot
 * the page may send {preload: games} so the worker loads those games' code before any job.
 */
import type { AnyRequest, EngineResponse, Progress } from '../engine/api';
import type { CancelFlag } from './cancelFlag';

export interface JobMessage {
  id: number;
  request: AnyRequest;
  cancel?: CancelFlag;
}

/** The games a page will ask about, sent as the worker starts so their chunks load at once. */
export interface PreloadMessage {
  preload: string[];
}

export type WorkerMessage = JobMessage | PreloadMessage;

export type WorkerReply =
  | { id: number; type: 'progress'; progress: Progress }
  | { id: number; type: 'done'; response: EngineResponse };

/** The part of `Worker` the client uses, so tests can pass a fake. */
export interface WorkerLike {
  postMessage(message: WorkerMessage): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror?: ((event: MessageEvent) => void) | null;
}
