/**
 * Settings that style the whole page live as classes on <html>: `presentation` (big type,
 * high contrast, no side chrome) and `reduce-motion` (the user's override of the system).
 * Applied straight from the store, before the first render, so a projector never flashes.
 *
 * Presentation mode enlarges the text above the board and folds side chrome away, which
 * would move the board; so, like the browser's own scroll anchoring, the page is scrolled by
 * exactly that much and the board stays where the audience was looking (or rises just enough
 * to be seen whole). Boards that fit
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

/**
 * When more folds away above the anchor than the page is scrolled, no scroll can keep it in
 * place: the main column is lowered by the difference instead (--anchor-lift, app.css), until
 * the mode changes again or another page opens.
 */
let lift = 0;
function setLift(px: number): void {
  lift = px;
  if (px > 0) document.documentElement.style.setProperty('--anchor-lift', `${px}px`);
  else document.documentElement.style.removeProperty('--anchor-lift');
}
if (typeof window !== 'undefined') window.addEventListener('hashchange', () => setLift(0));

/**
 * Where the anchor should stay: where it was, unless that leaves the picture's bottom off the
 * screen: then as high as it needs, never under the header. The picture is the board and, when
 * the page has one below it, the walkthrough's frame (presentation puts the two on one screen).
 */
function heldTop(anchor: HTMLElement, top: number): number {
  // the header scrolls with the page: once it is gone, the screen's top is the limit
  const header = Math.max(0, document.querySelector('.app-header')?.getBoundingClientRect().bottom ?? 0);
  const box = anchor.getBoundingClientRect();
  const frame = document.querySelector('main [data-testid="walkthrough"]')?.getBoundingClientRect();
  const bottom = frame && frame.height > 0 && frame.top >= box.top ? Math.max(box.bottom, frame.bottom) : box.bottom;
  const fits = window.innerHeight - (bottom - box.top);
  return Math.min(top, Math.max(header + 8, fits));
}

/** Keep `anchor` at `top` (px from the top of the screen) for HOLD_MS, or until the person scrolls. */
function holdAnchor(anchor: HTMLElement, top: number): void {
  const keep = () => {
    const at = heldTop(anchor, top);
    let moved = anchor.getBoundingClientRect().top - at;
    if (window.scrollY + moved < 0) {
      setLift(lift - (window.scrollY + moved));
      moved = anchor.getBoundingClientRect().top - at;
    }
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
  if (root === document.documentElement) setLift(0);
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
