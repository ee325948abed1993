/**
 * An Oskar's coins view as a lesson's slide on paper: the configuration drawn by the board the
 * practice uses; the process frame at the slide's step, or the formula's walkthrough frame, by
 * the page's own frames; and on the answer key the engine's number of moves to all tails.
 */
import type { SlidePictureProps } from '../../nav/pages';
import { request } from '../../engine/typedRequest';
import { groupDigits } from '../../ui/format/groupDigits';
import { Caption } from '../../ui/math';
import { SlideAnswer, SlidePicture, SlideProblem, SlideStep } from '../../ui/slide/SlideParts';
import { useSlideAnalysis, useSlideDone } from '../../ui/slide/useSlideAnalysis';
import { parseStepParam } from '../../ui/walkthrough';
import { coinsCodec, parseBoardConfiguration } from './codecs';
import { Histogram } from './Histogram';
import { oskarSlice } from '../../store';
import { FormulaFrame } from './FormulaFrame';
import { Board } from './practice';
import { ProcessFrame } from './ProcessFrame';
import { PAGE, processPageRequest } from './processPages';

const stay = () => {}; // on paper a coin is not turned

export default function OskarSlide({ params, answer, done }: SlidePictureProps) {
  const read = params.c === undefined ? null : parseBoardConfiguration(params.c);
  const c = read?.ok ? read.value : null;
  const tab = params.tab ?? 'process';
  const decay = useSlideAnalysis(
    c !== null && request('oskar', 'decay', { configuration: c, trajectory: false }),
  );
  const moves = decay.result?.moves;
  const stepped = tab === 'process' && params.step !== undefined && moves !== undefined;
  const index = stepped
    ? parseStepParam(params.step, moves + 1, { zeroBased: params.base !== '1' }).index
    : 0;
  const from = Math.floor(index / PAGE) * PAGE;
  const page = useSlideAnalysis(stepped && c !== null && processPageRequest(c, from));
  const formula = useSlideAnalysis(
    tab === 'formula' && c !== null && request('oskar', 'formulaWalkthrough', { configuration: c }),
  );
  // the distribution is of every configuration of N coins (the link's n, else the page's first N)
  const n = params.n === undefined ? null : coinsCodec.parse(params.n);
  const coins = n?.ok ? n.value : oskarSlice.defaults().coins;
  const dist = useSlideAnalysis(tab === 'distribution' && request('oskar', 'distribution', { coins }));
  useSlideDone(done, decay, page, formula, dist);

  const frame = page.result?.frames[index - from];
  const start = decay.result;
  return (
    <>
      {read && !read.ok && (
        <p className="slide-problem">The slide's coins could not be read: {read.error.message}</p>
      )}
      {dist.result && (
        <>
          <p className="slide-step">How many of the {groupDigits(coins)}-coin configurations take m steps</p>
          <SlidePicture>
            <Histogram counts={dist.result.counts} selected={Math.floor(dist.result.maxMoves / 4)} />
          </SlidePicture>
        </>
      )}
      {c && !frame && !formula.result && tab !== 'distribution' && (
        <SlidePicture>
          <Board board={{ kind: 'oskar', configuration: c }} />
        </SlidePicture>
      )}
      {frame && start && c && moves !== undefined && (
        <>
          <p className="slide-step" data-testid="slide-step">
            The process: step {groupDigits(index + 1)} of {groupDigits(moves + 1)}
          </p>
          <Caption className="slide-caption" text={frame.caption} />
          <SlidePicture>
            <ProcessFrame frame={frame} configuration={c} start={start} onTurn={stay} />
          </SlidePicture>
        </>
      )}
      {formula.result && (
        <SlideStep
          derivation={formula.result.derivation}
          step={params.ws}
          answer={answer}
          renderStep={(step) => <FormulaFrame step={step} />}
        />
      )}
      {answer && dist.result && (
        <SlideAnswer>
          the {groupDigits(coins)}-coin configurations take from 0 to {groupDigits(dist.result.maxMoves)}{' '}
          steps, and the counts read the same backwards{dist.result.symmetric ? '' : ' (not here)'}.
        </SlideAnswer>
      )}
      {answer && moves !== undefined && tab !== 'distribution' && (
        <SlideAnswer>
          from {c}, the process takes {groupDigits(moves)} move{moves === 1 ? '' : 's'} to all tails.
        </SlideAnswer>
      )}
      <SlideProblem what="the number of moves" analysis={decay} />
      <SlideProblem what="the process's frames" analysis={page} />
      <SlideProblem what="the walkthrough" analysis={formula} />
      <SlideProblem what="the distribution" analysis={dist} />
    </>
  );
}
