/**
 * The engine in a Node worker thread, for the component tests (jsdom has no Worker): the same
 * messages as `src/worker/engine.worker.ts`, so the app's client drives it as it drives the
 * browser's worker. The test's own thread is never blocked by an analysis, so a test waits on
 * the engine's answer, not on how fast the machine is. Bundled by `engineThreadBuild.ts`.
 */
import { parentPort } from 'node:worker_threads';
import { analyze } from '../engine/api';
import { flagSignal } from '../worker/cancelFlag';
import type { JobMessage, WorkerReply } from '../worker/protocol';

const port = parentPort!;
port.on('message', ({ id, request, cancel }: JobMessage) => {
  const post = (reply: WorkerReply) => port.postMessage(reply);
  const response = analyze(request, {
    onProgress: (progress) => post({ id, type: 'progress', progress }),
    signal: cancel ? flagSignal(cancel) : undefined,
  });
  post({ id, type: 'done', response });
});
