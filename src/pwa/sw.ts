/// <reference lib="webworker" />
/**
 * The service worker: after one visit the whole app (every chunk, the engine worker, the KaTeX
 * fonts, the icons) answers from a cache, so a classroom whose network drops keeps working.
 *
 * - install: fetch the build's file list (written into this file by precachePlugin.ts) into a
 *   cache named after the build's version. A new version waits until the page says "reload".
 * - activate: drop older versions' caches and take control of open pages.
 * - fetch: a navigation gets the cached index.html (the app routes by hash); a precached file
 *   comes from the cache; anything else goes to the network.
 *
 * Every cached answer is given the cross-origin isolation headers again (see vite.config.ts):
 * a document or worker served from here must still be isolated, or cancel loses its shared
 * flag (src/worker/cancelFlag.ts).
 */
import type { Precache } from './precache';

declare const self: ServiceWorkerGlobalScope & { __PRECACHE: Precache };

const precache: Precache = self.__PRECACHE;
const CACHE = `cgl-${precache.version}`;
const urlOf = (file: string) => new URL(file, self.location.href).href;
const precached = new Set(precache.files.map(urlOf));
const INDEX = urlOf('index.html');

self.addEventListener('install', (event) => {
  // cache: 'reload' skips the HTTP cache, so the cache holds this version's files, not stale ones.
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(precache.files.map((f) => new Request(urlOf(f), { cache: 'reload' })))),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name.startsWith('cgl-') && name !== CACHE) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  url.hash = '';
  url.search = '';
  const key = request.mode === 'navigate' ? INDEX : url.href;
  if (!precached.has(key)) return;
  event.respondWith(fromCache(key).then((cached) => cached ?? fetch(request)));
});

/** This version's copy of a file (never another version's), with the isolation headers. */
async function fromCache(key: string): Promise<Response | undefined> {
  const cached = await (await caches.open(CACHE)).match(key);
  if (!cached) return undefined;
  const headers = new Headers(cached.headers);
  headers.set('Cross-Origin-Opener-Policy', 'same-origin');
  headers.set('Cross-Origin-Embedder-Policy', 'require-corp');
  return new Response(cached.body, { status: cached.status, statusText: cached.statusText, headers });
}
