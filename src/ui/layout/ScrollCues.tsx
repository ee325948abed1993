/**
 * Arrows at the ends of a row that scrolls sideways (the projector's tabs, the phone's page
 * links), shown only while there is more that way: without them nothing says that tabs or
 * pages are out of view, and a mouse on a projector cannot scroll sideways. A click scrolls
 * the row by most of its width. Keyboard users do not need them (an item focused by ←/→ in a
 * tablist or by Tab is scrolled clear of them), so they stay out of the tab order and out of
 * the accessibility tree, and out of exported pictures. Put them next to the row in a
 * `.scroll-cues` box.
 */
import { useEffect, type RefObject } from 'react';
import { lessMotion } from './lessMotion';
import { useScrollEdges } from './useScrollEdges';
import './layout.css';

/** Of the row's width, how much one click scrolls: the last item seen stays in view. */
const STEP = 0.7;

export function ScrollCues({ row }: { row: RefObject<HTMLElement | null> }) {
  const { before, after } = useScrollEdges(row);
  // An item focused (by Tab, ←/→ or a click) is scrolled clear of the arrows, not left under one.
  useEffect(() => {
    const el = row.current;
    if (!el) return;
    const onFocus = (e: FocusEvent) => {
      const item = e.target as HTMLElement;
      if (item === el) return; // the row itself (a scroll box the keyboard can reach) stays where it is
      const box = el.getBoundingClientRect();
      const at = item.getBoundingClientRect();
      const cue = el.parentElement?.querySelector<HTMLElement>('.scroll-cue')?.offsetWidth ?? 0;
      const clear = cue || 36; // an arrow about to appear is as wide
      const shift =
        at.left < box.left + clear
          ? at.left - box.left - clear
          : at.right > box.right - clear
            ? at.right - box.right + clear
            : 0;
      if (shift !== 0 && el.scrollWidth > el.clientWidth)
        el.scrollBy({ left: shift, behavior: lessMotion() ? 'auto' : 'smooth' });
    };
    el.addEventListener('focusin', onFocus);
    return () => el.removeEventListener('focusin', onFocus);
  }, [row]);
  const go = (direction: -1 | 1) => {
    const el = row.current;
    el?.scrollBy({ left: direction * el.clientWidth * STEP, behavior: lessMotion() ? 'auto' : 'smooth' });
  };
  return (
    <>
      {before && (
        <button
          type="button"
          className="scroll-cue scroll-cue-before"
          tabIndex={-1}
          aria-hidden="true"
          data-export-skip
          title="Scroll left"
          onClick={() => go(-1)}
        >
          ◀
        </button>
      )}
      {after && (
        <button
          type="button"
          className="scroll-cue scroll-cue-after"
          tabIndex={-1}
          aria-hidden="true"
          data-export-skip
          title="Scroll right"
          onClick={() => go(1)}
        >
          ▶
        </button>
      )}
    </>
  );
}
