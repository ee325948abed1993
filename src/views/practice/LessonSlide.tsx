/**
 * A practice exercise as a lesson's slide on paper: the engine's question and the position
 * drawn by the game's own board (as the exercise shows them), and on the answer key the
 * engine's answer for the slide's seed. A link to a set names its question by number.
 */
import { practiceServedBy, type SlidePictureProps } from '../../nav/pages';
import { request } from '../../engine/typedRequest';
import type { PracticeGame } from '../../engine/practice/types';
import { Caption } from '../../ui/math';
import { SlideAnswer, SlidePicture, SlideProblem, SlideQuestion } from '../../ui/slide/SlideParts';
import { useSlideAnalysis, useSlideDone } from '../../ui/slide/useSlideAnalysis';
import { PracticeBoard } from './PracticeBoard';
import { readPracticeParams } from './practiceParams';

export default function PracticeSlide({ page, params, answer, done }: SlidePictureProps) {
  const asked = page.split('/')[0];
  const served = practiceServedBy(asked);
  const game = (served?.page ?? asked) as PracticeGame;
  const p = readPracticeParams(served ? { kind: served.kind, ...params } : params);
  const inSet = p.set !== undefined && p.q !== 'end';
  const set = useSlideAnalysis(
    inSet && request('practice', 'set', { page: game, set: p.set!, level: p.level, kind: p.kind }),
  );
  const item = inSet ? set.result?.items[(p.q as number) - 1] : undefined;
  const id =
    item ??
    (p.kind !== undefined && p.seed !== undefined ? { kind: p.kind, seed: p.seed, level: p.level } : null);
  const posed = useSlideAnalysis(id && request('practice', 'exercise', { page: game, ...id }));
  const key = useSlideAnalysis(id && answer && request('practice', 'answer', { page: game, ...id }));
  useSlideDone(done, set, posed, key);

  if (!id && !inSet)
    return (
      <p className="slide-problem">This slide's link names no one exercise: it draws a new one each time.</p>
    );
  const ex = posed.result?.exercise;
  return (
    <>
      <SlideProblem what="the exercise" analysis={posed} />
      <SlideProblem what="the set" analysis={set} />
      {ex && (
        <>
          <p className="slide-step">
            {ex.title}, level {ex.level}
          </p>
          <SlidePicture>
            <PracticeBoard board={ex.board} />
          </SlidePicture>
          <SlideQuestion text={ex.question} />
        </>
      )}
      {answer && key.result && (
        <SlideAnswer>
          <Caption as="span" text={key.result.expected} />
        </SlideAnswer>
      )}
      <SlideProblem what="the answer" analysis={key} />
    </>
  );
}
