/**
 * A lesson: an ordered list of slides, each one of the app's own links (a page id and its
 * URL parameters) with an optional title, a note and an answer (text with `$…$` TeX). Any view
 * is a slide without per-page code, since every page reads its state from its link.
 *
 * The file form is `{"format": LESSON_FORMAT, "version": LESSON_VERSION, "lesson": {...}}`.
 * Reading is forgiving where it can be and strict where it must be:
 * - text that is not a lesson at all (not JSON, no slide list) is refused with a message;
 * - a slide that cannot be read is left out and named; a slide naming a page this app does not
 *   have is kept (it shows "no such page") and named; a newer format is read as far as this
 *   version understands it, and said so.
 */
import { fail, ok, type Result } from '../engine/result';
import { LESSON_VERSION, migrateLesson } from './migrations';

export const LESSON_FORMAT = 'coin-games-lab/lesson';
export { LESSON_VERSION };

/** Limits that keep a hostile or mistaken file from filling the browser's storage. */
export const MAX_SLIDES = 200;
export const MAX_TEXT = 4000;
export const MAX_TITLE = 200;
export const MAX_PARAM = 2000;

export interface Slide {
  /** stable within the lesson (React keys, drag); not part of what a slide means */
  id: string;
  /** a page id as in the URL: "flipping", "ruler/practice", "calculator" */
  page: string;
  params: Readonly<Record<string, string>>;
  title: string;
  /** shown with the slide and on the handout */
  note: string;
  /** shown only on the answer key */
  answer: string;
}

export interface Lesson {
  id: string;
  title: string;
  slides: readonly Slide[];
}

/** What reading a lesson found: the lesson and sentences about what it could not show. */
export interface ReadLesson {
  lesson: Lesson;
  warnings: string[];
  /** something was left out (a slide, a newer format's fields): saving it back would lose it */
  lossy: boolean;
}

/** The URL parameters that say "presenting this lesson, at this slide": never part of a slide. */
export const LESSON_PARAMS = ['lesson', 'slide'] as const;

let counter = 0;
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter.toString(36)}${Math.floor(Math.random() * 1296)
    .toString(36)
    .padStart(2, '0')}`;
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function text(v: unknown, max: number): string {
  return typeof v === 'string' ? v.slice(0, max) : '';
}

/** A slide from the current route (the lesson's own parameters left out). */
export function slideFromRoute(page: string, params: Readonly<Record<string, string>>): Slide {
  const kept: Record<string, string> = {};
  for (const [k, v] of Object.entries(params))
    if (!(LESSON_PARAMS as readonly string[]).includes(k)) kept[k] = v;
  return { id: newId('s'), page, params: kept, title: '', note: '', answer: '' };
}

/** One slide of the current format; a reason when it cannot be read at all. */
function readSlide(raw: unknown): Slide | string {
  if (!isRecord(raw)) return 'it is not a slide';
  if (typeof raw.page !== 'string' || raw.page.length > MAX_TITLE || /[?#\s]/.test(raw.page))
    return 'it names no page';
  const params: Record<string, string> = {};
  if (raw.params !== undefined) {
    if (!isRecord(raw.params)) return 'its link parameters are not a list of names and values';
    for (const [k, v] of Object.entries(raw.params)) {
      if (typeof v !== 'string' || v.length > MAX_PARAM || (LESSON_PARAMS as readonly string[]).includes(k))
        return `its link parameter “${k.slice(0, 20)}” is not a short text`;
      params[k] = v;
    }
  }
  return {
    id: newId('s'),
    page: raw.page,
    params,
    title: text(raw.title, MAX_TITLE),
    note: text(raw.note, MAX_TEXT),
    answer: text(raw.answer, MAX_TEXT),
  };
}

/**
 * A lesson from parsed JSON in any format this app knows (a file, a link's payload, saved
 * data): migrated to the current format, then read. Fails only when there is no lesson.
 */
export function readLesson(
  data: unknown,
  knownPage: (page: string) => boolean,
  id: string = newId('l'),
): Result<ReadLesson> {
  if (!isRecord(data)) return fail('bad_request', 'it is not a lesson (no lesson in it)');
  if (data.format !== undefined && data.format !== LESSON_FORMAT)
    return fail('bad_request', `it is not a lesson (its format is “${String(data.format).slice(0, 40)}”)`);
  const version = data.version === undefined ? 0 : data.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0)
    return fail('bad_request', 'its format version is not a whole number');
  const warnings: string[] = [];
  let lossy = version > LESSON_VERSION;
  // A version-0 lesson may be the bare {title, slides}, without the file's wrapper.
  const body = data.lesson === undefined && version === 0 ? data : data.lesson;
  const migrated = migrateLesson(body, version);
  if (!migrated.ok) return migrated;
  if (version > LESSON_VERSION)
    warnings.push(
      `It was made by a newer version of the app (format ${version}); this version shows what it understands.`,
    );
  const raw = migrated.value;
  if (!isRecord(raw) || !Array.isArray(raw.slides))
    return fail('bad_request', 'it is not a lesson (it has no list of slides)');
  if (raw.slides.length > MAX_SLIDES) lossy = true;
  if (raw.slides.length > MAX_SLIDES)
    warnings.push(`It has ${raw.slides.length} slides; the first ${MAX_SLIDES} are kept.`);
  const slides: Slide[] = [];
  raw.slides.slice(0, MAX_SLIDES).forEach((s, i) => {
    const slide = readSlide(s);
    if (typeof slide === 'string') lossy = true;
    if (typeof slide === 'string')
      warnings.push(`Slide ${i + 1} could not be read (${slide}) and is left out.`);
    else {
      if (!knownPage(slide.page))
        warnings.push(
          `Slide ${i + 1} shows the page “${slide.page}”, which this version of the app does not have.`,
        );
      slides.push(slide);
    }
  });
  const title = text(raw.title, MAX_TITLE).trim() || 'Untitled lesson';
  return ok({ lesson: { id, title, slides }, warnings, lossy });
}

/** The plain data of a lesson in the current format (no ids: they are made again on reading). */
export function lessonData(lesson: Lesson): { title: string; slides: Record<string, unknown>[] } {
  return {
    title: lesson.title,
    slides: lesson.slides.map((s) => {
      const out: Record<string, unknown> = { page: s.page, params: { ...s.params } };
      if (s.title) out.title = s.title;
      if (s.note) out.note = s.note;
      if (s.answer) out.answer = s.answer;
      return out;
    }),
  };
}

/** The file form of a lesson, as JSON text. */
export function makeLessonFile(lesson: Lesson): string {
  return `${JSON.stringify({ format: LESSON_FORMAT, version: LESSON_VERSION, lesson: lessonData(lesson) }, null, 2)}\n`;
}

/** A lesson file's text, read; a message when it is not one. */
export function parseLessonFile(textIn: string, knownPage: (page: string) => boolean): Result<ReadLesson> {
  let data: unknown;
  try {
    data = JSON.parse(textIn);
  } catch {
    return fail('bad_request', 'it is not a lesson file (not valid JSON: damaged or cut short?)');
  }
  return readLesson(data, knownPage);
}
