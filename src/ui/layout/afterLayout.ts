/**
 * Run `read` once the browser has next laid `el` out: a ResizeObserver's first call comes right
 * after layout and before paint, so reading sizes there costs nothing. Read in an effect instead,
 * a size forces the layout then, inside React's commit: a new page's whole first layout added to
 * the task that put the page in (issue 12's 50 ms). Returns the cancel, for the effect's cleanup.
 * Without ResizeObserver (jsdom) `read` runs at once.
 */
export function afterLayout(el: Element, read: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') {
    read();
    return () => {};
  }
  const observer = new ResizeObserver(() => {
    observer.disconnect();
    read();
  });
  observer.observe(el);
  return () => observer.disconnect();
}
