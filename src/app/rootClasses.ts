/**
 * Settings that style the whole page live as classes on <html>: `presentation` (big type,
 * high contrast, no side chrome) and `reduce-motion` (the user's override of the system).
 * Applied straight from the store, before the first render, so a projector never flashes.
 *
 * Presentation mode enlarges the text above the board and folds side chrome away, which
 * would move the board; so, like the browser's own scroll anchoring, the page is scrolled by
 * exactly that much and the board stays where the audience was looking (or rises just enough
 * to be seen whole with its frame; at the top of the page, where no scroll can lower it, it
 * rises with the text above it). Boards that fit
 * themselves to the new width and frames that fit the screen settle a few frames later, so
 * the anchor is held for a moment (until the person scrolls).
 */
import { useStore } from '../store';

/** What must not move: the page's board (CoinRow and the walkthrough mark themselves), else its title. */
const ANCHORS = ['[data-anchor="board"]', '[data-testid="board"]', '[data-testid="walkthrough"]', 'main h1'];

function findAnchor(): HTMLElement | null {
  for (const selector of ANCHORS) {
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.bottom > 0 && r.top < window.innerHeight) return el;
    }
  }
  return null;
}

/** How long the anchor is held after the switch, while late layout (fits, answers) settles. */
const HOLD_MS = 600;
const LET_GO = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/** What presentation puts on one screen with the board, when the page has it near the board. */
const PICTURE = ['main [data-testid="walkthrough"]', 'main [data-testid="elevator-diagram"]'];

/**
 * Where the anchor should stay: where it was, unless that leaves the picture's bottom off the
 * screen: then as high as it needs, never under the header. The picture is the board and what
 * presentation shows with it: the walkthrough's frame around or below it, Oskar's diagram.
 */
function heldTop(anchor: HTMLElement, top: number): number {
  // the header scrolls with the page: once it is gone, the screen's top is the limit
  const header = Math.max(0, document.querySelector('.app-header')?.getBoundingClientRect().bottom ?? 0);
  const box = anchor.getBoundingClientRect();
  let bottom = box.bottom;
  for (const selector of PICTURE) {
    const part = document.querySelector(selector)?.getBoundingClientRect();
    // Around the board (Oskar's walkthrough draws it) or just below it, never a screen away.
    if (part && part.height > 0 && part.bottom > box.top && part.top < box.bottom + window.innerHeight / 2)
      bottom = Math.max(bottom, part.bottom);
  }
  const fits = window.innerHeight - (bottom - box.top);
  return Math.min(top, Math.max(header + 8, fits));
}

/** Keep `anchor` at `top` (px from the top of the screen) for HOLD_MS, or until the person scrolls. */
function holdAnchor(anchor: HTMLElement, top: number): void {
  const keep = () => {
    const at = heldTop(anchor, top);
    // At the top of the page no scroll can lower the board: it rises instead (blank space
    // above the title would only push the picture off the screen).
    const moved = anchor.getBoundingClientRect().top - at;
    if (Math.abs(moved) >= 0.5) window.scrollBy({ top: moved, behavior: 'instant' });
  };
  keep();
  if (typeof requestAnimationFrame === 'undefined') return;
  const until = performance.now() + HOLD_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const e of LET_GO) window.removeEventListener(e, stop);
  };
  let listening = false;
  const tick = () => {
    // Listen from the first frame on: the key press that switched the mode is still bubbling now.
    if (!listening) for (const e of LET_GO) window.addEventListener(e, stop, { passive: true });
    listening = true;
    keep();
    if (performance.now() < until) frame = requestAnimationFrame(tick);
    else stop();
  };
  frame = requestAnimationFrame(tick);
}

/** Toggle a class on the root, keeping the anchor's place on screen. */
function toggleKeepingAnchor(root: HTMLElement, name: string, on: boolean): void {
  if (root.classList.contains(name) === on) return;
  const anchor = root === document.documentElement ? findAnchor() : null;
  const before = anchor?.getBoundingClientRect().top;
  root.classList.toggle(name, on);
  if (anchor && before !== undefined) holdAnchor(anchor, before);
}

export function syncRootClasses(root: HTMLElement = document.documentElement): () => void {
  const apply = () => {
    const { presentation, motion } = useStore.getState().settings;
    toggleKeepingAnchor(root, 'presentation', presentation);
    root.classList.toggle('reduce-motion', motion === 'reduce');
  };
  apply();
  return useStore.subscribe(apply);
}
