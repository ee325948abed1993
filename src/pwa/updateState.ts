/**
 * The service worker's registration as the page sees it: whether a new version is installed
 * and waiting, and the one action on it (take the new version and reload). Only the production
 * build registers (src/main.tsx), so dev and the tests never meet a stale cache.
 */
import { useSyncExternalStore } from 'react';

let waiting: ServiceWorker | null = null;
let accepted = false;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker | null): void {
  waiting = worker;
  for (const listener of listeners) listener();
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  // The first install also changes the controller (the worker claims the page): reload only
  // when the person asked for the new version.
  sw.addEventListener('controllerchange', () => {
    if (accepted) window.location.reload();
  });
  sw.register('./sw.js').then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // Playwright's serviceWorkers: 'block' (most e2e specs) resolves with nothing.
      if (!registration) return;
      // A version waiting from an earlier visit, or one that finishes installing while we are here.
      if (registration.waiting && sw.controller) setWaiting(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && sw.controller) setWaiting(installing);
        });
      });
      // A classroom tab stays open for hours: look for a new version when it comes back into view.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') registration.update().catch(() => {});
      });
    },
    (error: unknown) =>
      console.warn('Offline use is not available: the service worker did not register.', error),
  );
}

/** Switch to the waiting version; the page reloads once it has taken over. */
export function takeUpdate(): void {
  if (!waiting) return;
  accepted = true;
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

export function dismissUpdate(): void {
  setWaiting(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Is a new version waiting for the person to reload? */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => waiting !== null,
    () => false,
  );
}
