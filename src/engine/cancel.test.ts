/**
 * Cancelling keeps what the engine has learned (issue 9): a request stopped part-way by its
 * signal (Work.tick throws "cancelled") leaves every session table consistent, keeps the
 * work already done, and the next request carries on from there. Answers after a cancel
 * equal a fresh engine's (a second copy of the modules, loaded after vi.resetModules()).
 */
import { describe, expect, it, vi } from 'vitest';
import { analyze, type CancelSignal } from './api';
import { BruteForceTable } from './games/flipping/bruteForce';
import { heapsKnown } from './games/goldennugget/heapTable';
import { Work } from './progress';

/** A signal that lets `n` ticks pass and aborts at the next one. */
function abortAfter(n: number): CancelSignal {
  let reads = 0;
  return {
    get aborted() {
      return ++reads > n;
    },
  };
}

/** A signal that never aborts and counts the ticks (units of work) a request reports. */
function counting() {
  const c = { ticks: 0 };
  const signal: CancelSignal = {
    get aborted() {
      c.ticks++;
      return false;
    },
  };
  return { c, signal };
}

/** A canonical answer with the store's ids (which depend on what was interned before) renumbered by node order. */
function withoutStoreIds(answer: Record<string, unknown>) {
  const tree = answer.tree as {
    root: number;
    nodes: { id: number; left: number[] | null; right: number[] | null }[];
  };
  const index = new Map(tree.nodes.map((n, i) => [n.id, i]));
  const at = (id: number) => index.get(id) ?? 'not listed';
  const nodes = tree.nodes.map((n) => ({
    ...n,
    id: at(n.id),
    left: n.left?.map(at) ?? null,
    right: n.right?.map(at) ?? null,
  }));
  return { ...answer, tree: { ...tree, root: at(tree.root), nodes } };
}

async function freshEngine() {
  vi.resetModules();
  return { api: await import('./api') };
}

describe('a cancelled Golden Nugget table', () => {
  const table = { game: 'goldennugget', op: 'table', from: 1900, to: 1999 };

  it('keeps the heaps it computed, and the next request reuses them', async () => {
    const before = heapsKnown();
    const cancelled = analyze(table, { signal: abortAfter(5) });
    expect(cancelled).toMatchObject({ ok: false, error: { code: 'cancelled' } });
    const kept = heapsKnown();
    expect(kept).toBeGreaterThan(before);
    expect(kept).toBeLessThan(2000);

    const resumed = counting();
    const answer = analyze(table, { signal: resumed.signal });
    expect(answer.ok).toBe(true);
    expect(heapsKnown()).toBeGreaterThanOrEqual(2000);

    // A fresh engine does all the heaps: more units of work than the resumed request did.
    const { api } = await freshEngine();
    const fresh = counting();
    const freshAnswer = api.analyze(table, { signal: fresh.signal });
    expect(resumed.c.ticks).toBeLessThan(fresh.c.ticks);
    expect(answer).toEqual(freshAnswer);
  });
});

describe('a cancelled canonical form (cancelled inside the cgt store, between new games)', () => {
  const sum = {
    game: 'cgt',
    op: 'canonical',
    expression: '{1|-1}+{2|-2}+{3|-3}+{4|-4}+{5|-5}+{6|-6}+{7|-7}+{8|-8}+{9|-9}+{10|-10}+{11|-11}',
  };

  it('leaves the store consistent: the next answer equals a fresh engine’s', async () => {
    expect(analyze(sum, { signal: abortAfter(2) })).toMatchObject({
      ok: false,
      error: { code: 'cancelled' },
    });
    const answer = analyze(sum);
    expect(answer.ok).toBe(true);
    const { api } = await freshEngine();
    expect(withoutStoreIds(answer)).toEqual(withoutStoreIds(api.analyze(sum)));
  });
});

describe('a cancelled brute-force fill', () => {
  it('keeps the lines it filled, and filling on gives the values of an uninterrupted fill', () => {
    const limit = 2 ** 17;
    const table = new BruteForceTable();
    expect(() => table.fillTo(limit, new Work({ signal: abortAfter(2) }))).toThrow(/cancelled/);
    expect(table.size).toBeGreaterThan(1);
    expect(table.size).toBeLessThan(limit);

    const resumed = counting();
    table.fillTo(limit, new Work({ signal: resumed.signal }));
    const whole = new BruteForceTable();
    const fresh = counting();
    whole.fillTo(limit, new Work({ signal: fresh.signal }));
    expect(resumed.c.ticks).toBeLessThan(fresh.c.ticks);
    for (let i = 0; i < limit; i++)
      if (table.scaled(i) !== whole.scaled(i)) expect.fail(`line index ${i} differs`);
  });
});
