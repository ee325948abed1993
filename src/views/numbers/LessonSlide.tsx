/**
 * A Numbers topic as a lesson's slide on paper: the walkthrough frame at the slide's step, drawn
 * by the page's own Hackenbush stalks, for the topic its link names (an ordinal sum x : y, the
 * simplest number between a and b, or a sign expansion), and on the answer key the engine's
 * answer in the topic's own words. A walkthrough too long to draw is said so, as on the page.
 */
import type { SlidePictureProps } from '../../nav/pages';
import type { NumbersDerivation } from '../../engine/arith/numbersState';
import { request } from '../../engine/typedRequest';
import { Tex } from '../../ui/math';
import { SlideAnswer, SlideProblem, SlideStep } from '../../ui/slide/SlideParts';
import { useSlideAnalysis, useSlideDone } from '../../ui/slide/useSlideAnalysis';
import { NumbersFrame } from './NumbersFrame';
import { answerTex, SUM_DEFAULTS } from './OrdinalSumPanel';
import { SIGNS_DEFAULT, signExpansionRequest, SignsAnswer } from './SignExpansionPanel';
import { simplestEnds, simplestTex } from './SimplestPanel';

export default function NumbersSlide({ params, answer, done }: SlidePictureProps) {
  const topic = params.topic ?? 'sum';
  const sum = useSlideAnalysis(
    topic === 'sum' &&
      request('numbers', 'ordinalSum', {
        base: params.x ?? SUM_DEFAULTS.x,
        exponent: params.y ?? SUM_DEFAULTS.y,
      }),
  );
  const ends = simplestEnds(params.lower, params.upper);
  const simplest = useSlideAnalysis(
    topic === 'simplest' &&
      request('numbers', 'simplest', { lower: ends.lower ?? undefined, upper: ends.upper ?? undefined }),
  );
  const signs = useSlideAnalysis(topic === 'signs' && signExpansionRequest(params.n ?? SIGNS_DEFAULT));
  useSlideDone(done, sum, simplest, signs);

  const r = sum.result ?? simplest.result ?? signs.result;
  return (
    <>
      {r && (
        <Walk derivation={r.derivation} omitted={r.walkthroughOmitted} step={params.step} answer={answer} />
      )}
      {answer && sum.result && (
        <SlideAnswer>
          <Tex tex={answerTex(sum.result)} />
        </SlideAnswer>
      )}
      {answer && simplest.result && (
        <SlideAnswer>
          <Tex tex={simplestTex(simplest.result)} />
        </SlideAnswer>
      )}
      {answer && signs.result && (
        <SlideAnswer>
          <SignsAnswer result={signs.result} />
        </SlideAnswer>
      )}
      <SlideProblem what="the ordinal sum" analysis={sum} />
      <SlideProblem what="the simplest number" analysis={simplest} />
      <SlideProblem what="the sign expansion" analysis={signs} />
    </>
  );
}

function Walk({
  derivation,
  omitted,
  step,
  answer,
}: {
  derivation?: NumbersDerivation;
  omitted?: string;
  step: string | undefined;
  answer: boolean;
}) {
  if (!derivation) return omitted ? <p className="slide-problem">No walkthrough: {omitted}</p> : null;
  return (
    <SlideStep
      derivation={derivation}
      step={step}
      answer={answer}
      renderStep={(frame) => <NumbersFrame state={frame.state} />}
    />
  );
}
