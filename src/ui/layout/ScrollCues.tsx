/**
 * Arrows at the ends of a row that scrolls sideways (the projector's tabs, the phone's page
 * links), shown only while there is more that way: without them nothing says that tabs or
 * pages are out of view, and a mouse on a projector cannot scroll sideways. A click scrolls
 * the row by most of its width. Keyboard users do not need them (←/→ in a tablist, Tab
 * through links scroll the row to the focused item), so they stay out of the tab order and
 * out of the accessibility tree. Put them next to the row in a `.scroll-cues` box.
 */
import type { RefObject } from 'react';
import { lessMotion } from './lessMotion';
import { useScrollEdges } from './useScrollEdges';
import './layout.css';

/** Of the row's width, how much one click scrolls: the last item seen stays in view. */
const STEP = 0.7;

export function ScrollCues({ row }: { row: RefObject<HTMLElement | null> }) {
  const { before, after } = useScrollEdges(row);
  const go = (direction: -1 | 1) => {
    const el = row.current;
    el?.scrollBy({ left: direction * el.clientWidth * STEP, behavior: lessMotion() ? 'auto' : 'smooth' });
  };
  return (
    <>
      {before && (
        <button type="button" className="scroll-cue scroll-cue-before" tabIndex={-1} aria-hidden="true" title="Scroll left" onClick={() => go(-1)}>
          ◀
        </button>
      )}
      {after && (
        <button type="button" className="scroll-cue scroll-cue-after" tabIndex={-1} aria-hidden="true" title="Scroll right" onClick={() => go(1)}>
          ▶
        </button>
      )}
    </>
  );
}
