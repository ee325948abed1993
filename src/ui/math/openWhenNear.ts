/**
 * When the held TeX client opens (tex.ts): once a formula is in the view, or just below it (within
 * nearView's margin) and still there once the page has shown what the engine was computing. An
 * answer arriving above a formula moves it down the page (Subtraction's heap table fills in above
 * its theorem's formulas), so a formula seen below the view while the page is busy (the engine
 * computing, or an element other than a formula aria-busy, as a view's AnalysisStatus is until its
 * answer is rendered) waits until it is not and the page has been quiet for QUIET_MS (each wait
 * at most CAP_MS); then every formula is looked at again, and the first near the view opens it.
 */
import { engineStatusStore } from '../../worker/status';
import { whenNearView } from './nearView';

const CAP_MS = 1500;
const QUIET_MS = 150;

const computing = () =>
  engineStatusStore.getState().state === 'computing' ||
  document.querySelector('[aria-busy="true"]:not(.tex)') !== null;

/** Resolves once the page is not busy (at most CAP_MS from now). */
function notBusy(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => !computing() && done();
    const done = () => (clearTimeout(cap), stop(), watch.disconnect(), resolve());
    const cap = setTimeout(done, CAP_MS);
    const stop = engineStatusStore.subscribe(check);
    const watch = new MutationObserver(check);
    watch.observe(document.body, { subtree: true, childList: true, attributeFilter: ['aria-busy'] });
    check();
  });
}

/** Resolves once the document has not changed for QUIET_MS (at most CAP_MS from now). */
function pageQuiet(): Promise<void> {
  return new Promise((resolve) => {
    let quiet = setTimeout(() => done(), QUIET_MS);
    const done = () => (clearTimeout(cap), clearTimeout(quiet), watch.disconnect(), resolve());
    const cap = setTimeout(done, CAP_MS);
    const watch = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(done, QUIET_MS);
    });
    watch.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * 'first': no formula seen yet; 'waiting': one was seen while the page was busy; 'settled': the
 * page has been seen settled since, and any formula near the view now opens the client.
 */
let phase: 'first' | 'waiting' | 'settled' = 'first';
/** The formulas (their elements' watches) waiting to be seen: re-watched once the page settles. */
const watches = new Set<{ element: Element; cancel: () => void; open: () => void }>();

function sighted(open: () => void, inView: boolean): void {
  if (phase === 'settled' || inView) return open();
  if (phase === 'waiting') return;
  phase = 'waiting';
  // A task later: the render that showed the formula may still have a request to send.
  setTimeout(() => {
    if (!computing()) return open();
    void notBusy()
      .then(pageQuiet)
      .then(() => {
        phase = 'settled';
        // Looked at again: what is near the view now (IntersectionObserver's first report) opens.
        for (const w of watches) {
          w.cancel();
          w.cancel = whenNearView(w.element, w.open);
        }
      });
  }, 0);
}

/** Call `open` once `element` is near the view and settled there (see above); returns the cancel. */
export function openWhenNear(element: Element, open: () => void): () => void {
  const watch = { element, open, cancel: () => {} };
  watch.cancel = whenNearView(element, (inView) => sighted(open, inView));
  watches.add(watch);
  return () => {
    watches.delete(watch);
    watch.cancel();
  };
}
