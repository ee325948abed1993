/**
 * A Sliding Coins view as a lesson's slide on paper: the straps drawn by the board the
 * practice uses, or, for a link at a step of "Why the winning move wins" (bstep), that Bouton
 * frame drawn by the page's own frame; and on the answer key the engine's Grundy value of the
 * sum and who wins.
 */
import type { SlidePictureProps } from '../../nav/pages';
import { request } from '../../engine/typedRequest';
import { SlideAnswer, SlidePicture, SlideProblem, SlideStep } from '../../ui/slide/SlideParts';
import { useSlideAnalysis, useSlideDone } from '../../ui/slide/useSlideAnalysis';
import { BOUTON_STEP_PARAM } from './BoutonPanel';
import { BoutonFrame } from './BoutonFrame';
import { parseStraps } from './positionText';
import { Board } from './practice';

export default function SlidingSlide({ params, answer, done }: SlidePictureProps) {
  const read = params.p === undefined ? null : parseStraps(params.p);
  const straps = read?.ok ? read.value : null;
  const positions = straps?.map(([x, y]): [number, number] => [x, y]) ?? null;
  const step = params[BOUTON_STEP_PARAM];
  const bouton = useSlideAnalysis(
    positions !== null && step !== undefined && request('sliding', 'bouton', { positions }),
  );
  const sum = useSlideAnalysis(positions !== null && answer && request('sliding', 'sum', { positions }));
  useSlideDone(done, bouton, sum);
  const s = sum.result;
  return (
    <>
      {read && !read.ok && (
        <p className="slide-problem">The slide's coins could not be read: {read.error.message}</p>
      )}
      {positions && !bouton.result && (
        <SlidePicture>
          <Board board={{ kind: 'sliding', straps: positions }} />
        </SlidePicture>
      )}
      {bouton.result && (
        <SlideStep
          derivation={bouton.result.derivation}
          step={step}
          answer={answer}
          renderStep={(frame) => <BoutonFrame state={frame.state} />}
        />
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
      <SlideProblem what="the walkthrough" analysis={bouton} />
      <SlideProblem what="the Grundy value" analysis={sum} />
    </>
  );
}
