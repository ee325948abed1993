/**
 * A set of ten exercises from one seed, so a teacher can give a class one link: each item
 * names its kind (the game's kinds in turn, or the one asked for), its own seed and level.
 */
import { randomFor } from './random';
import { KINDS } from './registry';
import type { PracticeGame } from './types';

export const SET_SIZE = 10;

export interface SetItem {
  kind: string;
  seed: number;
  level: number;
}

export function exerciseSet(game: PracticeGame, set: number, level: number, kind?: string): SetItem[] {
  const kinds = kind ? KINDS[game].filter((k) => k.id === kind) : KINDS[game];
  const random = randomFor(`${game}/set`, set, level);
  const start = random.int(0, kinds.length - 1);
  return Array.from({ length: SET_SIZE }, (_, i) => {
    const k = kinds[(start + i) % kinds.length];
    return { kind: k.id, seed: random.int(0, 0x7fffffff), level: Math.min(level, k.maxLevel) };
  });
}
