/**
 * A set of ten exercises from one seed, so a teacher can give a class one link: each item
 * names its kind (the game's kinds in turn, or the one asked for), its own seed and level.
 * The positions in a set are distinct: a seed whose position was already asked is redrawn.
 */
import { randomFor } from './random';
import { KINDS } from './registry';
import type { AnyKind, PracticeGame } from './types';

export const SET_SIZE = 10;

export interface SetItem {
  kind: string;
  seed: number;
  level: number;
}

const REDRAWS = 40;

/** What a student sees of the position: the same board twice in a set is a repeat, whatever the kind. */
function positionKey(game: PracticeGame, kind: AnyKind, seed: number, level: number): string {
  const problem = kind.generate(randomFor(`${game}/${kind.id}`, seed, level), level);
  const posed = kind.pose(problem);
  return posed.board.kind === 'none' ? posed.question : JSON.stringify(posed.board);
}

export function exerciseSet(game: PracticeGame, set: number, level: number, kind?: string): SetItem[] {
  const kinds = kind ? KINDS[game].filter((k) => k.id === kind) : KINDS[game];
  const random = randomFor(`${game}/set`, set, level);
  const start = random.int(0, kinds.length - 1);
  const seen = new Set<string>();
  return Array.from({ length: SET_SIZE }, (_, i) => {
    const k = kinds[(start + i) % kinds.length];
    const itemLevel = Math.min(level, k.maxLevel);
    let seed = random.int(0, 0x7fffffff);
    // A few redraws find a new position; a level with fewer positions than a set keeps the last draw.
    for (let tries = 0; tries < REDRAWS; tries++) {
      const key = positionKey(game, k, seed, itemLevel);
      if (!seen.has(key)) {
        seen.add(key);
        break;
      }
      seed = random.int(0, 0x7fffffff);
    }
    return { kind: k.id, seed, level: itemLevel };
  });
}
