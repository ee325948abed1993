/** The TeX client: one batch per render, answers cached by key, listeners told, a failed worker replaced by the main thread. */
import { describe, expect, it } from 'vitest';
import { texKey, type TexRequest } from './texRequest';
import { typeset } from './typeset';
import { TexClient, type TexWorkerLike } from './texClient';
import type { TexJob, TexReply } from './texProtocol';

/** A TeX worker that typesets for real when the test says so. */
class FakeTexWorker implements TexWorkerLike {
  jobs: TexJob[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<TexReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(job: TexJob) {
    this.jobs.push(job);
  }
  terminate() {
    this.terminated = true;
  }
  answer(job: TexJob) {
    this.onmessage?.({
      data: { results: job.items.map((i) => ({ key: i.key, typeset: typeset(i) })) },
    } as MessageEvent<TexReply>);
  }
  crash() {
    this.onerror?.({ message: 'failed to load' } as ErrorEvent);
  }
}

const inline = (tex: string): TexRequest => ({ tex, display: false, visualOnly: false });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(...rest: Tail<ConstructorParameters<typeof TexClient>>) {
  const workers: FakeTexWorker[] = [];
  const client = new TexClient(
    () => {
      const w = new FakeTexWorker();
      workers.push(w);
      return w;
    },
    ...rest,
  );
  return { client, workers };
}
type Tail<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;

describe('TexClient', () => {
  it('sends the formulas asked for in one turn as one batch, each key once, and caches the answers', async () => {
    const { client, workers } = setup();
    client.request(inline('x^2'));
    client.request(inline('\\frac12'));
    client.request(inline('x^2'));
    expect(workers).toHaveLength(0); // nothing is sent before the microtask
    await settle();
    expect(workers).toHaveLength(1);
    expect(workers[0].jobs.map((j) => j.items.map((i) => i.tex))).toEqual([['x^2', '\\frac12']]);

    let told = 0;
    client.subscribe(texKey(inline('x^2')), () => told++);
    workers[0].answer(workers[0].jobs[0]);
    expect(told).toBe(1);
    const got = client.get(texKey(inline('x^2')));
    expect(got?.ok && got.html).toContain('katex');

    client.request(inline('x^2')); // cached: not asked again
    await settle();
    expect(workers[0].jobs).toHaveLength(1);
  });

  it('keeps bad TeX as its error, and display and visual-only copies under their own keys', async () => {
    const { client, workers } = setup();
    client.request(inline('\\frac{1'));
    client.request({ tex: 'x', display: true, visualOnly: true });
    await settle();
    workers[0].answer(workers[0].jobs[0]);
    const bad = client.get(texKey(inline('\\frac{1')));
    expect(bad?.ok).toBe(false);
    const block = client.get(texKey({ tex: 'x', display: true, visualOnly: true }));
    expect(block?.ok && block.html).toContain('katex-display');
    expect(block?.ok && block.html).not.toContain('<math');
  });

  it('typesets on the main thread what a failed worker owed, and everything after', async () => {
    const { client, workers } = setup();
    client.request(inline('a+b'));
    await settle();
    workers[0].crash();
    expect(workers[0].terminated).toBe(true);
    await expect.poll(() => client.get(texKey(inline('a+b')))?.ok).toBe(true);
    client.request(inline('c'));
    await expect.poll(() => client.get(texKey(inline('c')))?.ok).toBe(true);
    expect(workers).toHaveLength(1);
  });

  it('forgets the oldest formulas beyond its limit, but never one on screen', async () => {
    const { client, workers } = setup(2);
    const keys = ['a', 'b', 'c'].map((t) => texKey(inline(t)));
    client.subscribe(keys[0], () => {});
    for (const t of ['a', 'b', 'c']) client.request(inline(t));
    await settle();
    workers[0].answer(workers[0].jobs[0]);
    expect(keys.map((k) => client.get(k) !== undefined)).toEqual([true, false, true]);
  });

  it('tells the listeners of a big batch in slices, one per frame, in the order asked, until all are told', async () => {
    const frames: (() => void)[] = [];
    const { client, workers } = setup(2000, (run) => frames.push(run));
    const texs = Array.from({ length: 300 }, (_, i) => `\\frac{${i}}{${i + 1}} + x^{${i}}`);
    const told: number[] = [];
    texs.forEach((tex, i) => {
      client.subscribe(texKey(inline(tex)), () => told.push(i));
      client.request(inline(tex));
    });
    await settle();
    workers[0].answer(workers[0].jobs[0]);
    const first = told.length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(300);
    expect(frames).toHaveLength(1);
    while (frames.length > 0) frames.shift()!();
    expect(told).toEqual(texs.map((_, i) => i));
    // Every formula was cached when its batch arrived, before its listener was told.
    expect(client.get(texKey(inline(texs[299])))?.ok).toBe(true);
  });
  it('shows the first formulas only once beforeFirstShow is done (KaTeX fonts), asking for it once', async () => {
    let asked = 0;
    let fontsIn!: () => void;
    const fonts = new Promise<void>((resolve) => (fontsIn = resolve));
    const { client, workers } = setup(
      2000,
      (run) => run(),
      () => (asked++, fonts),
    );
    let told = 0;
    client.subscribe(texKey(inline('x')), () => told++);
    client.request(inline('x'));
    await settle();
    workers[0].answer(workers[0].jobs[0]);
    expect(asked).toBe(1);
    expect(told).toBe(0);
    expect(client.get(texKey(inline('x')))).toBeUndefined();
    fontsIn();
    await settle();
    expect(told).toBe(1);
    expect(client.get(texKey(inline('x')))?.ok).toBe(true);
    client.request(inline('y')); // later answers show at once, without asking again
    await settle();
    client.subscribe(texKey(inline('y')), () => told++);
    workers[0].answer(workers[0].jobs[1]);
    expect(told).toBe(2);
    expect(asked).toBe(1);
  });

  it('held, asks nothing and starts no worker until opened, then sends what waited as one batch', async () => {
    const { client, workers } = setup();
    client.hold();
    expect(client.isHeld).toBe(true);
    client.request(inline('x^2'));
    await settle();
    client.request(inline('y'));
    await settle();
    expect(workers).toHaveLength(0);
    client.open();
    expect(client.isHeld).toBe(false);
    expect(workers).toHaveLength(1);
    expect(workers[0].jobs.map((j) => j.items.map((i) => i.tex))).toEqual([['x^2', 'y']]);
    client.request(inline('z'));
    await settle();
    expect(workers[0].jobs.map((j) => j.items.map((i) => i.tex))).toEqual([['x^2', 'y'], ['z']]);
    client.open(); // opening again sends nothing twice
    expect(workers[0].jobs).toHaveLength(2);
  });
});
