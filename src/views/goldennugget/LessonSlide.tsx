/**
 * A Golden Nugget view as a lesson's slide on paper, by the tab its link names: the heaps drawn
 * by the board the practice uses (play); the heap table's page at the slide's rows, drawn by the
 * table tab's own table; or, for heap n, the Representations or Theorem 2.2 walkthrough frame
 * at the slide's step by those tabs' own frames. On the answer key: the engine's value of the
 * sum and who wins, or its classification of n.
 */
import type { SlidePictureProps } from '../../nav/pages';
import { request } from '../../engine/typedRequest';
import { bigSizeField } from '../../engine/games/goldennugget/sizeField';
import type { RepresentationName } from '../../engine/games/goldennugget/theoremTypes';
import { SlideAnswer, SlidePicture, SlideProblem, SlideStep } from '../../ui/slide/SlideParts';
import { useSlideAnalysis, useSlideDone } from '../../ui/slide/useSlideAnalysis';
import { MAX_HEAP } from '../../engine/games/goldennugget/limits';
import { ClassifyFrame } from './ClassifyFrame';
import { FoldedForm } from './FoldedForm';
import { HeapTable, TABLE_PAGE } from './HeapTable';
import { RepresentationFrame } from './RepresentationFrame';
import { readTableRange } from './tableRange';
import { parseBoardHeaps } from './heapsCodec';
import { Board } from './practice';
import { OUTCOME_TEXT } from './SumPanel';
import { ClassifySummary } from './TheoremTab';
import { DEFAULT_SIZE } from './useHeapSize';

const stay = () => {}; // one page on paper: nothing to turn
const REPRESENTATIONS: readonly RepresentationName[] = ['zeckendorf', 'leastOdd', 'even'];

export default function GoldenNuggetSlide({ params, answer, done }: SlidePictureProps) {
  const tab = params.tab ?? 'play';
  const read = params.heaps === undefined || tab !== 'play' ? null : parseBoardHeaps(params.heaps);
  const heaps = read?.ok ? read.value : null;
  const sum = useSlideAnalysis(
    heaps !== null &&
      answer &&
      request('goldennugget', 'sum', { heaps: heaps.map((h) => ({ size: h.size, color: h.color })) }),
  );
  const range = readTableRange(params.from, params.rows, params.page, TABLE_PAGE, MAX_HEAP);
  const pageFrom = range.from + range.page * TABLE_PAGE;
  const pageTo = Math.min(range.from + range.rows - 1, pageFrom + TABLE_PAGE - 1);
  const rows = useSlideAnalysis(
    tab === 'table' && request('goldennugget', 'table', { from: pageFrom, to: pageTo }),
  );
  // Representations and Theorem 2.2 read heap n as their tabs do (a bad n: the tabs' default)
  const sized = tab === 'theorem' || tab === 'representations';
  const n = params.n === undefined ? null : bigSizeField(params.n, 'n');
  const size = n?.ok ? n.value.toString() : DEFAULT_SIZE;
  const classify = useSlideAnalysis(sized && request('goldennugget', 'classify', { size }));
  useSlideDone(done, sum, rows, classify);

  const a = sum.result;
  const c = classify.result;
  const rep = REPRESENTATIONS.find((r) => r === params.rep) ?? 'zeckendorf';
  return (
    <>
      {read && !read.ok && (
        <p className="slide-problem">The slide's heaps could not be read: {read.error.message}</p>
      )}
      {n && !n.ok && sized && (
        <p className="slide-problem">
          The slide's n could not be read: {n.error.message}; heap {DEFAULT_SIZE} is shown.
        </p>
      )}
      {heaps && (
        <SlidePicture>
          <Board board={{ kind: 'goldennugget', heaps }} />
        </SlidePicture>
      )}
      {rows.result && (
        <SlidePicture>
          <HeapTable rows={rows.result.rows} page={0} pages={1} onPage={stay} />
        </SlidePicture>
      )}
      {c && tab === 'theorem' && (
        <SlideStep
          derivation={c.steps}
          step={params.step}
          answer={answer}
          renderStep={(step) => <ClassifyFrame step={step} />}
        />
      )}
      {c && tab === 'representations' && (
        <SlideStep
          derivation={c.representationSteps[rep]}
          step={params.step}
          answer={answer}
          renderStep={(step) => <RepresentationFrame step={step} />}
        />
      )}
      {answer && a && (
        <SlideAnswer>
          {OUTCOME_TEXT[a.outcome]} (outcome {a.outcome}).
          <FoldedForm label="Value" pretty={a.pretty ?? null} plain={a.canonical ?? null} />
        </SlideAnswer>
      )}
      {answer && c && (
        <SlideAnswer>
          <ClassifySummary a={c} />
        </SlideAnswer>
      )}
      <SlideProblem what="the sum" analysis={sum} />
      <SlideProblem what="the heap table" analysis={rows} />
      <SlideProblem what="the classification" analysis={classify} />
    </>
  );
}
