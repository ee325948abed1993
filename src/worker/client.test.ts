import { describe, expect, it, vi } from 'vitest';
import type { AnyRequest, EngineResponse } from '../engine/api';
import { EngineClient, type EngineStatus } from './client';
import { FakeWorker } from './fakeWorker';

function setup(extra: Partial<ConstructorParameters<typeof EngineClient>[0]> = {}) {
  FakeWorker.all = [];
  const statuses: EngineStatus[] = [];
  const client = new EngineClient({
    createWorker: () => new FakeWorker(),
    onStatus: (s) => statuses.push(s),
    ...extra,
  });
  const worker = () => FakeWorker.all[FakeWorker.all.length - 1];
  return { client, statuses, worker, state: () => statuses[statuses.length - 1]?.state };
}

const req = (n: number): AnyRequest => ({ game: 'numbers', op: 'test', n });
const ok = (v: string): EngineResponse => ({ ok: true, value: v });

describe('EngineClient', () => {
  it('warm() starts the worker before any job and asks it to load the games named', () => {
    const { client, worker } = setup();
    client.warm(['flipping']);
    expect(FakeWorker.all).toHaveLength(1);
    expect(worker().posted).toEqual([{ preload: ['flipping'] }]);
    client.warm(['ruler']); // once started, warm does nothing
    const a = vi.fn();
    client.subscribe(req(1), { onDone: a });
    expect(FakeWorker.all).toHaveLength(1);
    expect(worker().posted).toHaveLength(2);
    worker().reply({ id: worker().last.id, type: 'done', response: ok('1') });
    expect(a).toHaveBeenCalledWith(ok('1'));
  });

  it('warm() does nothing where jobs run on the main thread', () => {
    const { client } = setup({ createWorker: null });
    client.warm(['flipping']);
    expect(FakeWorker.all).toHaveLength(0);
  });

  it('starts the worker lazily, runs one job at a time and reports idle/computing', () => {
    const { client, worker, state } = setup();
    expect(FakeWorker.all).toHaveLength(0);
    const a = vi.fn();
    const b = vi.fn();
    client.subscribe(req(1), { onDone: a });
    client.subscribe(req(2), { onDone: b });
    expect(FakeWorker.all).toHaveLength(1);
    expect(worker().posted).toHaveLength(1); // the second waits in the queue
    expect(state()).toBe('computing');
    worker().reply({ id: worker().last.id, type: 'done', response: ok('1') });
    expect(a).toHaveBeenCalledWith(ok('1'));
    expect(worker().posted).toHaveLength(2);
    expect(worker().last.request).toEqual(req(2));
    worker().reply({ id: worker().last.id, type: 'done', response: ok('2') });
    expect(b).toHaveBeenCalledWith(ok('2'));
    expect(state()).toBe('idle');
  });

  it('forwards progress and drops answers whose id is not the running job', () => {
    const { client, worker } = setup();
    const onProgress = vi.fn();
    const onDone = vi.fn();
    client.subscribe(req(1), { onProgress, onDone });
    const id = worker().last.id;
    worker().reply({ id: id + 100, type: 'done', response: ok('stale') });
    expect(onDone).not.toHaveBeenCalled();
    worker().reply({ id, type: 'progress', progress: { done: 3, total: 10 } });
    expect(onProgress).toHaveBeenCalledWith({ done: 3, total: 10 });
    worker().reply({ id, type: 'done', response: ok('fresh') });
    expect(onDone).toHaveBeenCalledExactlyOnceWith(ok('fresh'));
  });

  it('without a shared flag, cancel terminates the worker, answers "cancelled" and respawns for the next job', () => {
    const { client, worker } = setup();
    const onDone = vi.fn();
    const sub = client.subscribe(req(1), { onDone });
    const first = worker();
    sub.cancel();
    expect(first.terminated).toBe(true);
    expect(onDone).toHaveBeenCalledWith(
      expect.objectContaining({ ok: false, error: expect.objectContaining({ code: 'cancelled' }) }),
    );
    const next = vi.fn();
    client.subscribe(req(2), { onDone: next });
    expect(FakeWorker.all).toHaveLength(2);
    worker().reply({ id: worker().last.id, type: 'done', response: ok('2') });
    expect(next).toHaveBeenCalledWith(ok('2'));
  });

  it('shares one job between equal requests and caches the answer', () => {
    const { client, worker } = setup();
    const a = vi.fn();
    const b = vi.fn();
    client.subscribe(req(1), { onDone: a });
    client.subscribe(req(1), { onDone: b });
    expect(worker().posted).toHaveLength(1);
    worker().reply({ id: worker().last.id, type: 'done', response: ok('1') });
    expect(a).toHaveBeenCalledOnce();
    expect(b).toHaveBeenCalledOnce();
    const c = vi.fn();
    client.subscribe(req(1), { onDone: c });
    expect(c).toHaveBeenCalledWith(ok('1')); // from the cache, no new job
    expect(worker().posted).toHaveLength(1);
    expect(client.peek(JSON.stringify(req(1)))).toEqual(ok('1'));
  });

  it('drops a released queued job, and kills a released running job after the grace time', () => {
    vi.useFakeTimers();
    try {
      const { client, worker } = setup({ orphanGraceMs: 100 });
      const running = client.subscribe(req(1), { onDone: vi.fn() });
      const queued = client.subscribe(req(2), { onDone: vi.fn() });
      queued.release();
      running.release();
      const w = worker();
      expect(w.terminated).toBe(false); // a short job may still finish and be cached
      vi.advanceTimersByTime(150);
      expect(w.terminated).toBe(true);
      expect(w.posted).toHaveLength(1); // the released queued job never ran
    } finally {
      vi.useRealTimers();
    }
  });

  it('after a crash hands the error to the requester, reports failed, and restarts', () => {
    const { client, worker, statuses } = setup();
    const onDone = vi.fn();
    client.subscribe(req(1), { onDone });
    worker().crash('out of memory');
    const response = onDone.mock.calls[0][0] as EngineResponse;
    expect(response.ok).toBe(false);
    expect(!response.ok && response.error.code).toBe('internal');
    expect(!response.ok && response.error.message).toMatch(/out of memory/);
    expect(statuses[statuses.length - 1]).toMatchObject({ state: 'failed' });
    const again = vi.fn();
    client.subscribe(req(1), { onDone: again }); // crashes are not cached
    expect(FakeWorker.all).toHaveLength(2);
    worker().reply({ id: worker().last.id, type: 'done', response: ok('1') });
    expect(again).toHaveBeenCalledWith(ok('1'));
    expect(statuses[statuses.length - 1].state).toBe('idle');
  });

  it('falls back to the main thread after repeated crashes', async () => {
    const runLocal = vi.fn(async () => ok('local'));
    const { client, worker } = setup({ runLocal, maxCrashes: 2 });
    for (let i = 0; i < 2; i++) {
      client.subscribe(req(i), { onDone: vi.fn() });
      worker().crash('boom');
    }
    const onDone = vi.fn();
    client.subscribe(req(9), { onDone });
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(ok('local')));
    expect(FakeWorker.all).toHaveLength(2);
  });

  it('without a shared flag, stops the worker when the page is hidden and re-runs the job when it is shown', () => {
    const { client, worker, state } = setup();
    const onDone = vi.fn();
    client.subscribe(req(1), { onDone });
    const first = worker();
    client.suspend();
    expect(first.terminated).toBe(true);
    expect(state()).toBe('idle');
    client.resume();
    expect(FakeWorker.all).toHaveLength(2);
    expect(worker().last.request).toEqual(req(1));
    worker().reply({ id: worker().last.id, type: 'done', response: ok('1') });
    expect(onDone).toHaveBeenCalledWith(ok('1'));
  });

  it('without a Worker runs jobs on the main thread through runLocal', async () => {
    const runLocal = vi.fn(
      async (_r: AnyRequest, o: { onProgress?: (p: { done: number; total: number }) => void }) => {
        o.onProgress?.({ done: 1, total: 2 });
        return ok('here');
      },
    );
    const client = new EngineClient({ createWorker: null, runLocal });
    const onProgress = vi.fn();
    const onDone = vi.fn();
    client.subscribe(req(1), { onProgress, onDone });
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(ok('here')));
    expect(onProgress).toHaveBeenCalledWith({ done: 1, total: 2 });
  });
});
