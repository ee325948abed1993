/**
 * The engine in a module worker: one request in, progress events and one response out.
 * analyze() never throws (bad input and bugs become error responses), so a crash here means
 * something outside the engine failed; the client sees it as the worker's 'error' event.
 * A cancelled job (its shared flag raised) stops at the engine's next tick and answers
 * "cancelled"; the worker, and every table the engine has filled, stays for the next job.
 */
import { analyze } from '../engine/api';
import { flagSignal } from './cancelFlag';
import type { JobMessage, WorkerReply } from './protocol';

// The app's tsconfig has DOM types, not the worker lib: name just what is used here.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<JobMessage>) => void) | null;
  postMessage(reply: WorkerReply): void;
};

scope.onmessage = (event: MessageEvent<JobMessage>) => {
  const { id, request, cancel } = event.data;
  const post = (reply: WorkerReply) => scope.postMessage(reply);
  const signal = cancel ? flagSignal(cancel) : undefined;
  const response = analyze(request, {
    onProgress: (progress) => post({ id, type: 'progress', progress }),
    signal,
  });
  post({ id, type: 'done', response });
};
