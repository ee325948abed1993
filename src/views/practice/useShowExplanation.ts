/**
 * After a wrong answer the explaining frame opens below the answer, often below the fold (on a
 * projector always). Bring it into view: from the position's board down to the frame's caption
 * when that fits on the screen (presentation mode caps the frame so it does), else the frame
 * at the screen's bottom with what fits of the question above it, else the frame from its top. Smooth, unless the user or the system asked for less motion.
 *
 * The explanation is still settling when it opens: a game's frame arrives lazily and on a
 * projector the stage then takes its height (useScreenFit), pushing the caption down. So it is
 * placed again each time it changes size, until the user scrolls or acts (or it has long settled).
 */
import { useEffect, type RefObject } from 'react';
import { lessMotion } from '../../ui/layout/lessMotion';

/** Room above the board and under the caption, so both borders show. */
const MARGIN = 8;
/** How long a late change of size still moves the page (a lazy frame under load comes in seconds). */
const SETTLE_MS = 5000;
/** What the user does to take the scrolling over. */
const USER_ACTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** `when` changes each time a new explanation opens (e.g. the attempt number); null: none open. */
export function useShowExplanation(
  section: RefObject<HTMLElement | null>,
  explanation: RefObject<HTMLElement | null>,
  when: number | null,
) {
  useEffect(() => {
    if (when === null) return;
    const place = () => {
      const frame = explanation.current?.getBoundingClientRect();
      const top = (
        section.current?.querySelector(':scope > [data-anchor="board"]') ?? section.current
      )?.getBoundingClientRect();
      if (!frame || !top || frame.height === 0) return;
      if (frame.top >= 0 && frame.bottom <= window.innerHeight) return; // already on screen
      const by =
        frame.bottom - top.top + 2 * MARGIN <= window.innerHeight
          ? top.top - MARGIN
          : frame.height + 2 * MARGIN <= window.innerHeight
            ? frame.bottom + MARGIN - window.innerHeight // as much of the question above it as fits
            : frame.top - MARGIN;
      window.scrollTo({ top: window.scrollY + by, behavior: lessMotion() ? 'auto' : 'smooth' });
    };
    // one frame later: the frame is drawn and presentation mode's cap on it has settled
    const raf = requestAnimationFrame(place);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    if (explanation.current) resized?.observe(explanation.current);
    const stop = () => {
      resized?.disconnect();
      for (const act of USER_ACTS) window.removeEventListener(act, stop, true);
    };
    for (const act of USER_ACTS) window.addEventListener(act, stop, { capture: true, passive: true });
    const timer = setTimeout(stop, SETTLE_MS);
    return () => {
      cancelAnimationFrame(raf);
      clearTimeout(timer);
      stop();
    };
  }, [section, explanation, when]);
}
