/**
 * After a wrong answer the explaining frame opens below the answer, often below the fold (on a
 * projector always). Bring it into view: from the position's board down to the frame's caption
 * when that fits on the screen (presentation mode caps the frame so it does), else the frame
 * itself from its top. Smooth, unless the user or the system asked for less motion.
 */
import { useEffect, type RefObject } from 'react';
import { lessMotion } from '../../ui/layout/lessMotion';

/** Room above the board and under the caption, so both borders show. */
const MARGIN = 8;

/** `when` changes each time a new explanation opens (e.g. the attempt number); null: none open. */
export function useShowExplanation(
  section: RefObject<HTMLElement | null>,
  explanation: RefObject<HTMLElement | null>,
  when: number | null,
) {
  useEffect(() => {
    if (when === null) return;
    // one frame later: the frame is drawn and presentation mode's cap on it has settled
    const raf = requestAnimationFrame(() => {
      const frame = explanation.current?.getBoundingClientRect();
      const top = (
        section.current?.querySelector(':scope > [data-anchor="board"]') ?? section.current
      )?.getBoundingClientRect();
      if (!frame || !top || frame.height === 0) return;
      if (frame.top >= 0 && frame.bottom <= window.innerHeight) return; // already on screen
      const from = frame.bottom - top.top + 2 * MARGIN <= window.innerHeight ? top.top : frame.top;
      window.scrollTo({ top: window.scrollY + from - MARGIN, behavior: lessMotion() ? 'auto' : 'smooth' });
    });
    return () => cancelAnimationFrame(raf);
  }, [section, explanation, when]);
}
