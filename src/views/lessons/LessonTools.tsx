/** A lesson's toolbar: present, copy its link, download its file, print a handout or the answers. */
import { useState } from 'react';
import { navigate } from '../../nav/router';
import type { Lesson } from '../../lessons/schema';
import { copyText } from '../../ui/walkthrough/copyText';
import { downloadLesson, present, shareLink } from './actions';
import { lessonPageParams } from './lessonStore';

export function LessonTools({
  lesson,
  refId,
  children,
}: {
  lesson: Lesson;
  refId: string;
  children?: React.ReactNode;
}) {
  const [said, setSaid] = useState<{ text: string; link?: string } | null>(null);
  const empty = lesson.slides.length === 0;
  const copy = async () => {
    const link = await shareLink(lesson);
    const copied = await copyText(link);
    setSaid(
      copied
        ? { text: `Link copied (${link.length} characters): it holds the whole lesson.`, link }
        : { text: 'Copy this link:', link },
    );
  };
  const print = (kind: 'handout' | 'key') =>
    navigate({ page: 'lessons', params: { ...lessonPageParams(refId), ...currentShared(), print: kind } });
  return (
    <div className="lesson-tools">
      <p className="toolbar">
        <button
          type="button"
          className="lesson-tools__present"
          onClick={() => present(refId, lesson)}
          disabled={empty}
        >
          Present
        </button>
        <button type="button" onClick={() => void copy()} disabled={empty} data-testid="lesson-share">
          Copy share link
        </button>
        <button type="button" onClick={() => downloadLesson(lesson)} data-testid="lesson-download">
          Download file
        </button>
        <button type="button" onClick={() => print('handout')} disabled={empty}>
          Print handout
        </button>
        <button type="button" onClick={() => print('key')} disabled={empty}>
          Print answer key
        </button>
        {children}
      </p>
      <p role="status" className="lesson-tools__said">
        {said?.text}{' '}
        {said?.link && (
          <input
            className="lesson-tools__link"
            readOnly
            value={said.link}
            aria-label="The lesson's link"
            data-testid="lesson-link"
            onFocus={(e) => e.currentTarget.select()}
          />
        )}
      </p>
    </div>
  );
}

/** A shared lesson's print view keeps its link data (the lesson is in it). */
function currentShared(): Record<string, string> {
  const m = /[?&]shared=([^&]*)/.exec(window.location.hash);
  return m ? { shared: decodeURIComponent(m[1]) } : {};
}
