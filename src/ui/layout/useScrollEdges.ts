/**
 * Whether a row that scrolls sideways has more to show before and after what is in view. Read
 * when the row or its items change size (a ResizeObserver's calls come right after layout, so
 * nothing is forced) and when it scrolls.
 */
import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** something is hidden to the left */
  before: boolean;
  /** something is hidden to the right */
  after: boolean;
}

const NONE: ScrollEdges = { before: false, after: false };

export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState(NONE);
  useEffect(() => {
    const row = ref.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    const read = () => {
      const before = row.scrollLeft > 1;
      const after = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
      setEdges((old) => (old.before === before && old.after === after ? old : { before, after }));
    };
    const observer = new ResizeObserver(read);
    observer.observe(row);
    for (const item of row.children) observer.observe(item);
    row.addEventListener('scroll', read, { passive: true });
    return () => {
      observer.disconnect();
      row.removeEventListener('scroll', read);
    };
  }, [ref]);
  return edges;
}
