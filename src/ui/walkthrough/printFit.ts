/**
 * The page's own print (Ctrl+P), not only the handout, fits wide pictures to the sheet: a
 * Ruler rows table, a 26-coin Flipping line or a Sliding formula were cut at A4 width, where
 * print cannot scroll. When print media applies (the print dialog, or a test's emulateMedia),
 * each picture wider than the room left of it gets the CSS zoom that fits it, as a photocopier
 * would reduce it (`fitPictures` does the same in the handout); when print ends it is undone.
 */

/** What counts as a picture on a page: walkthrough frames, boards and display formulas. */
const PICTURES = '.wt-stage, [data-testid="board"], .katex-display, [data-print-fit]';

/** Where the content ends: not the formulas' MathML nor screen-reader text (laid out, never seen). */
function contentRight(el: HTMLElement, left: number): number {
  let right = el.getBoundingClientRect().right - left;
  for (const child of el.querySelectorAll(':not(.katex-mathml *, .visually-hidden *)'))
    right = Math.max(right, child.getBoundingClientRect().right - left);
  return right;
}

export function fitPageForPrint(doc: Document = document): void {
  unfitPage(doc);
  const page = doc.documentElement.clientWidth;
  // Outermost pictures only: a board inside a frame is scaled with its frame.
  const pictures = [...doc.querySelectorAll<HTMLElement>(PICTURES)].filter(
    (p) => !p.closest('.wt-handout') && !p.parentElement?.closest(PICTURES),
  );
  const measured = pictures.map((p) => {
    const left = p.getBoundingClientRect().left;
    return [Math.min(p.clientWidth || page, page - left), contentRight(p, left)] as const;
  });
  pictures.forEach((p, i) => {
    const [room, content] = measured[i];
    if (room > 0 && content > room + 1) {
      p.dataset.printFitted = '';
      p.style.zoom = String(Math.floor((room / content) * 1000) / 1000);
    }
  });
}

export function unfitPage(doc: Document = document): void {
  for (const p of doc.querySelectorAll<HTMLElement>('[data-print-fitted]')) {
    p.style.zoom = '';
    delete p.dataset.printFitted;
  }
}

/** Follow print media for the life of the page; returns the way to stop. */
export function installPrintFit(win: Window = window): () => void {
  const media = win.matchMedia?.('print');
  if (!media) return () => {};
  const follow = () => (media.matches ? fitPageForPrint(win.document) : unfitPage(win.document));
  const before = () => fitPageForPrint(win.document);
  const after = () => unfitPage(win.document);
  media.addEventListener('change', follow);
  win.addEventListener('beforeprint', before);
  win.addEventListener('afterprint', after);
  return () => {
    media.removeEventListener('change', follow);
    win.removeEventListener('beforeprint', before);
    win.removeEventListener('afterprint', after);
  };
}
