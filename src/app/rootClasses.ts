/**
 * Settings that style the whole page live as classes on <html>: `presentation` (big type,
 * high contrast, no side chrome) and `reduce-motion` (the user's override of the system).
 * Applied straight from the store, before the first render, so a projector never flashes.
 *
 * Presentation mode enlarges the text above the board too, which would push the board
 * down; so, like the browser's own scroll anchoring, the page is scrolled by exactly that
 * much and the board stays where the audience was looking.
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

/** Toggle a class on the root, keeping the anchor's place on screen. */
function toggleKeepingAnchor(root: HTMLElement, name: string, on: boolean): void {
  if (root.classList.contains(name) === on) return;
  const anchor = root === document.documentElement ? findAnchor() : null;
  const before = anchor?.getBoundingClientRect().top;
  root.classList.toggle(name, on);
  if (anchor && before !== undefined) {
    const moved = anchor.getBoundingClientRect().top - before;
    if (Math.abs(moved) >= 0.5) window.scrollBy({ top: moved, behavior: 'instant' });
  }
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
