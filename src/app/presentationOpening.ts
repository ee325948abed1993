/**
 * A link to a walkthrough step (the walkthrough's own parameter: step, bstep, ws…) should open
 * on that step, not on the page's title (the walkthrough often starts a screen or more down).
 * On a projector, once the page's board and its walkthrough have both appeared, the board is
 * scrolled to the top of the screen (if the two do not already fit on the screen); elsewhere
 * the walkthrough is (if its controls are not already in view). The walkthrough appears with
 * the engine's answer, late on a slow machine, and late answers above it make the page grow,
 * so it waits for it to appear and then a few seconds more; it lets go as soon as the person
 * scrolls, types or clicks.
 */
import { currentRoute } from '../nav/router';

/** How long the page may take to show the linked walkthrough (a slow machine's first answer). */
const APPEAR_MS = 30_000;
/** Once it shows, how long late answers above it may still move it. */
const SETTLE_MS = 4000;
const LET_GO = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
/** The page's board: what goes to the top, with the walkthrough under it. */
const BOARDS = ['[data-anchor="board"]', '[data-testid="board"]'];

function board(): HTMLElement | null {
  for (const selector of BOARDS) {
    const el = document.querySelector<HTMLElement>(`main ${selector}`);
    if (el && el.getBoundingClientRect().height > 0) return el;
  }
  return null;
}

/** Start watching for the page's board; returns a function that stops watching. */
export function showBoardOnOpen(): () => void {
  const presenting = document.documentElement.classList.contains('presentation');
  const params = currentRoute().params;
  if (Object.keys(params).length === 0 || typeof requestAnimationFrame === 'undefined') return () => {};
  let until = performance.now() + APPEAR_MS;
  let seen = false;
  let raf = 0;
  const stop = () => {
    cancelAnimationFrame(raf);
    for (const e of LET_GO) window.removeEventListener(e, stop);
  };
  for (const e of LET_GO) window.addEventListener(e, stop, { passive: true });
  const tick = () => {
    // the walkthrough the link is to: the one whose step parameter (step, bstep, ws…) it names
    const walkthrough = [
      ...document.querySelectorAll<HTMLElement>('main [data-testid="walkthrough"][data-step-param]'),
    ].find((w) => params[w.dataset.stepParam!] !== undefined);
    const frame = walkthrough?.getBoundingClientRect();
    if (frame && frame.height > 0) {
      if (!seen) until = performance.now() + SETTLE_MS;
      seen = true;
      // the board above the walkthrough, or the walkthrough itself when its board is inside it
      // (on a projector); the walkthrough's controls in the top half of the screen (elsewhere)
      // (a walkthrough whose frames cannot share the screen with the board leads: useScreenFit)
      const first =
        presenting && walkthrough!.dataset.fitLead !== 'walkthrough'
          ? Math.min(frame.top, board()?.getBoundingClientRect().top ?? Infinity)
          : frame.top;
      const dy = first - 8;
      const hidden = presenting
        ? frame.bottom > window.innerHeight || first < 0
        : first < 0 || first > window.innerHeight / 2;
      if (hidden && Math.abs(dy) >= 1) window.scrollBy({ top: dy, behavior: 'instant' });
    }
    if (performance.now() < until) raf = requestAnimationFrame(tick);
    else stop();
  };
  raf = requestAnimationFrame(tick);
  return stop;
}
