/**
 * A lesson on paper: the handout (each slide's title, note and where it is in the app, no
 * answers) or the answer key (the same with each slide's answer). One column 180 mm wide, so it
 * fits A4 and Letter; a slide is never split across sheets. The print dialog opens once the
 * sheet is drawn; the app around it does not print.
 */
import { useEffect } from 'react';
import { navigate } from '../../nav/router';
import type { Lesson } from '../../lessons/schema';
import { Caption } from '../../ui/math';
import { slideHref } from './actions';
import { lessonPageParams } from './lessonStore';
import { slidePageTitle } from './SlideSummary';
import './lessonPrint.css';

export function LessonPrint({ lesson, kind }: { lesson: Lesson; kind: 'handout' | 'key' }) {
  useEffect(() => {
    const t = window.setTimeout(() => window.print(), 300);
    return () => window.clearTimeout(t);
  }, [kind, lesson.id]);
  const base = window.location.href.replace(/#.*$/, '');
  const back = () => {
    const params = new URLSearchParams(window.location.hash.replace(/^[^?]*\??/, ''));
    params.delete('print');
    navigate({
      page: 'lessons',
      params: params.size ? Object.fromEntries(params) : lessonPageParams(lesson.id),
    });
  };
  return (
    <div className="lesson-print" data-testid={`lesson-print-${kind}`}>
      <p className="lesson-print__bar toolbar">
        <button type="button" onClick={() => window.print()}>
          Print
        </button>
        <button type="button" onClick={back}>
          Back to the lesson
        </button>
      </p>
      <header className="lesson-print__head">
        <h1>
          <Caption as="span" text={lesson.title} />
        </h1>
        <p>{kind === 'handout' ? 'Handout' : 'Answer key'} · Coin Games Lab</p>
      </header>
      <ol className="lesson-print__slides">
        {lesson.slides.map((s, i) => (
          <li key={s.id} className="lesson-print__slide">
            <h2>
              {i + 1}. {s.title ? <Caption as="span" text={s.title} /> : slidePageTitle(s)}
            </h2>
            <p className="lesson-print__where">
              {slidePageTitle(s)}
              {s.params.step ? `, step ${s.params.step}` : ''}:{' '}
              <span className="lesson-print__link">{base + slideHref(s)}</span>
            </p>
            {s.note && <Caption className="lesson-print__note" text={s.note} />}
            {kind === 'handout' ? (
              <div className="lesson-print__space" aria-hidden="true" />
            ) : (
              <div className="lesson-print__answer">
                <strong>Answer: </strong>
                {s.answer ? (
                  <Caption as="span" text={s.answer} />
                ) : (
                  <span>(no answer written for this slide)</span>
                )}
              </div>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
