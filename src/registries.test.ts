/**
 * The registries agree with the manifests (app/manifests.ts). What the app shows is derived
 * from the manifests; what sits below the views keeps its own list, keyed by page id, and is
 * checked here: the store's slices, the engine's practice games and their boards and frames,
 * and the UI benchmark's page list (a .mjs script). e2e/everyPage.ts is checked by the type
 * checker instead (EVERY_PAGE_VISITED).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANIFESTS } from './app/manifests';
import type { PageManifest } from './nav/pages';
import { randomFor } from './engine/practice/random';
import { KINDS } from './engine/practice/registry';
import { PRACTICE_GAMES } from './engine/practice/types';
import { BOARD_KEYS, specOf } from './store/store';
import { PRACTICE_PAGES } from './store';

const manifestOf = (id: string): PageManifest | undefined => MANIFESTS.find((m) => m.id === id);
const sorted = (ids: Iterable<string>) => [...ids].sort();

describe('the manifests and the registries below them', () => {
  it('names each page once, by an id a route can carry', () => {
    const ids = MANIFESTS.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/);
  });

  it("gives every store slice to the page of its key, and every page's slice is the store's", () => {
    for (const key of BOARD_KEYS)
      expect(manifestOf(key)?.slice, `the manifest of "${key}"`).toBe(specOf(key));
    for (const m of MANIFESTS)
      if ('slice' in m) expect(BOARD_KEYS as readonly string[], `the store's slices`).toContain(m.id);
  });

  it("offers practice for exactly the engine's practice games, and the store scores the same", () => {
    const withPractice = MANIFESTS.filter((m) => 'practice' in m).map((m) => m.id);
    expect(sorted(withPractice)).toEqual(sorted(PRACTICE_GAMES));
    expect(sorted(Object.keys(KINDS))).toEqual(sorted(PRACTICE_GAMES));
    expect(PRACTICE_PAGES).toBe(PRACTICE_GAMES);
  });

  it("sends a page's practice to a kind the serving game has", () => {
    for (const m of MANIFESTS)
      if ('practiceServedBy' in m) {
        const { page, kind } = m.practiceServedBy;
        expect(KINDS[page].map((k) => k.id)).toContain(kind);
      }
  });

  it("draws every exercise's board and explanation frames with a manifest's component", () => {
    const frameOwners = new Map<string, string[]>();
    for (const m of MANIFESTS as readonly PageManifest[])
      if (m.practice?.frames)
        for (const kind of Object.keys(m.practice.frames))
          frameOwners.set(kind, [...(frameOwners.get(kind) ?? []), m.id]);
    for (const owners of frameOwners.values()) expect(owners).toHaveLength(1);

    for (const game of PRACTICE_GAMES)
      for (const kind of KINDS[game])
        for (const seed of [1, 2, 3]) {
          const p = kind.generate(randomFor(`${game}/${kind.id}`, seed, 1), 1);
          const { board } = kind.pose(p);
          const what = `${game}/${kind.id} seed ${seed}`;
          if (board.kind !== 'none') {
            const drawn = manifestOf(board.kind)?.practice?.board;
            expect(drawn, `${what}: a board for "${board.kind}"`).toBeDefined();
          }
          const { frames } = kind.explain(p);
          if (frames !== 'board') expect(frameOwners.has(frames), `${what}: frames "${frames}"`).toBe(true);
        }
  });

  it('benchmarks the pages the manifests say (scripts/bench-ui.mjs), and the home page', () => {
    const script = readFileSync(join(process.cwd(), 'scripts/bench-ui.mjs'), 'utf8');
    const list = /const PAGES = \[([^\]]*)\]/.exec(script)?.[1] ?? '';
    const benched = [...list.matchAll(/'([a-z-]+)'/g)].map((m) => m[1]);
    const expected = ['home', ...MANIFESTS.filter((m) => m.bench).map((m) => m.id)];
    expect(sorted(benched)).toEqual(sorted(expected));
  });
});
