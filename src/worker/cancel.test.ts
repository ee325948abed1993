/**
 * Cooperative cancellation (issue 9): where the page can share memory, stopping a job raises
 * its shared flag and keeps the worker (and the engine's tables); only a job that ignores
 * the flag for a second is terminated. The fallbacks (no flag, no Worker) still cancel.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyRequest, EngineResponse } from '../engine/api';
import { flagSignal } from './cancelFlag';
import { EngineClient } from './client';
import { FakeWorker } from './fakeWorker';

const req = (n: number): AnyRequest => ({ game: 'numbers', op: 'test', n });
const ok = (v: string): EngineResponse => ({ ok: true, value: v });
const cancelledAnswer: EngineResponse = {
  ok: false,
  error: { code: 'cancelled', message: 'the analysis was cancelled' },
};
const isCancelled = expect.objectContaining({
  ok: false,
  error: expect.objectContaining({ code: 'cancelled' }),
});

function setup() {
  FakeWorker.all = [];
  const client = new EngineClient({
    createWorker: () => new FakeWorker(),
    shareFlags: true,
    orphanGraceMs: 100,
  });
  const worker = () => FakeWorker.all[FakeWorker.all.length - 1];
  /** what the engine in the worker would read at its next tick */
  const raised = (index = -1) => flagSignal(worker().posted.at(index)!.cancel!).aborted;
  return { client, worker, raised };
}

describe('cooperative cancel with a shared flag', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('cancel raises the flag, keeps the worker, and the next job runs in it once the engine stops', () => {
    const { client, worker, raised } = setup();
    const onDone = vi.fn();
    client.subscribe(req(1), { onDone }).cancel();
    expect(raised()).toBe(true);
    expect(worker().terminated).toBe(false);
    expect(onDone).toHaveBeenCalledExactlyOnceWith(isCancelled);

    const next = vi.fn();
    client.subscribe(req(2), { onDone: next });
    expect(worker().posted).toHaveLength(1); // the worker is still busy stopping job 1
    worker().reply({ id: worker().posted[0].id, type: 'done', response: cancelledAnswer });
    expect(worker().posted).toHaveLength(2);
    expect(raised()).toBe(false); // job 2 has a flag of its own
    worker().reply({ id: worker().last.id, type: 'done', response: ok('2') });
    expect(next).toHaveBeenCalledExactlyOnceWith(ok('2'));
    expect(FakeWorker.all).toHaveLength(1);
    vi.advanceTimersByTime(5000);
    expect(worker().terminated).toBe(false); // the deadline was cleared when job 1 stopped
  });

  it('terminates a job that ignores the flag for more than a second, then respawns', () => {
    const { client, worker } = setup();
    client.subscribe(req(1), { onDone: vi.fn() }).cancel();
    const next = vi.fn();
    client.subscribe(req(2), { onDone: next });
    const first = worker();
    vi.advanceTimersByTime(999);
    expect(first.terminated).toBe(false);
    vi.advanceTimersByTime(2);
    expect(first.terminated).toBe(true);
    expect(FakeWorker.all).toHaveLength(2);
    expect(worker().last.request).toEqual(req(2));
    first.reply({ id: first.posted[0].id, type: 'done', response: ok('late') }); // from a dead worker: ignored
    worker().reply({ id: worker().last.id, type: 'done', response: ok('2') });
    expect(next).toHaveBeenCalledExactlyOnceWith(ok('2'));
  });

  it('drops progress and answers of a cancelled run; an answer that beat the flag is kept in the cache', () => {
    const { client, worker } = setup();
    const onProgress = vi.fn();
    const onDone = vi.fn();
    client.subscribe(req(1), { onProgress, onDone }).cancel();
    const id = worker().last.id;
    worker().reply({ id, type: 'progress', progress: { done: 9, total: 10 } });
    worker().reply({ id, type: 'done', response: ok('finished anyway') });
    expect(onProgress).not.toHaveBeenCalled();
    expect(onDone).toHaveBeenCalledExactlyOnceWith(isCancelled);
    // A sound answer is still an answer: asking again needs no new job.
    const again = vi.fn();
    client.subscribe(req(1), { onDone: again });
    expect(again).toHaveBeenCalledExactlyOnceWith(ok('finished anyway'));
    expect(worker().posted).toHaveLength(1);
  });

  it('does not cache the "cancelled" answer: asking again after a cancel runs the job again', () => {
    const { client, worker } = setup();
    client.subscribe(req(1), { onDone: vi.fn() }).cancel();
    const again = vi.fn();
    client.subscribe(req(1), { onDone: again });
    worker().reply({ id: worker().posted[0].id, type: 'done', response: cancelledAnswer });
    expect(again).not.toHaveBeenCalled();
    expect(worker().posted).toHaveLength(2);
    expect(worker().last.request).toEqual(req(1));
    worker().reply({ id: worker().last.id, type: 'done', response: ok('1') });
    expect(again).toHaveBeenCalledExactlyOnceWith(ok('1'));
  });

  it('raises the flag of an orphaned job after the grace time instead of terminating', () => {
    const { client, worker, raised } = setup();
    client.subscribe(req(1), { onDone: vi.fn() }).release();
    expect(raised()).toBe(false); // a short job may still finish
    vi.advanceTimersByTime(150);
    expect(raised()).toBe(true);
    expect(worker().terminated).toBe(false);
  });

  it('pauses a hidden page by the flag, and re-runs the job in the same worker when shown', () => {
    const { client, worker, raised } = setup();
    const onDone = vi.fn();
    client.subscribe(req(1), { onDone });
    client.suspend();
    expect(raised()).toBe(true);
    worker().reply({ id: worker().last.id, type: 'done', response: cancelledAnswer });
    expect(onDone).not.toHaveBeenCalled(); // the job is waiting, not cancelled
    expect(worker().terminated).toBe(false);
    client.resume();
    expect(worker().posted).toHaveLength(2);
    expect(raised()).toBe(false);
    worker().reply({ id: worker().last.id, type: 'done', response: ok('1') });
    expect(onDone).toHaveBeenCalledExactlyOnceWith(ok('1'));
    expect(FakeWorker.all).toHaveLength(1);
  });

  it('a run that finished before it saw the pause flag answers its job, with nothing re-run', () => {
    const { client, worker } = setup();
    const onDone = vi.fn();
    client.subscribe(req(1), { onDone });
    client.suspend();
    worker().reply({ id: worker().last.id, type: 'done', response: ok('1') });
    expect(onDone).toHaveBeenCalledExactlyOnceWith(ok('1'));
    client.resume();
    expect(worker().posted).toHaveLength(1);
  });

  it('terminates a paused job that ignores the flag, and runs it again when shown', () => {
    const { client, worker } = setup();
    const onDone = vi.fn();
    client.subscribe(req(1), { onDone });
    client.suspend();
    vi.advanceTimersByTime(1001);
    expect(worker().terminated).toBe(true);
    client.resume();
    expect(FakeWorker.all).toHaveLength(2);
    worker().reply({ id: worker().last.id, type: 'done', response: ok('1') });
    expect(onDone).toHaveBeenCalledExactlyOnceWith(ok('1'));
  });
});

describe('cancel on the main thread (no Worker)', () => {
  it('raises the signal the engine reads and answers "cancelled" once', async () => {
    const seen: boolean[] = [];
    let start!: () => void;
    const started = new Promise<void>((resolve) => (start = resolve));
    const runLocal = vi.fn(async (_r: AnyRequest, o: { signal?: { aborted: boolean } }) => {
      await started; // the engine starts after a macrotask, like engine.ts's runLocal
      seen.push(o.signal!.aborted);
      return o.signal!.aborted ? cancelledAnswer : ok('done');
    });
    const client = new EngineClient({ createWorker: null, runLocal });
    const onDone = vi.fn();
    client.subscribe(req(1), { onDone }).cancel();
    const next = vi.fn();
    client.subscribe(req(2), { onDone: next });
    start();
    await vi.waitFor(() => expect(next).toHaveBeenCalledWith(ok('done')));
    expect(seen).toEqual([true, false]);
    expect(onDone).toHaveBeenCalledExactlyOnceWith(isCancelled);
  });
});
