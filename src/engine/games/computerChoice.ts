/**
 * What every computer player shares: a seeded random source (so a game can be replayed and
 * tested) used only for choices, never for values, and the error rate with which it plays a
 * uniformly random legal move instead of its best one.
 */
import { int, reader, withDefault } from '../read';
import { fail, ok } from '../result';

/** mulberry32: a small, good 32-bit generator of floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniform index in 0..n-1. */
export function randomIndex(random: () => number, n: number): number {
  return Math.floor(random() * n);
}

/** Whether this move is a deliberate mistake (probability `errorRate`). Draws one number. */
export function makesMistake(random: () => number, errorRate: number): boolean {
  return random() < errorRate;
}

/** The request fields every `computerMove` reads: the error rate (default perfect play) and a seed. */
export const errorRateField = withDefault(
  reader<number, number>((v, field) =>
    typeof v === 'number' && v >= 0 && v <= 1
      ? ok(v)
      : fail('bad_field', `"${field}" must be a probability from 0 to 1`, { field }),
  ),
  0,
);
export const seedField = (fallback = 0) => withDefault(int(0, 0xffffffff), fallback);

/** The request's "player" in a partizan game: "L" (Left) or "R" (Right). */
export const playerField = reader<'L' | 'R', 'L' | 'R'>((v, field) =>
  v === 'L' || v === 'R'
    ? ok(v)
    : fail('bad_field', `"${field}" must be "L" (Left) or "R" (Right)`, { field }),
);
