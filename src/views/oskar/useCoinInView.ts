/**
 * Keeps one coin of a long CoinRow in view: the row scrolls sideways (1,000 coins are some
 * 40,000 px wide), and the coin the process turns next can be anywhere in it. When that coin
 * changes and is not fully visible, the row jumps (never smooth-scrolls: at 10,000× a smooth
 * scroll per frame would pile up) to put it in the middle. Works in any viewport, since it
 * measures the row as laid out (presentation mode, a phone).
 */
import { useLayoutEffect, type RefObject } from 'react';

/** Room kept beside the coin, so its neighbours show too. */
const MARGIN = 24;

/** `index`: the 0-based coin to show, or null for none. */
export function useCoinInView(box: RefObject<HTMLElement | null>, index: number | null): void {
  useLayoutEffect(() => {
    const root = box.current;
    if (!root || index === null) return;
    const cell = root.querySelector<HTMLElement>(`[role="gridcell"][data-index="${index}"]`);
    const row = cell?.closest<HTMLElement>('.coinrow');
    if (!cell || !row || row.scrollWidth <= row.clientWidth) return;
    const r = row.getBoundingClientRect();
    const c = cell.getBoundingClientRect();
    const left = c.left - r.left + row.scrollLeft;
    const right = left + c.width;
    if (left >= row.scrollLeft + MARGIN && right <= row.scrollLeft + row.clientWidth - MARGIN) return;
    const target = Math.max(
      0,
      Math.min(row.scrollWidth - row.clientWidth, left - (row.clientWidth - c.width) / 2),
    );
    if (typeof row.scrollTo === 'function') row.scrollTo({ left: target, behavior: 'instant' });
    else row.scrollLeft = target;
  }, [box, index]);
}
