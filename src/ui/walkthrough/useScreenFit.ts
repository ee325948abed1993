/**
 * Presentation mode: cap a box (the walkthrough's stage) so that, with the page's board at
 * the top of the screen, the board, the controls, the whole box and the caption under it
 * fit on one projector screen; the box scrolls inside. The board is the first coin row or marked
 * board (`data-anchor="board"`) above the box; without one, the walkthrough itself is the
 * top. Recomputed when the window, the page's content or the walkthrough changes size (the
 * cap never depends on the box's own height, so it settles at once).
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

/** The least height worth showing: a screen too short for this scrolls the page instead. */
const MIN_HEIGHT = 150;
/** Breathing room above the board and under the box, so both borders show. */
const MARGIN = 16;
const BOARDS = '[data-anchor="board"], [data-testid="board"]';

/** The top of the screen's content when the lesson is on: the board above `el`, else `top`'s. */
function topOf(el: HTMLElement, top: HTMLElement): number {
  for (const board of document.querySelectorAll<HTMLElement>(BOARDS)) {
    if (top.contains(board)) break; // a frame's own coin row is part of the walkthrough
    if (board.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING && board.getBoundingClientRect().height > 0) return board.getBoundingClientRect().top;
  }
  return top.getBoundingClientRect().top;
}

export function useScreenFit(ref: RefObject<HTMLElement | null>, top: RefObject<HTMLElement | null>, enabled: boolean): number | undefined {
  const [cap, setCap] = useState<number | undefined>(undefined);

  useLayoutEffect(() => {
    const el = ref.current;
    const section = top.current;
    if (!enabled || !el || !section) {
      setCap(undefined);
      return;
    }
    const measure = () => {
      const box = el.getBoundingClientRect();
      const above = box.top - topOf(el, section);
      const below = section.getBoundingClientRect().bottom - box.bottom; // the caption, in presentation mode
      setCap(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - above - below - MARGIN)));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el.closest('main') ?? document.body);
    observer?.observe(section);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref, top, enabled]);

  return cap;
}
