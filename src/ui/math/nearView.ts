/**
 * Calls back once an element comes within MARGIN of the viewport (or at once where there is no
 * IntersectionObserver). One observer serves every element watched, each by any number of
 * watches; a watch lasts until its element is first seen or the watch is cancelled.
 */

/** How far below (or above) the view an element counts as near: about a wheel turn or two. */
const MARGIN = '200px 0px';

const waiting = new Map<Element, Set<() => void>>();
let observer: IntersectionObserver | null = null;

function seen(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    const callbacks = waiting.get(entry.target);
    waiting.delete(entry.target);
    observer?.unobserve(entry.target);
    callbacks?.forEach((onNear) => onNear());
  }
}

/** Call `onNear` once `element` is near the view; returns the cancel. */
export function whenNearView(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  observer ??= new IntersectionObserver(seen, { rootMargin: MARGIN });
  let watches = waiting.get(element);
  if (!watches) {
    waiting.set(element, (watches = new Set()));
    observer.observe(element);
  }
  const watch = () => onNear();
  watches.add(watch);
  return () => {
    watches.delete(watch);
    if (watches.size > 0 || waiting.get(element) !== watches) return;
    waiting.delete(element);
    observer?.unobserve(element);
  };
}
