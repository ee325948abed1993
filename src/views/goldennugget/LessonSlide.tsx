/**
 * A Golden Nugget view as a lesson's slide on paper: the heaps drawn by the board the practice
 * uses, and on the answer key the engine's value of the sum and who wins.
 */
import type { SlidePictureProps } from '../../nav/pages';
import { request } from '../../engine/typedRequest';
import { settled, SlideAnswer, SlidePicture, SlideProblem, useDoneWhen } from '../../ui/slide/SlideParts';
import { useAnalysis } from '../../worker/useAnalysis';
import { FoldedForm } from './FoldedForm';
import { parseBoardHeaps } from './heapsCodec';
import { Board } from './practice';
import { OUTCOME_TEXT } from './SumPanel';

export default function GoldenNuggetSlide({ params, answer, done }: SlidePictureProps) {
  const shows = (params.tab ?? 'play') === 'play';
  const read = params.heaps === undefined || !shows ? null : parseBoardHeaps(params.heaps);
  const heaps = read?.ok ? read.value : null;
  const sum = useAnalysis(
    heaps && answer
      ? request('goldennugget', 'sum', { heaps: heaps.map((h) => ({ size: h.size, color: h.color })) })
      : null,
  );
  useDoneWhen(settled(sum, heaps !== null && answer), done);
  const a = sum.result;
  return (
    <>
      {read && !read.ok && (
        <p className="slide-problem">The slide's heaps could not be read: {read.error.message}</p>
      )}
      {heaps && (
        <SlidePicture>
          <Board board={{ kind: 'goldennugget', heaps }} />
        </SlidePicture>
      )}
      {answer && a && (
        <SlideAnswer>
          {OUTCOME_TEXT[a.outcome]} (outcome {a.outcome}).
          <FoldedForm label="Value" pretty={a.pretty ?? null} plain={a.canonical ?? null} />
        </SlideAnswer>
      )}
      <SlideProblem what="the sum" analysis={sum} />
    </>
  );
}
