import { useEffect, useState } from 'react';

/**
 * How many of a list's items to render yet: none in the first commit, then `batch` more in each
 * later task, starting again from none when the list changes. For work nobody reads at once
 * (the walkthrough's invisible layout ghosts were four fifths of the Flipping page's first
 * layout): added a few at a time, no single task lays them all out (issue 12's 50 ms).
 */
export function useBatchedCount<T>(items: readonly T[], batch: number): number {
  const [done, setDone] = useState<{ items: readonly T[]; count: number }>({ items, count: 0 });
  const count = done.items === items ? done.count : 0;
  useEffect(() => {
    if (count >= items.length) return;
    const timer = setTimeout(() => setDone({ items, count: Math.min(items.length, count + batch) }), 0);
    return () => clearTimeout(timer);
  }, [items, count, batch]);
  return count;
}
