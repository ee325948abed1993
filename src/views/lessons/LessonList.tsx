/** The lessons of this browser, the five that ship with the app, and "open a file". */
import { useRef, useState } from 'react';
import { navigate } from '../../nav/router';
import { Notice } from '../../ui/shell/Notice';
import { present, readLessonFile } from './actions';
import { lessonStore, shippedList, useLessons } from './lessonStore';

export function LessonList({ notice }: { notice?: string }) {
  const { lessons } = useLessons();
  const [message, setMessage] = useState<string | null>(notice ?? null);
  const file = useRef<HTMLInputElement>(null);

  const open = async (f: File | undefined) => {
    if (!f) return;
    const read = await readLessonFile(f);
    if (file.current) file.current.value = '';
    if (!read.ok) {
      setMessage(`“${f.name}” could not be opened: ${read.error.message}. Nothing saved has changed.`);
      return;
    }
    const id = lessonStore.create(read.value.lesson);
    setMessage(null);
    openedWarnings = read.value.warnings;
    navigate({ page: 'lessons', params: { id } });
  };

  return (
    <>
      <h1>Lessons</h1>
      <p className="pres-fold">
        A lesson is slides made of this app’s own views, each with a note: build one with{' '}
        <strong>Add to lesson</strong> (key <kbd>a</kbd>) on any page, then present it (→ steps a walkthrough,
        then the next slide), share it by a link or a file, and print a handout and an answer key.
      </p>
      <Notice message={message} onDismiss={() => setMessage(null)} testId="lesson-problem" />
      <p className="toolbar">
        <button
          type="button"
          onClick={() => navigate({ page: 'lessons', params: { id: lessonStore.create() } })}
        >
          New lesson
        </button>
        <label className="lessons-file">
          Open a lesson file…
          <input
            ref={file}
            type="file"
            accept=".json,application/json"
            data-testid="lesson-file"
            onChange={(e) => void open(e.target.files?.[0])}
          />
        </label>
      </p>
      <h2>Your lessons</h2>
      {lessons.length === 0 ? (
        <p>None yet: open a page and press Add to lesson, or start from one below.</p>
      ) : (
        <ul className="lessons-list" data-testid="my-lessons">
          {lessons.map((l) => (
            <li key={l.id}>
              <a href={`#/lessons?id=${encodeURIComponent(l.id)}`}>{l.title}</a>{' '}
              <span className="lessons-muted">
                {l.slides.length} slide{l.slides.length === 1 ? '' : 's'}
              </span>
              <span className="toolbar">
                <button type="button" onClick={() => present(l.id, l)} disabled={l.slides.length === 0}>
                  Present
                </button>
                <button type="button" onClick={() => lessonStore.duplicateLesson(l.id)}>
                  Duplicate
                </button>
                <button type="button" onClick={() => lessonStore.deleteLesson(l.id)}>
                  Delete
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {lessonStore.getState().canUndo && (
        <p>
          <button type="button" onClick={lessonStore.undo}>
            Undo
          </button>
        </p>
      )}
      <h2>Lessons that ship with the app</h2>
      <ul className="lessons-list" data-testid="shipped-lessons">
        {shippedList().map((l) => (
          <li key={l.id}>
            <a href={`#/lessons?shipped=${l.id.replace(/^shipped-/, '')}`}>{l.title}</a>{' '}
            <span className="lessons-muted">{l.slides.length} slides</span>
            <span className="toolbar">
              <button type="button" onClick={() => present(l.id, l)}>
                Present
              </button>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Warnings from the file just opened, said once by the editor. */
export let openedWarnings: string[] = [];
export function takeOpenedWarnings(): string[] {
  const w = openedWarnings;
  openedWarnings = [];
  return w;
}
