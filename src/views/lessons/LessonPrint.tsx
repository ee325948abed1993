/**
 * A lesson on paper: the handout (each slide's picture, drawn by its page's own components,
 * its note and its question, no answers) or the answer key (the same with the engine's answer
 * and the teacher's note on it). One column 180 mm wide, so it fits A4 and Letter; a slide is
 * never split across sheets and a picture wider than the sheet is shrunk to it. The print
 * dialog opens once every slide's picture has arrived; the app around it does not print.
 */
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { findPage } from '../../nav/pages';
import { navigate } from '../../nav/router';
import type { Lesson, Slide } from '../../lessons/schema';
import { FitCoins } from '../../ui/board/fitCoins';
import { Caption } from '../../ui/math';
import { fitPictures } from '../../ui/walkthrough/fitPictures';
import { slideHref } from './actions';
import { lessonPageParams } from './lessonStore';
import { SlideBoundary } from './SlideBoundary';
import { slidePageTitle } from './SlideSummary';
import './lessonPrint.css';

export function LessonPrint({ lesson, kind }: { lesson: Lesson; kind: 'handout' | 'key' }) {
  const [ready, setReady] = useState<ReadonlySet<string>>(() => new Set());
  const done = useCallback((id: string) => setReady((r) => (r.has(id) ? r : new Set(r).add(id))), []);
  const count = lesson.slides.filter((s) => ready.has(s.id)).length;
  const all = count === lesson.slides.length;

  const sheet = useRef<HTMLOListElement>(null);
  // Once every picture is in: fitted to the sheet, then the print dialog, once.
  const printed = useRef(false);
  useEffect(() => {
    if (!all || printed.current) return;
    let raf = requestAnimationFrame(
      () =>
        (raf = requestAnimationFrame(() => {
          fitPictures(sheet.current, true);
          printed.current = true;
          window.print();
        })),
    );
    return () => cancelAnimationFrame(raf);
  }, [all]);
  useEffect(() => {
    const fit = () => fitPictures(sheet.current, true);
    window.addEventListener('beforeprint', fit);
    return () => window.removeEventListener('beforeprint', fit);
  }, []);

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
        <span role="status" data-testid="lesson-print-status">
          {all
            ? `Ready: ${lesson.slides.length} slides.`
            : `Drawing the slides: ${count} of ${lesson.slides.length}…`}
        </span>
      </p>
      <header className="lesson-print__head">
        <h1>
          <Caption as="span" text={lesson.title} />
        </h1>
        <p>{kind === 'handout' ? 'Handout' : 'Answer key'} · Coin Games Lab</p>
      </header>
      <FitCoins.Provider value={true}>
        <ol className="lesson-print__slides" ref={sheet}>
          {lesson.slides.map((s, i) => (
            <li key={s.id} className="lesson-print__slide" data-testid="lesson-print-slide">
              <h2>
                {i + 1}. {s.title ? <Caption as="span" text={s.title} /> : slidePageTitle(s)}
              </h2>
              <p className="lesson-print__where">
                {slidePageTitle(s)}
                {s.params.step ? `, step ${s.params.step}` : ''}:{' '}
                <span className="lesson-print__link">{base + slideHref(s)}</span>
              </p>
              {s.note && <Caption className="lesson-print__note" text={s.note} />}
              <SlideView slide={s} answer={kind === 'key'} done={done} />
              {kind === 'handout' ? (
                <div className="lesson-print__space" aria-hidden="true" />
              ) : (
                s.answer && (
                  <div className="lesson-print__teacher">
                    <strong>Teacher’s note: </strong>
                    <Caption as="span" text={s.answer} />
                  </div>
                )
              )}
            </li>
          ))}
        </ol>
      </FitCoins.Provider>
    </div>
  );
}

/** The slide's picture by its page's `slide` (a page without one: its link above says it all). */
function SlideView({ slide, answer, done }: { slide: Slide; answer: boolean; done: (id: string) => void }) {
  const Picture = findPage(slide.page)?.slide;
  const finished = useCallback(() => done(slide.id), [done, slide.id]);
  useEffect(() => {
    if (!Picture) finished();
  }, [Picture, finished]);
  if (!Picture) return null;
  return (
    <div className="lesson-print__picture" data-testid="lesson-print-picture">
      <SlideBoundary onError={finished}>
        <Suspense fallback={<p className="lessons-muted">Drawing the slide…</p>}>
          <Picture page={slide.page} params={slide.params} answer={answer} done={finished} />
        </Suspense>
      </SlideBoundary>
    </div>
  );
}
