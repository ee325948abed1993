/**
 * One lesson of this browser, edited: its title; its slides reordered by drag or by keyboard
 * (↑/↓ on a slide's ≡ handle), each with a title, a note and an answer (text with $…$ TeX,
 * previewed as it will show); duplicate, delete, and undo (`u`) for every change.
 */
import { useEffect, useRef, useState } from 'react';
import { useCommands } from '../../nav/commands';
import { navigate } from '../../nav/router';
import type { Lesson, Slide } from '../../lessons/schema';
import { present } from './actions';
import { LessonTools } from './LessonTools';
import { takeOpenedWarnings } from './LessonList';
import { lessonStore } from './lessonStore';
import { SlideHeading, SlideNote } from './SlideSummary';

export function LessonEditor({ lesson, canUndo }: { lesson: Lesson; canUndo: boolean }) {
  const [warnings] = useState(takeOpenedWarnings);
  const [said, setSaid] = useState('');
  const focusHandle = useRef<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const dragged = useRef<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const id = lesson.id;

  useEffect(() => lessonStore.setCurrent(id), [id]);
  // After a keyboard move, the moved slide's handle keeps the focus.
  useEffect(() => {
    const slide = focusHandle.current;
    if (!slide) return;
    focusHandle.current = null;
    list.current?.querySelector<HTMLElement>(`[data-slide="${slide}"] .lesson-slide__handle`)?.focus();
  });

  const move = (from: number, to: number, how: 'key' | 'drag' | 'button') => {
    if (to < 0 || to >= lesson.slides.length || from === to) return;
    if (how !== 'drag') focusHandle.current = lesson.slides[from].id;
    lessonStore.moveSlide(id, from, to);
    setSaid(`Slide ${from + 1} moved to place ${to + 1} of ${lesson.slides.length}.`);
  };
  const undo = () => {
    lessonStore.undo();
    setSaid('Undone.');
  };
  useCommands([
    {
      id: 'lessons.undo',
      label: 'Undo the last change to the lesson',
      keys: ['u'],
      group: 'Lesson',
      run: undo,
      enabled: () => lessonStore.getState().canUndo,
    },
  ]);

  return (
    <>
      <p className="lessons-back">
        <a href="#/lessons">All lessons</a>
      </p>
      <h1 className="visually-hidden">{lesson.title}</h1>
      <label className="lesson-title">
        <span>Lesson title</span>
        <input
          value={lesson.title}
          onChange={(e) => lessonStore.renameLesson(id, e.target.value)}
          data-testid="lesson-title"
        />
      </label>
      {warnings.length > 0 && (
        <div className="notice" role="alert" data-testid="lesson-warnings">
          <p>The file was opened; some of it cannot be shown:</p>
          <ul>
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      )}
      <LessonTools lesson={lesson} refId={id}>
        <button type="button" onClick={undo} disabled={!canUndo} aria-keyshortcuts="u" title="Undo (u)">
          Undo <kbd aria-hidden="true">u</kbd>
        </button>
        <button
          type="button"
          onClick={() => navigate({ page: 'lessons', params: { id: lessonStore.duplicateLesson(id)! } })}
        >
          Duplicate lesson
        </button>
        <button
          type="button"
          onClick={() => {
            lessonStore.deleteLesson(id);
            navigate({ page: 'lessons', params: {} });
          }}
        >
          Delete lesson
        </button>
      </LessonTools>
      <p className="visually-hidden" role="status" data-testid="lesson-said">
        {said}
      </p>
      {lesson.slides.length === 0 ? (
        <p>
          No slides yet. Open any page, set it up as you want it shown, and press Add to lesson (key{' '}
          <kbd>a</kbd>).
        </p>
      ) : (
        <ol className="lesson-slides" ref={list} data-testid="lesson-slides" aria-label="Slides">
          {lesson.slides.map((s, i) => (
            <li
              key={s.id}
              data-slide={s.id}
              className={`lesson-slide${over === i ? ' lesson-slide--over' : ''}`}
              draggable
              onDragStart={(e) => {
                dragged.current = i;
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', String(i + 1));
              }}
              onDragOver={(e) => {
                if (dragged.current === null) return;
                e.preventDefault();
                setOver(i);
              }}
              onDragLeave={() => setOver((o) => (o === i ? null : o))}
              onDrop={(e) => {
                e.preventDefault();
                if (dragged.current !== null) move(dragged.current, i, 'drag');
                dragged.current = null;
                setOver(null);
              }}
              onDragEnd={() => {
                dragged.current = null;
                setOver(null);
              }}
            >
              <SlideEditor lesson={lesson} slide={s} index={i} move={move} />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

interface SlideProps {
  lesson: Lesson;
  slide: Slide;
  index: number;
  move: (from: number, to: number, how: 'key' | 'drag' | 'button') => void;
}

function SlideEditor({ lesson, slide, index: i, move }: SlideProps) {
  const id = lesson.id;
  const last = lesson.slides.length - 1;
  const field = (name: 'title' | 'note' | 'answer', label: string, multiline: boolean) => {
    const inputId = `slide-${slide.id}-${name}`;
    const props = {
      id: inputId,
      value: slide[name],
      'data-testid': `slide-${name}`,
      onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        lessonStore.updateSlide(id, slide.id, { [name]: e.target.value }),
    };
    return (
      <div className={`lesson-field lesson-field--${name}`}>
        <label htmlFor={inputId}>{label}</label>
        {multiline ? <textarea rows={2} {...props} /> : <input {...props} />}
        {multiline && <SlideNote text={slide[name]} />}
      </div>
    );
  };
  return (
    <>
      <div className="lesson-slide__head">
        <button
          type="button"
          className="lesson-slide__handle"
          aria-label={`Move slide ${i + 1}: ↑ or ↓ (or drag)`}
          title="Drag, or press ↑ / ↓, to move this slide"
          aria-keyshortcuts="ArrowUp ArrowDown"
          onKeyDown={(e) => {
            if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
              e.preventDefault();
              move(i, e.key === 'ArrowUp' ? i - 1 : i + 1, 'key');
            }
          }}
        >
          ≡
        </button>
        <SlideHeading slide={slide} index={i} />
      </div>
      {field('title', 'Title', false)}
      {field('note', 'Note (shown with the slide and on the handout; $…$ for mathematics)', true)}
      {field('answer', 'Teacher’s note on the answer key (beside the engine’s answer)', true)}
      <p className="toolbar lesson-slide__tools">
        <button type="button" onClick={() => move(i, i - 1, 'button')} disabled={i === 0}>
          Move up
        </button>
        <button type="button" onClick={() => move(i, i + 1, 'button')} disabled={i === last}>
          Move down
        </button>
        <button type="button" onClick={() => present(id, lesson, i)}>
          Present from here
        </button>
        <button type="button" onClick={() => lessonStore.duplicateSlide(id, i)}>
          Duplicate
        </button>
        <button type="button" onClick={() => lessonStore.deleteSlide(id, i)}>
          Delete
        </button>
      </p>
    </>
  );
}
