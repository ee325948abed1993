/**
 * The seeded stream an exercise is drawn from: one seed, one level and the kind's name give
 * one problem, on every machine (mulberry32 from the computer players).
 */
import { seededRandom } from '../games/computerChoice';

export interface Random {
  /** a whole number in lo..hi inclusive */
  int(lo: number, hi: number): number;
  pick<T>(items: readonly T[]): T;
  /** true with probability p */
  chance(p: number): boolean;
}

/** FNV-1a of a string: mixes the kind's name into the seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export function randomFor(key: string, seed: number, level: number): Random {
  const next = seededRandom(
    (hash(key) ^ Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(level, 0x85ebca6b)) >>> 0,
  );
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return {
    int,
    pick: (items) => items[int(0, items.length - 1)],
    chance: (p) => next() < p,
  };
}
