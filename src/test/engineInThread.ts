/**
 * ui setup: the app's engine client (`src/worker/engine.ts`) gets a "worker" that is a Node
 * worker thread running the real engine (`engineThread.ts`), where jsdom has no Worker. Before,
 * the engine ran on the test's own thread and a busy machine made tests time out waiting for it.
 */
import { afterAll, inject } from 'vitest';
import { Worker } from 'node:worker_threads';
import type { JobMessage, WorkerLike, WorkerReply } from '../worker/protocol';

const threads = new Set<Worker>();

class ThreadWorker implements WorkerLike {
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  private readonly thread = new Worker(inject('engineThread'));
  constructor() {
    threads.add(this.thread);
    this.thread.unref(); // a test file's end does not wait for it
    this.thread.on('message', (data: WorkerReply) => this.onmessage?.({ data } as MessageEvent<WorkerReply>));
    this.thread.on('error', (e: Error) =>
      this.onerror?.({ message: e.message, preventDefault() {} } as ErrorEvent),
    );
  }
  postMessage(message: JobMessage): void {
    this.thread.postMessage(message);
  }
  terminate(): void {
    threads.delete(this.thread);
    void this.thread.terminate();
  }
}

(globalThis as { __cglEngineWorker?: () => WorkerLike }).__cglEngineWorker = () => new ThreadWorker();

afterAll(async () => {
  await Promise.all([...threads].map((t) => t.terminate()));
  threads.clear();
});
