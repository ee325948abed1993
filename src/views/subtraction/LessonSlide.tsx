/**
 * A Complementary Subtraction view as a lesson's slide on paper, for the set S its link names
 * and the tab it shows, each drawn by that tab's own components from the engine's answer:
 * - the heap table: the page of rows the link names, then Theorem 6.1's check (a Beatty set)
 *   or Example 6.2's recurrence (the odd numbers), as the tab shows them below the table;
 * - play: the heaps on the board (the answer key: the sum's value and who wins);
 * - Question 6.3: every T's outcome strip for the link's p, or the chosen T's periodicity
 *   argument at the slide's step (the answer key: how many T are periodic, and what is proved).
 */
import type { SlidePictureProps } from '../../nav/pages';
import { request } from '../../engine/typedRequest';
import { MAX_VALUE_HEAP } from '../../engine/games/subtraction/limits';
import { subtractionHeapsOf, subtractionSetOf, subtractionSlice } from '../../store';
import { Caption } from '../../ui/math';
import { SlideAnswer, SlidePicture, SlideProblem, SlideStep } from '../../ui/slide/SlideParts';
import { useSlideAnalysis, useSlideDone } from '../../ui/slide/useSlideAnalysis';
import { FoldedForm } from '../goldennugget/FoldedForm';
import { HeapBoard } from '../goldennugget/HeapBoard';
import { TABLE_PAGE } from '../goldennugget/HeapTable';
import { OUTCOME_TEXT } from '../goldennugget/SumPanel';
import { readTableRange } from '../goldennugget/tableRange';
import { ExploreSummary, readExploreParams, ResidueFrame, STRIP, StripsTable } from './ExploreTab';
import { SubtractionHeapTable } from './HeapTable';
import { heapsCodec, setCodec } from './setCodec';
import { BEATTY, Example62Result, Theorem61Result } from './TheoremPanels';
// the page's own look: its styles are the page's (the slide is drawn without the page)
import '../goldennugget/goldennugget.css';
import '../goldennugget/board.css';
import './subtraction.css';

const stay = () => {}; // one page on paper: nothing to turn
/** Theorem 6.1 on paper: checked as the tab first checks it. */
const THEOREM_UP_TO = 1000;

export default function SubtractionSlide({ params, answer, done }: SlidePictureProps) {
  const start = subtractionSlice.defaults().position;
  const setRead = params.set === undefined ? null : setCodec.parse(params.set);
  const set = setRead?.ok ? setRead.value : subtractionSetOf(start);
  const tab = params.tab ?? 'table';

  // the heap table and the checks below it
  const range = readTableRange(params.from, params.rows, params.page, TABLE_PAGE, MAX_VALUE_HEAP);
  const pageFrom = range.from + range.page * TABLE_PAGE;
  const pageTo = Math.min(range.from + range.rows - 1, pageFrom + TABLE_PAGE - 1);
  const table = tab === 'table';
  const rows = useSlideAnalysis(
    table && request('subtraction', 'table', { set, from: pageFrom, to: pageTo }),
  );
  const theorem = useSlideAnalysis(
    table && BEATTY.test(set) && request('subtraction', 'theorem61', { set, upTo: THEOREM_UP_TO }),
  );
  const example = useSlideAnalysis(
    table &&
      set === 'mod:2:1' &&
      request('subtraction', 'example62', { upTo: Math.max(200, range.from + range.rows - 1) }),
  );

  // play: the link's heaps, else the page's first game's
  const heapsRead = tab === 'play' && params.heaps !== undefined ? heapsCodec.parse(params.heaps) : null;
  const heaps = tab !== 'play' ? null : heapsRead?.ok ? heapsRead.value : subtractionHeapsOf(start);
  const sum = useSlideAnalysis(
    heaps !== null &&
      answer &&
      request('subtraction', 'sum', { set, heaps: heaps.map((h) => ({ size: h.size, color: h.color })) }),
  );

  // Question 6.3: every T for p, or the chosen T's walkthrough at the slide's step
  const ex = readExploreParams(params.p, params.upto, params.t);
  const explore = tab === 'explore';
  const walked = explore && ex.chosen !== null && params.step !== undefined;
  const run = useSlideAnalysis(
    explore && request('subtraction', 'explore', { p: ex.p, upTo: ex.upTo, stripLength: STRIP }),
  );
  const walk = useSlideAnalysis(walked && request('subtraction', 'walkthrough', { set: ex.chosen! }));
  useSlideDone(done, rows, theorem, example, sum, run, walk);

  const s = sum.result;
  const found = run.result;
  return (
    <>
      {setRead && !setRead.ok && (
        <p className="slide-problem">
          The slide's set could not be read: {setRead.error.message}; S = {set} is shown.
        </p>
      )}
      {heapsRead && !heapsRead.ok && (
        <p className="slide-problem">The slide's heaps could not be read: {heapsRead.error.message}</p>
      )}
      {rows.result && (
        <SlidePicture>
          <SubtractionHeapTable answer={rows.result} page={0} pages={1} onPage={stay} />
        </SlidePicture>
      )}
      {theorem.result && (
        <SlidePicture>
          <div className="cs-panel">
            <p className="slide-step">Theorem 6.1</p>
            <Theorem61Result a={theorem.result} />
          </div>
        </SlidePicture>
      )}
      {example.result && (
        <SlidePicture>
          <div className="cs-panel">
            <p className="slide-step">Example 6.2: S = odd numbers, the recurrence reconstructed</p>
            <Example62Result a={example.result} />
          </div>
        </SlidePicture>
      )}
      {heaps && (
        <SlidePicture>
          <HeapBoard heaps={heaps} mayTake={null} onTake={stay} label="Complementary Subtraction heaps" />
        </SlidePicture>
      )}
      {found && !walk.result && found.rows[0] && (
        <>
          <p className="slide-step">
            S = {'{'}n ≥ 1 : n mod {ex.p} ∈ T{'}'}: the outcomes of heaps 0 to {STRIP - 1}
          </p>
          <SlidePicture>
            <StripsTable sets={found.rows[0].sets} strip={STRIP} />
          </SlidePicture>
        </>
      )}
      {walk.result && (
        <SlideStep
          derivation={walk.result.derivation}
          step={params.step}
          answer={answer}
          renderStep={(step) => <ResidueFrame state={step.state} />}
        />
      )}
      {answer && s && (
        <SlideAnswer>
          {OUTCOME_TEXT[s.outcome]} (outcome {s.outcome}).
          <FoldedForm label="Value" pretty={s.pretty ?? null} plain={s.canonical ?? null} />
        </SlideAnswer>
      )}
      {answer && found && (
        <SlideAnswer>
          <ExploreSummary a={found} />
          <Caption text={found.proved} />
          <Caption text={found.observed} />
        </SlideAnswer>
      )}
      <SlideProblem what="the heap table" analysis={rows} />
      <SlideProblem what="Theorem 6.1's check" analysis={theorem} />
      <SlideProblem what="Example 6.2" analysis={example} />
      <SlideProblem what="the sum" analysis={sum} />
      <SlideProblem what="the outcomes for every T" analysis={run} />
      <SlideProblem what="the walkthrough" analysis={walk} />
    </>
  );
}
