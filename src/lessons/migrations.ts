/**
 * The lesson format's versions and the steps between them. MIGRATIONS[v] turns version v's
 * lesson into version v + 1's; a reader migrates anything older, step by step.
 *
 * - Version 0: a lesson written without a version, by hand or by a script: a title and its
 *   slides as the app's links, `{"title": "...", "slides": [{"link": "#/flipping?lines=01", "note": "..."}]}`
 *   (a slide may also be the link alone, as a string).
 * - Version 1: each slide is `{page, params, title?, note?, answer?}`: the link taken apart,
 *   so the lesson's own parameters can never leak into it and a page can be checked.
 *
 * Bump LESSON_VERSION when the shape changes, add the step here and a test in migrations.test.ts.
 */
import { fail, ok, type Result } from '../engine/result';

export const LESSON_VERSION = 1;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** "#/page?a=1&b=2" (or "/page?...", "page?...") as {page, params}; null when it is no link. */
export function splitLink(link: string): { page: string; params: Record<string, string> } | null {
  const h = link.trim().replace(/^.*?#/, '').replace(/^\/+/, '');
  const q = h.indexOf('?');
  const page = (q < 0 ? h : h.slice(0, q)).replace(/\/+$/, '');
  if (!/^[a-z0-9-]+(\/[a-z0-9-]+)?$/.test(page)) return null;
  const params: Record<string, string> = {};
  if (q >= 0) for (const [k, v] of new URLSearchParams(h.slice(q + 1))) params[k] = v;
  return { page, params };
}

const MIGRATIONS: Record<number, (lesson: unknown) => unknown> = {
  0: (lesson) => {
    if (!isRecord(lesson) || !Array.isArray(lesson.slides)) return lesson;
    return {
      ...lesson,
      slides: lesson.slides.map((s) => {
        const slide = typeof s === 'string' ? { link: s } : s;
        if (!isRecord(slide) || typeof slide.link !== 'string') return slide;
        const parts = splitLink(slide.link);
        if (!parts) return null; // unreadable: the reader names it
        const { link: _link, ...rest } = slide;
        return { ...rest, page: parts.page, params: parts.params };
      }),
    };
  },
};

/** A lesson of format `version` in the current format; a newer one is passed on as it is. */
export function migrateLesson(lesson: unknown, version: number): Result<unknown> {
  let l = lesson;
  for (let v = version; v < LESSON_VERSION; v++) {
    const step = MIGRATIONS[v];
    if (!step) return fail('bad_request', `its format ${version} is too old to read`);
    l = step(l);
  }
  return ok(l);
}
