/**
 * A calculator expression as a lesson's slide on paper: the expression asked, and on the
 * answer key the engine's answer drawn by the page's own result summary.
 */
import type { SlidePictureProps } from '../../nav/pages';
import { request } from '../../engine/typedRequest';
import { SlideAnswer, SlideProblem } from '../../ui/slide/SlideParts';
import { useSlideAnalysis, useSlideDone } from '../../ui/slide/useSlideAnalysis';
import { MAX_EXPRESSION_LENGTH } from '../../engine/cgt/limits';
import { DEFAULT_EXPRESSION } from './CalculatorPage';
import { ResultSummary } from './ResultSummary';

export default function CalculatorSlide({ params, answer, done }: SlidePictureProps) {
  const expression = params.e ?? DEFAULT_EXPRESSION;
  const fits = expression.length <= MAX_EXPRESSION_LENGTH;
  const a = useSlideAnalysis(answer && fits && request('cgt', 'canonical', { expression }));
  useSlideDone(done, a);
  return (
    <>
      <div className="slide-question" data-testid="slide-question">
        <strong>Question: </strong>what is the game{' '}
        <code>{fits ? expression : `${expression.slice(0, 200)}…`}</code>?
      </div>
      {answer && a.result && (
        <SlideAnswer>
          <ResultSummary result={a.result} />
        </SlideAnswer>
      )}
      <SlideProblem what="the value" analysis={a} />
    </>
  );
}
