/**
 * A Flipping Coins view as a lesson's slide on paper: the lines drawn by the board the
 * practice uses, the walkthrough frame at the slide's step (the Algorithm on the line the link
 * names, or the sums) by the page's own frames, and on the answer key the engine's values and
 * who wins.
 */
import type { SlidePictureProps } from '../../nav/pages';
import { request } from '../../engine/typedRequest';
import { SlideAnswer, SlidePicture, SlideProblem, SlideStep } from '../../ui/slide/SlideParts';
import { useSlideAnalysis, useSlideDone } from '../../ui/slide/useSlideAnalysis';
import { AlgorithmFrame } from './AlgorithmFrame';
import { OUTCOME_TEXT } from './format';
import { LINE_PARAM, readLineParam } from './lineParam';
import { parseLines } from './linesCodec';
import { LongValue } from './LongValue';
import { Board } from './practice';
import { SumFrame } from './SumFrame';

export default function FlippingSlide({ params, answer, done }: SlidePictureProps) {
  const read = params.lines === undefined ? null : parseLines(params.lines);
  const lines = read?.ok ? read.value : null;
  const tab = params.tab ?? 'algorithm';
  const stepped = params.step !== undefined && lines !== null;
  // the line the link names (the page's `line`), else the first, as the page shows it
  const line = lines ? (readLineParam(params[LINE_PARAM], lines.length) ?? 0) : 0;
  const walked = lines?.[line]?.replace(/0+$/, '') ? lines[line] : null;
  const algorithm = useSlideAnalysis(
    stepped &&
      tab === 'algorithm' &&
      walked !== null &&
      request('flipping', 'walkthrough', { position: walked }),
  );
  const sums = useSlideAnalysis(
    stepped && tab === 'sum' && request('flipping', 'sumWalkthrough', { positions: [...lines] }),
  );
  const sum = useSlideAnalysis(
    lines !== null && answer && request('flipping', 'sum', { positions: [...lines] }),
  );
  useSlideDone(done, algorithm, sums, sum);

  const s = sum.result;
  const walk = algorithm.result ?? sums.result;
  return (
    <>
      {read && !read.ok && (
        <p className="slide-problem">The slide's lines could not be read: {read.error.message}</p>
      )}
      {lines && !walk && (
        <SlidePicture>
          <Board board={{ kind: 'flipping', lines }} />
        </SlidePicture>
      )}
      {algorithm.result && (
        <SlideStep
          derivation={algorithm.result.derivation}
          step={params.step}
          answer={answer}
          renderStep={(step) => <AlgorithmFrame step={step} />}
        />
      )}
      {sums.result && (
        <SlideStep
          derivation={sums.result.derivation}
          step={params.step}
          answer={answer}
          renderStep={(step) => <SumFrame step={step} />}
        />
      )}
      {answer && s && lines && (
        <SlideAnswer>
          {lines.length > 1 && (
            <>
              {lines.map((_, c) => (
                <span key={c}>
                  line {c + 1} is <LongValue value={s.values[c]} label={`the value of line ${c + 1}`} />,{' '}
                </span>
              ))}
              the sum is{' '}
            </>
          )}
          {lines.length === 1 && 'the value is '}
          <LongValue value={s.value} label="the value" />: {OUTCOME_TEXT[s.outcome]}.
        </SlideAnswer>
      )}
      <SlideProblem what="the walkthrough" analysis={algorithm} />
      <SlideProblem what="the sums walkthrough" analysis={sums} />
      <SlideProblem what="the values" analysis={sum} />
    </>
  );
}
