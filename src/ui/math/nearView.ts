/**
 * Calls back once an element comes within MARGIN of the viewport (or at once where there is no
 * IntersectionObserver). One observer serves every element watched, each by any number of
 * watches; a watch lasts until its element is first seen or the watch is cancelled.
 */

/** How far below (or above) the view an element counts as near: about a wheel turn or two. */
const MARGIN = '200px 0px';

/** Told whether the element is in the view itself (not only within the margin). */
type OnNear = (inView: boolean) => void;

const waiting = new Map<Element, Set<OnNear>>();
let observer: IntersectionObserver | null = null;

function seen(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    const callbacks = waiting.get(entry.target);
    waiting.delete(entry.target);
    observer?.unobserve(entry.target);
    const { top, bottom } = entry.boundingClientRect;
    const inView = top < window.innerHeight && bottom > 0;
    callbacks?.forEach((onNear) => onNear(inView));
  }
}

/** Call `onNear` once `element` is near the view; returns the cancel. */
export function whenNearView(element: Element, onNear: OnNear): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear(true);
    return () => {};
  }
  observer ??= new IntersectionObserver(seen, { rootMargin: MARGIN });
  let watches = waiting.get(element);
  if (!watches) {
    waiting.set(element, (watches = new Set()));
    observer.observe(element);
  }
  const watch: OnNear = (inView) => onNear(inView);
  watches.add(watch);
  return () => {
    watches.delete(watch);
    if (watches.size > 0 || waiting.get(element) !== watches) return;
    waiting.delete(element);
    observer?.unobserve(element);
  };
}
