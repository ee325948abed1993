/** Golden Nugget: the user's heaps (blue = Left's heap, red its negative). */
import { isArrayOf, type Check, updateSlice, type SliceSpec } from '../slice';

export interface Heap {
  size: number;
  color: 'blue' | 'red';
}

const isHeap: Check = (v) => {
  if (typeof v !== 'object' || v === null) return false;
  const h = v as Record<string, unknown>;
  return Number.isInteger(h.size) && (h.size as number) >= 0 && (h.size as number) <= 100_000 && (h.color === 'blue' || h.color === 'red');
};

export interface GoldenNuggetSlice {
  heaps: Heap[];
}

export const goldenNuggetSlice: SliceSpec<GoldenNuggetSlice> = {
  // The paper's first example (Section 1): a blue heap of 9 and a red heap of 5.
  defaults: () => ({ heaps: [{ size: 9, color: 'blue' }, { size: 5, color: 'red' }] }),
  saved: { heaps: isArrayOf(isHeap, 12, 1) },
};

export const setGoldenNuggetHeaps = (heaps: Heap[]) => updateSlice('goldennugget', { heaps });
