/**
 * Golden Nugget's rules (Definition 1.1; notes/golden-nugget-notation.md): from a blue heap
 * Left removes any number in A and Right any number in B; a red heap is the negative of the
 * blue heap of its size (the roles swap). Normal play. Cheap enough for the main thread.
 */
import { fail, ok, type Result } from '../../result';
import { inA, inB } from './wythoffSets';
import { MAX_HEAP } from './limits';

export const COLORS = ['blue', 'red'] as const;
export type Color = (typeof COLORS)[number];
export type Player = 'L' | 'R';

export interface Heap {
  size: number;
  color: Color;
}

/** May `player` remove `k` counters from a heap of this colour? */
export function mayRemove(player: Player, color: Color, k: number): boolean {
  if (k < 1) return false;
  const usesA = (player === 'L') === (color === 'blue');
  return usesA ? inA(k) : inB(k);
}

/** The heap sizes `player` can leave from this heap, largest first. */
export function movesFrom(heap: Heap, player: Player): number[] {
  const out: number[] = [];
  for (let k = 1; k <= heap.size; k++) if (mayRemove(player, heap.color, k)) out.push(heap.size - k);
  return out;
}

/** Read a sum's heaps as JSON (sizes 0..MAX_HEAP, colour blue or red); an error names the heap's field. */
export function readHeaps(raw: readonly unknown[], field: string): Result<Heap[]> {
  const heaps: Heap[] = [];
  for (const [i, h] of raw.entries()) {
    const where = { field: `${field}[${i}]` };
    if (typeof h !== 'object' || h === null || Array.isArray(h))
      return fail('bad_field', `heap ${i + 1} must be {"size": n, "color": "blue" | "red"}`, where);
    const { size, color } = h as Record<string, unknown>;
    if (typeof size !== 'number' || !Number.isInteger(size) || size < 0)
      return fail('bad_field', `heap ${i + 1}: "size" must be a whole number ≥ 0`, where);
    if (size > MAX_HEAP)
      return fail(
        'too_large',
        `heap ${i + 1}: sizes go up to ${MAX_HEAP.toLocaleString('en')} here (got ${size.toLocaleString('en')})`,
        where,
      );
    if (color !== 'blue' && color !== 'red')
      return fail('bad_field', `heap ${i + 1}: "color" must be "blue" or "red"`, where);
    heaps.push({ size, color });
  }
  return ok(heaps);
}

/**
 * The heaps' typed notation: colour letter and size, joined by commas ("b3,b20,r18"); spaces
 * and capitals are allowed. `at` is the character where the bad heap starts.
 */
export function parseHeaps(text: string): Result<Heap[]> {
  const heaps: Heap[] = [];
  let at = 0;
  for (const [k, part] of text.split(',').entries()) {
    const m = /^\s*([brBR])\s*(\d+)\s*$/.exec(part);
    if (!m)
      return fail('bad_field', `heap ${k + 1}: write b or r and a size, e.g. b20 (got "${part}")`, { at });
    const size = Number(m[2]);
    if (size > MAX_HEAP)
      return fail(
        'too_large',
        `heap ${k + 1}: sizes go up to ${MAX_HEAP.toLocaleString('en')} here (got ${m[2]})`,
        { at },
      );
    heaps.push({ size, color: m[1].toLowerCase() === 'b' ? 'blue' : 'red' });
    at += part.length + 1;
  }
  return ok(heaps);
}

/** The inverse of parseHeaps, in its canonical spelling ("b3,r18"). */
export const makeHeaps = (heaps: readonly Heap[]): string =>
  heaps.map((h) => `${h.color === 'blue' ? 'b' : 'r'}${h.size}`).join(',');
