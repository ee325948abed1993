/**
 * Fit to width: a row of n coins whose cells would overflow its box gets a smaller
 * --coin-size, so a 26-coin line fits a 1024-px projector without a sideways scroll. Coins
 * never shrink below MIN_COIN, a little less on a phone (their letters stay legible); past
 * that the row scrolls, as it does when the setting is off.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** The smallest coin drawn, in px; a fitted row draws bigger letters (board.css), 14 px at this size. */
export const MIN_COIN = 26;
/** In a phone's narrow box (under NARROW_BOX px) a little smaller, letters 12 px: a 15-coin row
 *  (Hoey's Ruler example) then fits a Pixel 7's 370-px box instead of hiding its last coins. */
export const MIN_COIN_NARROW = 22;
const NARROW_BOX = 480;
/** A cell's room beside its coin (board.css --coin-gap): 8 px normally, 2 px in a fitted row. */
const GAP = 8;
const FITTED_GAP = 2;
/** The row's own padding, both sides. */
const ROW_PADDING = 8;

/** The coin size that fits `n` coins in `width` px, or undefined when the page's own `base` size fits. */
export function fittedCoinSize(width: number, n: number, base: number): number | undefined {
  if (n <= 0 || n * (base + GAP) + ROW_PADDING <= width) return undefined;
  const fit = Math.floor((width - ROW_PADDING) / n) - FITTED_GAP;
  return Math.min(base, Math.max(width < NARROW_BOX ? MIN_COIN_NARROW : MIN_COIN, fit));
}

/** The --coin-size for the row in `ref` (undefined: keep the page's own size). */
export function useCoinFit(
  ref: RefObject<HTMLElement | null>,
  n: number,
  enabled: boolean,
): number | undefined {
  const [size, setSize] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!enabled || !el || typeof ResizeObserver === 'undefined') {
      setSize(undefined);
      return;
    }
    const measure = () => {
      // The inherited size (the row's own inline one is what we set).
      const base = parseFloat(getComputedStyle(el.parentElement ?? el).getPropertyValue('--coin-size')) || 44;
      setSize(fittedCoinSize(el.clientWidth, n, base));
    };
    // First measured in the observer's first call, right after the browser's own layout and
    // before paint (flushSync: the fitted row is what that frame draws). Measured here, it forced
    // the new page's whole layout into React's commit, one long task (issue 12).
    let first = true;
    const observer = new ResizeObserver(() => {
      if (!first) return measure();
      first = false;
      flushSync(measure);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, n, enabled]);
  return size;
}
