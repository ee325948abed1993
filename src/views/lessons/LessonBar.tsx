/**
 * The shell's two lesson pieces (mounted by the app in the header):
 * - LessonBar: while a link carries `lesson=…&slide=n`, the lesson's title and "Slide n of m"
 *   with back/next and a way out. → (and PageDown, a clicker's key) goes to the next slide
 *   when the page does not take it: the walkthrough player lets → through at its last step.
 * - AddToLesson: "Add to lesson" (key `a`) adds the current view as a slide.
 */
import { useEffect, useState } from 'react';
import { Caption } from '../../ui/math';
import { useCommands, type Command } from '../../nav/commands';
import { currentRoute, navigate, useParam, useRoute } from '../../nav/router';
import { keepLessonPlace, onSlide, restorePresentation } from './lessonPlace';
import { slideFromRoute } from '../../lessons/schema';
import { goToSlide, lessonPageParams, lessonStore, resolveLesson, useLessons } from './lessonStore';
import './lessonBar.css';

function slideNumber(text: string | undefined, count: number): number {
  const n = text && /^\d+$/.test(text) ? Number(text) : 1;
  return Math.min(Math.max(n, 1), Math.max(count, 1));
}

export function LessonBar() {
  const [ref] = useParam('lesson');
  const [slideText] = useParam('slide');
  const state = useLessons();
  const lesson = resolveLesson(ref, state);
  const count = lesson?.slides.length ?? 0;
  const n = slideNumber(slideText, count);
  const active = lesson !== undefined && count > 0 && ref !== undefined;

  const go = (to: number) => {
    if (active && to >= 1 && to <= count) goToSlide(ref, lesson, to - 1);
  };
  const commands: Command[] = [
    {
      id: 'lesson.next',
      label: 'Next slide of the lesson (after the walkthrough’s last step)',
      keys: ['ArrowRight', 'PageDown'],
      group: 'Lesson',
      run: () => go(n + 1),
      enabled: () => active && n < count,
    },
    {
      id: 'lesson.prev',
      label: 'Previous slide of the lesson (before the walkthrough’s first step)',
      keys: ['ArrowLeft', 'PageUp'],
      group: 'Lesson',
      run: () => go(n - 1),
      enabled: () => active && n > 1,
    },
  ];
  useCommands(commands);

  // Links followed while presenting keep the lesson's place; leaving it puts presentation mode back.
  useEffect(() => (active ? keepLessonPlace(ref, n) : restorePresentation()), [active, ref, n]);
  const route = useRoute();

  const [noteOpen, setNoteOpen] = useState(false);
  const scrolled = useScrolledPast(active ? 56 : Infinity);

  if (!active) return null;
  const slide = lesson.slides[n - 1];
  const off = slide !== undefined && !onSlide(route, slide);
  return (
    <nav className="lesson-bar" aria-label="Lesson" data-testid="lesson-bar">
      <button
        type="button"
        onClick={() => go(n - 1)}
        disabled={n <= 1}
        aria-label="Previous slide"
        title="Previous slide (PageUp)"
      >
        ←
      </button>
      <span className="lesson-bar__where">
        <span className="lesson-bar__title" title={lesson.title}>
          {lesson.title}
        </span>
        {off ? (
          // The view has left the slide (a link followed): the counter takes the way back.
          <button
            type="button"
            className="lesson-bar__back"
            onClick={() => go(n)}
            title={`Back to slide ${n}`}
            data-testid="lesson-back-to-slide"
          >
            Back to{' '}
            <span className="lesson-bar__count" data-testid="lesson-counter" aria-live="polite">
              {n}/{count}
              <span className="visually-hidden"> slides{slide?.title ? `: ${slide.title}` : ''}</span>
            </span>
          </button>
        ) : (
          <span className="lesson-bar__count" data-testid="lesson-counter" aria-live="polite">
            {n}/{count}
            <span className="visually-hidden"> slides{slide?.title ? `: ${slide.title}` : ''}</span>
          </span>
        )}
      </span>
      <button
        type="button"
        onClick={() => go(n + 1)}
        disabled={n >= count}
        aria-label="Next slide"
        title="Next slide (PageDown)"
      >
        →
      </button>
      {slide?.note && (
        <button
          type="button"
          aria-expanded={noteOpen}
          onClick={() => setNoteOpen((o) => !o)}
          data-testid="lesson-note-toggle"
        >
          Note
        </button>
      )}
      {noteOpen && slide?.note && (
        <div className="lesson-bar__note" data-testid="lesson-note">
          {slide.title && <Caption as="p" className="lesson-bar__note-title" text={slide.title} />}
          <Caption text={slide.note} />
        </div>
      )}
      {scrolled && (
        <span className="lesson-corner" aria-hidden="true">
          {n}/{count}
        </span>
      )}
      <button
        type="button"
        onClick={() => navigate({ page: 'lessons', params: lessonPageParams(ref) })}
        aria-label="Leave the lesson"
        title="Back to the lesson's slides"
      >
        Slides
      </button>
    </nav>
  );
}

/** Whether the page is scrolled past `y` px (the header gone: the corner shows the count). */
function useScrolledPast(y: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > y);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [y]);
  return past;
}

/** Add the current view to the current lesson; the sentence to say. */
export function addCurrentView(): string {
  const route = currentRoute();
  if (route.page === '' || route.page === 'lessons') return 'Open a page first: a slide is a view of a page.';
  const { lesson, number } = lessonStore.addSlide(slideFromRoute(route.page, route.params));
  return `Added as slide ${number} of “${lesson.title}”.`;
}

export function AddToLesson() {
  const route = useRoute();
  const [said, setSaid] = useState<{ text: string; id: string | null; page: string } | null>(null);
  if (said && said.page !== route.page) setSaid(null); // said about the page left
  const can = route.page !== '' && route.page !== 'lessons';
  const add = () => {
    const text = addCurrentView();
    setSaid({ text, id: lessonStore.getState().current, page: route.page });
    window.setTimeout(() => setSaid((s) => (s?.text === text ? null : s)), 6000);
  };
  useCommands([
    {
      id: 'lesson.add',
      label: 'Add this view to the lesson',
      keys: ['a'],
      group: 'Lesson',
      run: add,
      enabled: () => can,
    },
  ]);
  return (
    <span className="add-to-lesson">
      {can && (
        <button
          type="button"
          onClick={add}
          aria-keyshortcuts="a"
          title="Add this view to the lesson (a)"
          aria-label="Add to lesson"
          data-testid="add-to-lesson"
        >
          + Lesson <kbd aria-hidden="true">a</kbd>
        </button>
      )}
      <span className="add-to-lesson__said" role="status" data-testid="add-to-lesson-status">
        {said && (
          <>
            {said.text}{' '}
            {said.id && <a href={`#/lessons?id=${encodeURIComponent(said.id)}`}>Open the lesson</a>}
          </>
        )}
      </span>
    </span>
  );
}
