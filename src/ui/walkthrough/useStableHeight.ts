/**
 * Keep a box from shrinking while the user steps through one walkthrough: its min-height
 * ratchets up to the tallest frame seen, so the caption and controls below never jump.
 * A new derivation (resetKey) or a resized window starts over.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

export function useStableHeight(ref: RefObject<HTMLElement | null>, resetKey: unknown): number | undefined {
  const [minHeight, setMinHeight] = useState<number | undefined>(undefined);
  const max = useRef(0);

  useLayoutEffect(() => {
    max.current = 0;
    setMinHeight(undefined);
  }, [resetKey]);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const h = el.getBoundingClientRect().height;
      if (h > max.current + 0.5) {
        max.current = h;
        setMinHeight(Math.ceil(h));
      }
    });
    observer.observe(el);
    // A rotated phone or a resized window makes old heights meaningless: measure afresh.
    const onResize = () => {
      max.current = 0;
      setMinHeight(undefined);
    };
    window.addEventListener('resize', onResize);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', onResize);
    };
  }, [ref, resetKey]);

  return minHeight;
}
