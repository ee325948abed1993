/**
 * The lessons of this browser (src/lessons/store.ts over localStorage) and where a lesson being
 * presented comes from. A presented slide is the slide's own link plus `lesson=<ref>&slide=<n>`
 * (1-based); <ref> is a saved lesson's id, "shipped-<paper>", or "shared" (the lesson opened from
 * a link, kept in this tab's sessionStorage so a reload returns to the same slide).
 */
import { useSyncExternalStore } from 'react';
import { findPage } from '../../nav/pages';
import { navigate } from '../../nav/router';
import { lessonData, readLesson, type Lesson } from '../../lessons/schema';
import { shippedLessons, SHIPPED_PREFIX } from '../../lessons/shipped';
import { createLessonStore, type LessonsState } from '../../lessons/store';
import { LESSON_VERSION } from '../../lessons/migrations';

export const knownPage = (page: string): boolean => findPage(page) !== undefined && page !== 'lessons';

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const lessonStore = createLessonStore({ storage: local, knownPage });

export function useLessons(): LessonsState {
  return useSyncExternalStore(lessonStore.subscribe, lessonStore.getState, lessonStore.getState);
}

let shipped: Lesson[] | null = null;
export function shippedList(): Lesson[] {
  shipped ??= shippedLessons(knownPage).map((r) => r.lesson);
  return shipped;
}

export const SHARED_REF = 'shared';
const SHARED_KEY = 'cgl-lesson-shared';

/** Keep the lesson opened from a link for this tab (presenting it survives a reload). */
export function keepShared(lesson: Lesson): void {
  try {
    window.sessionStorage.setItem(
      SHARED_KEY,
      JSON.stringify({ version: LESSON_VERSION, lesson: lessonData(lesson) }),
    );
  } catch {
    // no session storage: presenting still works until a reload
  }
  sharedCache = { ...lesson, id: SHARED_REF };
}

let sharedCache: Lesson | null = null;
function sharedLesson(): Lesson | null {
  if (sharedCache) return sharedCache;
  try {
    const text = window.sessionStorage.getItem(SHARED_KEY);
    if (!text) return null;
    const read = readLesson(JSON.parse(text), knownPage, SHARED_REF);
    sharedCache = read.ok ? read.value.lesson : null;
  } catch {
    sharedCache = null;
  }
  return sharedCache;
}

/** The lesson a `lesson=` parameter names, or undefined. */
export function resolveLesson(ref: string | undefined, state: LessonsState): Lesson | undefined {
  if (!ref) return undefined;
  if (ref === SHARED_REF) return sharedLesson() ?? undefined;
  if (ref.startsWith(SHIPPED_PREFIX)) return shippedList().find((l) => l.id === ref);
  return state.lessons.find((l) => l.id === ref);
}

/** Show slide `index` (0-based) of a lesson, as its own link with the lesson's context. */
export function goToSlide(ref: string, lesson: Lesson, index: number, { replace = false } = {}): void {
  const slide = lesson.slides[index];
  if (!slide) return;
  navigate(
    { page: slide.page, params: { ...slide.params, lesson: ref, slide: String(index + 1) } },
    { replace },
  );
}

/** The lesson page's link for a lesson ref (the editor, or a read-only view). */
export function lessonPageParams(ref: string): Record<string, string> {
  if (ref === SHARED_REF) return { view: 'shared' };
  if (ref.startsWith(SHIPPED_PREFIX)) return { shipped: ref.slice(SHIPPED_PREFIX.length) };
  return { id: ref };
}
