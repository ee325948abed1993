/**
 * A lesson being presented keeps its place: the links a page follows (its own `<a href="#/…">`
 * and its navigate() calls) carry `lesson` and `slide` on, so the lesson bar stays and a
 * reload returns to the same view; only the lesson's own page (`#/lessons`) leaves it. And
 * presenting turns presentation mode on for the lesson only: the setting from before is kept
 * in this tab and put back when the lesson is left.
 */
import { keepInRoutes, navigate, parseHash, type Route } from '../../nav/router';
import type { Slide } from '../../lessons/schema';
import { setPresentation, useStore } from '../../store';

/** Add `lesson` and `slide` to every route that does not go to the lessons page or say its own. */
export function keepLessonPlace(ref: string, slide: number): () => void {
  const keep = (to: Route): Route =>
    to.page === 'lessons' || to.params.lesson !== undefined
      ? to
      : { page: to.page, params: { ...to.params, lesson: ref, slide: String(slide) } };
  const release = keepInRoutes(keep);
  // A plain click on an in-app link the page did not handle itself: followed with the place kept.
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = e.target instanceof Element ? e.target.closest<HTMLAnchorElement>('a[href^="#/"]') : null;
    if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download')) return;
    const to = parseHash(a.getAttribute('href')!);
    if (to.page === 'lessons' || to.params.lesson !== undefined) return;
    e.preventDefault();
    navigate(to);
  };
  document.addEventListener('click', onClick);
  return () => {
    release();
    document.removeEventListener('click', onClick);
  };
}

/**
 * Whether the current view is still the slide: its page, and each of the slide's parameters
 * as the slide has it (a walkthrough's step may move on; parameters a page adds are fine).
 */
export function onSlide(route: Route, slide: Slide): boolean {
  if (route.page !== slide.page) return false;
  return Object.entries(slide.params).every(([k, v]) => k === 'step' || route.params[k] === v);
}

const BEFORE_KEY = 'cgl-lesson-presentation-before';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Presentation mode on for a lesson, remembering (once per lesson shown) what it was. */
export function startPresenting(): void {
  const before = useStore.getState().settings.presentation;
  const store = session();
  if (store && store.getItem(BEFORE_KEY) === null) store.setItem(BEFORE_KEY, before ? 'on' : 'off');
  setPresentation(true);
}

/** The lesson was left: presentation mode as it was before it (nothing when no lesson set it). */
export function restorePresentation(): void {
  const store = session();
  const before = store?.getItem(BEFORE_KEY);
  if (before === null || before === undefined) return;
  store!.removeItem(BEFORE_KEY);
  setPresentation(before === 'on');
}
