/**
 * Whether a box that scrolls (sideways, or up and down) has more to show before and after what
 * is in view. Read when the box or its content changes size (a ResizeObserver's calls come right
 * after layout, so nothing is forced) and when it scrolls.
 */
import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** something is hidden to the left (or above) */
  before: boolean;
  /** something is hidden to the right (or below) */
  after: boolean;
}

const NONE: ScrollEdges = { before: false, after: false };

export function useScrollEdges(ref: RefObject<HTMLElement | null>, axis: 'x' | 'y' = 'x'): ScrollEdges {
  const [edges, setEdges] = useState(NONE);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const read = () => {
      const [at, seen, whole] =
        axis === 'x'
          ? [box.scrollLeft, box.clientWidth, box.scrollWidth]
          : [box.scrollTop, box.clientHeight, box.scrollHeight];
      const before = at > 1;
      const after = at + seen < whole - 1;
      setEdges((old) => (old.before === before && old.after === after ? old : { before, after }));
    };
    const observer = new ResizeObserver(read);
    observer.observe(box);
    for (const item of box.children) observer.observe(item);
    // New content (the next step's caption) is observed too: its first call comes after layout.
    const newcomers = new MutationObserver((records) => {
      for (const r of records)
        for (const node of r.addedNodes) if (node instanceof Element) observer.observe(node);
    });
    newcomers.observe(box, { childList: true });
    box.addEventListener('scroll', read, { passive: true });
    return () => {
      observer.disconnect();
      newcomers.disconnect();
      box.removeEventListener('scroll', read);
    };
  }, [ref, axis]);
  return edges;
}
