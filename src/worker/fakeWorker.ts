/**
 * For the client's tests: a worker that does nothing until the test answers for it, and
 * records what it was sent and whether it was terminated.
 */
import type { JobMessage, WorkerLike, WorkerReply } from './protocol';

export class FakeWorker implements WorkerLike {
  static all: FakeWorker[] = [];
  posted: JobMessage[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor() {
    FakeWorker.all.push(this);
  }
  postMessage(m: JobMessage) {
    this.posted.push(m);
  }
  terminate() {
    this.terminated = true;
  }
  reply(r: WorkerReply) {
    this.onmessage?.({ data: r } as MessageEvent<WorkerReply>);
  }
  crash(message: string) {
    this.onerror?.({ message, preventDefault() {} } as ErrorEvent);
  }
  get last() {
    return this.posted[this.posted.length - 1];
  }
}
