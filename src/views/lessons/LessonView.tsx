/** A lesson shown read-only (shipped with the app, or opened from a link), with "Save a copy". */
import { navigate } from '../../nav/router';
import type { Lesson } from '../../lessons/schema';
import { Caption } from '../../ui/math';
import { present } from './actions';
import { LessonTools } from './LessonTools';
import { lessonStore } from './lessonStore';
import { SlideHeading, SlideNote } from './SlideSummary';

interface Props {
  lesson: Lesson;
  refId: string;
  kind: 'shipped' | 'shared';
  warnings?: readonly string[];
}

export function LessonView({ lesson, refId, kind, warnings = [] }: Props) {
  const saveCopy = () => navigate({ page: 'lessons', params: { id: lessonStore.create(lesson) } });
  return (
    <>
      <p className="lessons-back">
        <a href="#/lessons">All lessons</a>
      </p>
      <h1>
        <Caption as="span" text={lesson.title} />
      </h1>
      <p className="lessons-readonly" data-testid="lesson-readonly">
        {kind === 'shipped'
          ? 'This lesson ships with the app: it is read-only. Save a copy to change it.'
          : 'This lesson came in a link: it is read-only and not saved. Save a copy to keep and change it.'}{' '}
        <button type="button" onClick={saveCopy}>
          Save a copy
        </button>
      </p>
      {warnings.length > 0 && (
        <div className="notice" role="alert" data-testid="lesson-warnings">
          <p>Some of this lesson cannot be shown:</p>
          <ul>
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </div>
      )}
      <LessonTools lesson={lesson} refId={refId} />
      <ol className="lesson-slides lesson-slides--view" data-testid="lesson-slides">
        {lesson.slides.map((s, i) => (
          <li key={s.id} className="lesson-slide">
            <SlideHeading slide={s} index={i} />
            <SlideNote text={s.note} />
            <button type="button" className="lesson-slide__present" onClick={() => present(refId, lesson, i)}>
              Present from here
            </button>
          </li>
        ))}
      </ol>
    </>
  );
}
