/**
 * The engine in a module worker: one request in, progress events and one response out.
 * A request's game is loaded on its first request (src/engine/loaders.ts: one chunk a game, with
 * shared chunks for cgt and arith), and the page may name its games at boot ({preload}) so their
 * chunks load while the page itself does. analyzeLoaded() never throws (bad input, bugs and a
 * chunk that failed to load become error responses), so a crash here means something outside the
 * engine failed; the client sees it as the worker's 'error' event.
 * A cancelled job (its shared flag raised) stops at the engine's next tick and answers
 * "cancelled"; the worker, and every table the engine has filled, stays for the next job.
 */
import { analyzeLoaded, loadGame } from '../engine/loaders';
import { flagSignal } from './cancelFlag';
import type { WorkerMessage, WorkerReply } from './protocol';

// The app's tsconfig has DOM types, not the worker lib: name just what is used here.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerMessage>) => void) | null;
  postMessage(reply: WorkerReply): void;
};

scope.onmessage = (event: MessageEvent<WorkerMessage>) => {
  const message = event.data;
  if ('preload' in message) {
    // A failed preload is retried (and answered) by the game's first request.
    for (const game of message.preload) loadGame(game).catch(() => {});
    return;
  }
  const { id, request, cancel } = message;
  const post = (reply: WorkerReply) => scope.postMessage(reply);
  const signal = cancel ? flagSignal(cancel) : undefined;
  void analyzeLoaded(request, {
    onProgress: (progress) => post({ id, type: 'progress', progress }),
    signal,
  }).then((response) => post({ id, type: 'done', response }));
};
