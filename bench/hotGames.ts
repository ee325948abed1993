/**
 * A fixed family of hot games born by day 3 for the speed benchmarks (issue 24): made from a
 * seeded generator (so every run, and CGSuite's peer run, gets the same games), each written in
 * plain form so both calculators read the same text.
 */
import { canonicalize } from '../src/engine/cgt/canonical';
import { makePlain } from '../src/engine/cgt/plain';
import { leftStop, rightStop } from '../src/engine/cgt/stops';
import type { GameId } from '../src/engine/cgt/store';

/** mulberry32: a small seeded generator */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomGame(day: number, next: () => number): GameId {
  if (day === 0) return canonicalize([], []);
  const side = () =>
    Array.from({ length: Math.floor(next() * 4) }, () =>
      randomGame(Math.max(0, day - 1 - (next() < 0.3 ? 1 : 0)), next),
    );
  return canonicalize(side(), side());
}

/** `count` hot games (LS > RS) born by day 3, in plain form, the same for a given seed. */
export function hotDay3Games(count: number, seed = 24): string[] {
  const next = rng(seed);
  const out: string[] = [];
  while (out.length < count) {
    const g = randomGame(3, next);
    if (leftStop(g).cmp(rightStop(g)) > 0) out.push(makePlain(g)!);
  }
  return out;
}
