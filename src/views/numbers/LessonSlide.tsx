/**
 * An ordinal sum on the Numbers page as a lesson's slide on paper: the walkthrough frame at
 * the slide's step (the page's own Hackenbush stalks), and on the answer key the engine's
 * value of x : y. Other topics have no picture of their own: the handout shows their link.
 */
import type { SlidePictureProps } from '../../nav/pages';
import { request } from '../../engine/typedRequest';
import { Tex } from '../../ui/math';
import { settled, SlideAnswer, SlideProblem, SlideStep, useDoneWhen } from '../../ui/slide/SlideParts';
import { useAnalysis } from '../../worker/useAnalysis';
import { NumbersFrame } from './NumbersFrame';
import { answerTex, SUM_DEFAULTS } from './OrdinalSumPanel';

export default function NumbersSlide({ params, answer, done }: SlidePictureProps) {
  const sum = (params.topic ?? 'sum') === 'sum';
  const a = useAnalysis(
    sum
      ? request('numbers', 'ordinalSum', {
          base: params.x ?? SUM_DEFAULTS.x,
          exponent: params.y ?? SUM_DEFAULTS.y,
        })
      : null,
  );
  useDoneWhen(settled(a, sum), done);
  const r = a.result;
  return (
    <>
      {r?.derivation && (
        <SlideStep
          derivation={r.derivation}
          step={params.step}
          answer={answer}
          renderStep={(step) => <NumbersFrame state={step.state} />}
        />
      )}
      {answer && r && (
        <SlideAnswer>
          <Tex tex={answerTex(r)} />
        </SlideAnswer>
      )}
      <SlideProblem what="the ordinal sum" analysis={a} />
    </>
  );
}
