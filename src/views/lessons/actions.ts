/** What the lesson page's buttons do: present, share, download, open a file. */
import { encodeLessonLink } from '../../lessons/link';
import { makeLessonFile, parseLessonFile, type Lesson, type ReadLesson } from '../../lessons/schema';
import type { Result } from '../../engine/result';
import { downloadBlob, exportName } from '../../ui/export';
import { goToSlide, keepShared, knownPage, SHARED_REF } from './lessonStore';
import { startPresenting } from './lessonPlace';

export function present(ref: string, lesson: Lesson, from = 0): void {
  if (ref === SHARED_REF) keepShared(lesson);
  startPresenting();
  goToSlide(ref, lesson, from);
}

/** The whole lesson in a link: "…#/lessons?shared=L1.…" (works offline, no server). */
export async function shareLink(lesson: Lesson): Promise<string> {
  const value = await encodeLessonLink(lesson);
  const base = window.location.href.replace(/#.*$/, '');
  return `${base}#/lessons?shared=${value}`;
}

export function downloadLesson(lesson: Lesson): void {
  const blob = new Blob([makeLessonFile(lesson)], { type: 'application/json' });
  downloadBlob(blob, `${exportName('lesson', lesson.title)}.json`);
}

export async function readLessonFile(file: File): Promise<Result<ReadLesson>> {
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, error: { code: 'bad_request', message: 'the file could not be read' } };
  }
  return parseLessonFile(text, knownPage);
}

/** The slide's own link (without the lesson's parameters). */
export function slideHref(slide: { page: string; params: Readonly<Record<string, string>> }): string {
  const qs = new URLSearchParams(slide.params).toString();
  return `#/${slide.page}${qs ? `?${qs}` : ''}`;
}
