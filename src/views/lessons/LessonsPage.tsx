/**
 * #/lessons: the lessons of this browser and the ones that ship with the app; one lesson's
 * editor (`?id=`), a read-only lesson (`?shipped=<paper>`, `?shared=<link data>`), and its
 * handout or answer key (`&print=handout|key`). See src/lessons/ for the model.
 */
import { useEffect, useState } from 'react';
import { useRoute } from '../../nav/router';
import { decodeLessonLink } from '../../lessons/link';
import type { ReadLesson } from '../../lessons/schema';
import { SHIPPED_PREFIX } from '../../lessons/shipped';
import { Notice } from '../../ui/shell/Notice';
import { LessonEditor } from './LessonEditor';
import { LessonList } from './LessonList';
import { LessonPrint } from './LessonPrint';
import { LessonView } from './LessonView';
import { knownPage, lessonStore, resolveLesson, SHARED_REF, shippedList, useLessons } from './lessonStore';
import { StoreProblem } from './StoreProblem';
import './lessons.css';

export default function LessonsPage() {
  const { params } = useRoute();
  const state = useLessons();
  const print = params.print === 'handout' || params.print === 'key' ? params.print : null;

  let body;
  const kept = params.view === 'shared' ? resolveLesson(SHARED_REF, state) : undefined;
  if (params.shared !== undefined) body = <SharedLesson value={params.shared} print={print} />;
  else if (kept)
    // back from presenting a lesson that came in a link: the copy this tab keeps
    body = print ? (
      <LessonPrint lesson={kept} kind={print} />
    ) : (
      <LessonView lesson={kept} refId={SHARED_REF} kind="shared" />
    );
  else if (params.shipped !== undefined) {
    const lesson = shippedList().find((l) => l.id === `${SHIPPED_PREFIX}${params.shipped}`);
    body = lesson ? (
      print ? (
        <LessonPrint lesson={lesson} kind={print} />
      ) : (
        <LessonView lesson={lesson} refId={lesson.id} kind="shipped" />
      )
    ) : (
      <LessonList notice={`No lesson “${params.shipped}” ships with the app.`} />
    );
  } else if (params.id !== undefined) {
    const lesson = lessonStore.find(params.id);
    body = lesson ? (
      print ? (
        <LessonPrint lesson={lesson} kind={print} />
      ) : (
        <LessonEditor lesson={lesson} canUndo={state.canUndo} />
      )
    ) : (
      <LessonList notice="That lesson is not saved in this browser (deleted, or saved in another browser)." />
    );
  } else body = <LessonList />;

  return (
    <div className="lessons-page">
      <StoreProblem />
      {body}
    </div>
  );
}

/** A lesson from a link, read-only until saved as a copy; a bad link changes nothing. */
function SharedLesson({ value, print }: { value: string; print: 'handout' | 'key' | null }) {
  const [read, setRead] = useState<{
    value: string;
    result: Awaited<ReturnType<typeof decodeLessonLink>>;
  } | null>(null);
  useEffect(() => {
    let live = true;
    void decodeLessonLink(value, knownPage).then((result) => live && setRead({ value, result }));
    return () => {
      live = false;
    };
  }, [value]);
  if (!read || read.value !== value)
    return (
      <p role="status" className="page-loading">
        Opening the shared lesson…
      </p>
    );
  if (!read.result.ok)
    return (
      <>
        <Notice
          message={`This link's lesson could not be opened: ${read.result.error.message}. Nothing saved has changed.`}
          testId="lesson-problem"
        />
        <LessonList />
      </>
    );
  const { lesson, warnings }: ReadLesson = read.result.value;
  const shared = { ...lesson, id: SHARED_REF };
  return print ? (
    <LessonPrint lesson={shared} kind={print} />
  ) : (
    <LessonView lesson={shared} refId={SHARED_REF} kind="shared" warnings={warnings} />
  );
}
