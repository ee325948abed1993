/**
 * Golden Nugget's rules (Definition 1.1; notes/golden-nugget-notation.md): from a blue heap
 * Left removes any number in A and Right any number in B; a red heap is the negative of the
 * blue heap of its size (the roles swap). Normal play. Cheap enough for the main thread.
 */
import { EngineError } from '../../errors';
import { inA, inB, MAX_HEAP } from './heapTable';

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

/** Read a sum's heaps from a request field (sizes 0..MAX_HEAP, colour blue or red). */
export function readHeaps(raw: unknown[], field: string): Heap[] {
  return raw.map((h, i) => {
    const where = `${field}[${i}]`;
    if (typeof h !== 'object' || h === null || Array.isArray(h)) throw new EngineError('bad_field', `heap ${i + 1} must be {"size": n, "color": "blue" | "red"}`, { field: where });
    const { size, color } = h as Record<string, unknown>;
    if (typeof size !== 'number' || !Number.isInteger(size) || size < 0) throw new EngineError('bad_field', `heap ${i + 1}: "size" must be a whole number ≥ 0`, { field: where });
    if (size > MAX_HEAP) throw new EngineError('too_large', `heap ${i + 1}: sizes go up to ${MAX_HEAP.toLocaleString('en')} here (got ${size.toLocaleString('en')})`, { field: where });
    if (color !== 'blue' && color !== 'red') throw new EngineError('bad_field', `heap ${i + 1}: "color" must be "blue" or "red"`, { field: where });
    return { size, color };
  });
}
