/**
 * Hash routing: "#/page?key=value&step=7". Readable URLs that carry the page, the position
 * and the walkthrough step; back/forward and reload restore them.
 */
import { useCallback, useSyncExternalStore } from 'react';

export interface Route {
  /** the page id: "" (home), "numbers", "flipping", ... */
  page: string;
  params: Readonly<Record<string, string>>;
}

/**
 * Percent-decoding that never throws: a hand-edited or truncated link ("#/%E0", "#/flipping%")
 * keeps the escapes that are not UTF-8 as typed, so it names no page instead of blanking the app.
 */
export function decodeLenient(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

export function parseHash(hash: string): Route {
  const h = hash.replace(/^#\/?/, '');
  const q = h.indexOf('?');
  const path = decodeLenient(q < 0 ? h : h.slice(0, q)).replace(/\/+$/, '');
  const params: Record<string, string> = {};
  if (q >= 0) for (const [k, v] of new URLSearchParams(h.slice(q + 1))) params[k] = v;
  return { page: path, params };
}

export function formatHash(route: Route): string {
  const qs = new URLSearchParams(Object.entries(route.params).filter(([, v]) => v !== '')).toString();
  // Keep commas, brackets and semicolons readable in positions: "#/flipping?lines=0101,1101", "#/sliding?p=3,7;2,5".
  return `#/${route.page}${qs ? '?' + qs.replace(/%2C/g, ',').replace(/%5B/g, '[').replace(/%5D/g, ']').replace(/%3B/g, ';') : ''}`;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const snapshot = () => window.location.hash;

/** The current route; re-renders on hash changes. */
export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, snapshot, () => '');
  return parseHash(hash);
}

/**
 * The current page id. Re-renders only when the page changes, not on every parameter edit:
 * the shell uses it, so stepping a walkthrough (which rewrites the URL) does not re-render
 * the whole app synchronously.
 */
export function usePage(): string {
  return useSyncExternalStore(
    subscribe,
    () => currentRoute().page,
    () => '',
  );
}

export function currentRoute(): Route {
  return parseHash(window.location.hash);
}

type RouteKeeper = (to: Route) => Route;
let keeper: RouteKeeper | null = null;

/**
 * While set, every navigate() passes its route through `keep` first: a lesson being presented
 * adds its `lesson` and `slide` to links a page makes, so the lesson's place survives them.
 * Returns the function that removes it.
 */
export function keepInRoutes(keep: RouteKeeper): () => void {
  keeper = keep;
  return () => {
    if (keeper === keep) keeper = null;
  };
}

/**
 * Go to a route. `replace` (the default for parameter edits) changes the URL without a new
 * history entry, so stepping a walkthrough does not flood the back button.
 */
export function navigate(route: Route, { replace = false } = {}): void {
  const hash = formatHash(keeper ? keeper(route) : route);
  if (hash === window.location.hash) return;
  if (replace) window.history.replaceState(window.history.state, '', hash);
  else window.history.pushState(window.history.state, '', hash);
  // pushState/replaceState fire no event: tell subscribers ourselves.
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** Change some params of the current page (undefined removes one). */
export function setParams(changes: Record<string, string | undefined>, { replace = true } = {}): void {
  const route = currentRoute();
  const params: Record<string, string> = { ...route.params };
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined) delete params[k];
    else params[k] = v;
  }
  navigate({ page: route.page, params }, { replace });
}

/** One URL parameter of the current page, as [value, setter]; re-renders when that parameter changes. */
export function useParam(
  name: string,
): [string | undefined, (value: string | undefined, opts?: { replace?: boolean }) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => currentRoute().params[name],
    () => undefined,
  );
  const set = useCallback(
    (value: string | undefined, opts?: { replace?: boolean }) => setParams({ [name]: value }, opts),
    [name],
  );
  return [value, set];
}
