/**
 * Roving focus over the Grundy table (a grid of cells (x, y), 0 <= x < y <= size): one tab
 * stop, arrows move it (up/down keep x where the row allows), Home/End go to the row's ends,
 * Enter or Space opens the cell, and so does a click. Handlers sit on the table, not on each
 * of its up to 20,000 cells.
 */
import { useCallback, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { Pos } from './types';

function cellOf(target: EventTarget | null): Pos | null {
  const td = target instanceof Element ? target.closest('td[data-x]') : null;
  if (!td) return null;
  return [Number(td.getAttribute('data-x')), Number(td.getAttribute('data-y'))];
}

/** The cell a key moves to from (x, y), or null if the key is not the grid's. */
export function stepCell([x, y]: Pos, key: string, size: number): Pos | null {
  switch (key) {
    case 'ArrowLeft':
      return [Math.max(0, x - 1), y];
    case 'ArrowRight':
      return [Math.min(y - 1, x + 1), y];
    case 'ArrowUp':
      return y > 1 ? [Math.min(x, y - 2), y - 1] : [x, y];
    case 'ArrowDown':
      return y < size ? [x, y + 1] : [x, y];
    case 'Home':
      return [0, y];
    case 'End':
      return [y - 1, y];
    default:
      return null;
  }
}

export function useCellFocus(size: number, start: Pos, onOpen: (p: Pos, how: { byKey: boolean }) => void) {
  const [moved, setMoved] = useState<Pos | null>(null);
  const ref = useRef<HTMLTableElement>(null);
  // The cell moved to by hand, while it is still in the table; else where the page points.
  const active: Pos = moved && moved[1] <= size ? moved : start;

  const focus = useCallback((p: Pos) => {
    setMoved(p);
    ref.current?.querySelector<HTMLElement>(`td[data-x="${p[0]}"][data-y="${p[1]}"]`)?.focus();
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const here = cellOf(e.target);
    if (!here) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setMoved(here); // the cell keeps the tab stop, for focus to come back to
      onOpen(here, { byKey: true });
      return;
    }
    const next = stepCell(here, e.key, size);
    if (!next) return;
    e.preventDefault();
    focus(next);
  };

  const onClick = (e: MouseEvent<HTMLTableElement>) => {
    const here = cellOf(e.target);
    if (!here) return;
    setMoved(here);
    onOpen(here, { byKey: false });
  };

  return { ref, active, onKeyDown, onClick };
}
