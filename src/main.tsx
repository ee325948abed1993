import './ui/fonts/fonts.css';
import './ui/theme.css';
import './ui/common.css';
import { installKeyDispatcher } from './nav/commands';
import { syncRootClasses } from './app/rootClasses';
import { registerServiceWorker } from './pwa/updateState';
import { APP_FACES, FONT_WAIT_MS, loadFaces } from './ui/fonts/loadFaces';

// Before the first render: the saved presentation mode styles the page from the start.
syncRootClasses();
installKeyDispatcher();

/** A fresh task: what follows runs after the browser has had its turn. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Loading in stages, each its own task, so no page load is one long task (issue 12's 50 ms
// budget): React DOM is compiled and evaluated first, the app's modules next, then the first
// render, which mountApp does as a transition in slices that yield to the browser, once the
// app's fonts are in.
async function boot() {
  // The engine's worker starts now, while the page's chunks load, and loads the code of the game
  // this page asks about: the first answer no longer waits for it (issue 26).
  void import('./worker/engine').then(({ engine }) => engine.warm(bootGames(window.location.hash)));
  const fonts = loadFaces(APP_FACES, FONT_WAIT_MS); // while React DOM loads: no text is laid out in a system font first
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  const { mountApp } = await import('./app/mountApp');
  await fonts;
  await nextTask();
  const element = document.getElementById('root')!;
  mountApp(createRoot(element), element);
  // Offline use, in the production build only (in dev a cache would serve stale modules). Once
  // the page is up and the browser idle: the worker's first install fetches every file of the
  // app, which on a first visit competed with the page for a slow machine's two cores.
  if (import.meta.env.PROD) whenIdle(registerServiceWorker);
}

/**
 * The engine games a page asks about first, from its link ("#/flipping?...", "#/calculator",
 * "#/ruler/practice?..."): the page's own id, which the worker ignores if it is no game.
 */
function bootGames(hash: string): string[] {
  const path = hash.replace(/^#\/?/, '').split('?')[0].split('/');
  if (path.includes('practice')) return ['practice'];
  if (path[0] === 'calculator') return ['cgt'];
  return path[0] ? [path[0]] : [];
}

/** Run `work` a second after now, when the browser next has nothing to do (within 3 s more). */
function whenIdle(work: () => void): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 0));
  setTimeout(() => idle(() => work(), { timeout: 3000 }), 1000);
}

boot().catch((error: unknown) => {
  // Only a chunk that failed to load gets here (the app's own errors meet its error boundaries).
  const root = document.getElementById('root')!;
  root.textContent = `Coin Games Lab could not load (${error instanceof Error ? error.message : String(error)}). Reload the page to try again.`;
  root.setAttribute('role', 'alert');
  root.removeAttribute('aria-busy');
});
