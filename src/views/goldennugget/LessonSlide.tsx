/**
 * A Golden Nugget view as a lesson's slide on paper: the heaps drawn by the board the practice
 * uses, and on the answer key the engine's value of the sum and who wins; or the heap table's
 * page at the slide's rows, drawn by the table tab's own table.
 */
import type { SlidePictureProps } from '../../nav/pages';
import { request } from '../../engine/typedRequest';
import { settled, SlideAnswer, SlidePicture, SlideProblem, useDoneWhen } from '../../ui/slide/SlideParts';
import { useAnalysis } from '../../worker/useAnalysis';
import { MAX_HEAP } from '../../engine/games/goldennugget/limits';
import { FoldedForm } from './FoldedForm';
import { HeapTable, TABLE_PAGE } from './HeapTable';
import { readTableRange } from './tableRange';
import { parseBoardHeaps } from './heapsCodec';
import { Board } from './practice';
import { OUTCOME_TEXT } from './SumPanel';

const stay = () => {}; // one page on paper: nothing to turn

export default function GoldenNuggetSlide({ params, answer, done }: SlidePictureProps) {
  const shows = (params.tab ?? 'play') === 'play';
  const read = params.heaps === undefined || !shows ? null : parseBoardHeaps(params.heaps);
  const heaps = read?.ok ? read.value : null;
  const sum = useAnalysis(
    heaps && answer
      ? request('goldennugget', 'sum', { heaps: heaps.map((h) => ({ size: h.size, color: h.color })) })
      : null,
  );
  const table = params.tab === 'table';
  const range = readTableRange(params.from, params.rows, params.page, TABLE_PAGE, MAX_HEAP);
  const pageFrom = range.from + range.page * TABLE_PAGE;
  const pageTo = Math.min(range.from + range.rows - 1, pageFrom + TABLE_PAGE - 1);
  const rows = useAnalysis(table ? request('goldennugget', 'table', { from: pageFrom, to: pageTo }) : null);
  useDoneWhen(settled(sum, heaps !== null && answer) && settled(rows, table), done);
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
      {rows.result && (
        <SlidePicture>
          <HeapTable rows={rows.result.rows} page={0} pages={1} onPage={stay} />
        </SlidePicture>
      )}
      {answer && a && (
        <SlideAnswer>
          {OUTCOME_TEXT[a.outcome]} (outcome {a.outcome}).
          <FoldedForm label="Value" pretty={a.pretty ?? null} plain={a.canonical ?? null} />
        </SlideAnswer>
      )}
      <SlideProblem what="the sum" analysis={sum} />
      <SlideProblem what="the heap table" analysis={rows} />
    </>
  );
}
