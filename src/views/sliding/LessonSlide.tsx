/**
 * A Sliding Coins view as a lesson's slide on paper: the straps drawn by the board the
 * practice uses, and on the answer key the engine's Grundy value of the sum and who wins.
 */
import type { SlidePictureProps } from '../../nav/pages';
import { request } from '../../engine/typedRequest';
import { settled, SlideAnswer, SlidePicture, SlideProblem, useDoneWhen } from '../../ui/slide/SlideParts';
import { useAnalysis } from '../../worker/useAnalysis';
import { parseStraps } from './positionText';
import { Board } from './practice';

export default function SlidingSlide({ params, answer, done }: SlidePictureProps) {
  const read = params.p === undefined ? null : parseStraps(params.p);
  const straps = read?.ok ? read.value : null;
  const sum = useAnalysis(
    straps && answer
      ? request('sliding', 'sum', { positions: straps.map(([x, y]): [number, number] => [x, y]) })
      : null,
  );
  useDoneWhen(settled(sum, straps !== null && answer), done);
  const s = sum.result;
  return (
    <>
      {read && !read.ok && (
        <p className="slide-problem">The slide's coins could not be read: {read.error.message}</p>
      )}
      {straps && (
        <SlidePicture>
          <Board board={{ kind: 'sliding', straps: straps.map(([x, y]) => [x, y]) }} />
        </SlidePicture>
      )}
      {answer && s && (
        <SlideAnswer>
          {s.components.length > 1 &&
            s.components.map((c, i) => (
              <span key={i}>
                strap {i + 1} has Grundy value {c.grundy},{' '}
              </span>
            ))}
          the Grundy value {s.components.length > 1 ? 'of the sum ' : ''}is {s.grundy}:{' '}
          {s.outcome === 'P' ? 'the player to move loses.' : 'the player to move wins.'}
        </SlideAnswer>
      )}
      <SlideProblem what="the Grundy value" analysis={sum} />
    </>
  );
}
