/**
 * A Ruler view as a lesson's slide on paper: the row drawn by the board the practice uses,
 * the walkthrough frame at the slide's step (the ruler rows, or the mex table) by the page's
 * own frame pictures, and on the answer key the engine's nim-value of the row.
 */
import type { SlidePictureProps } from '../../nav/pages';
import { request } from '../../engine/typedRequest';
import { Caption } from '../../ui/math';
import {
  settled,
  SlideAnswer,
  SlidePicture,
  SlideProblem,
  SlideStep,
  useDoneWhen,
} from '../../ui/slide/SlideParts';
import { useAnalysis } from '../../worker/useAnalysis';
import { MexFrame } from './MexFrame';
import { parseRow } from './positionCodec';
import { Board } from './practice';
import { RowDiagram } from './RowDiagram';

export default function RulerSlide({ params, answer, done }: SlidePictureProps) {
  const read = params.position === undefined ? null : parseRow(params.position);
  const position = read?.ok ? read.value : null;
  const tab = params.tab ?? 'rows';
  const value = useAnalysis(
    position !== null && tab !== 'mex' ? request('ruler', 'value', { position }) : null,
  );
  const wins = value.result?.winningMoves ?? [];
  const run = /^(\d{1,4})-(\d{1,4})$/.exec(params.run ?? '');
  const move = run ? wins.find((w) => w[0] === Number(run[1]) && w[1] === Number(run[2])) : undefined;
  const walk = tab === 'rows' && position !== null && params.step !== undefined && settled(value);
  const rows = useAnalysis(
    walk ? request('ruler', 'walkthrough', { position, move: move && [move[0], move[1]] }) : null,
  );
  const mex = useAnalysis(tab === 'mex' ? request('ruler', 'mexWalkthrough', {}) : null);
  useDoneWhen(
    settled(value, position !== null && tab !== 'mex') && settled(rows, walk) && settled(mex, tab === 'mex'),
    done,
  );

  const v = value.result;
  return (
    <>
      {read && !read.ok && (
        <p className="slide-problem">The slide's row could not be read: {read.error.message}</p>
      )}
      {position !== null && !rows.result && tab !== 'mex' && (
        <SlidePicture>
          <Board board={{ kind: 'ruler', rows: [position] }} />
        </SlidePicture>
      )}
      {rows.result && (
        <SlideStep
          derivation={rows.result.derivation}
          step={params.step}
          answer={answer}
          renderStep={(step) => <RowDiagram state={step.state} highlight={step.highlight} />}
        />
      )}
      {mex.result && (
        <SlideStep
          derivation={mex.result.derivation}
          step={params.step}
          answer={answer}
          renderStep={(step) => <MexFrame state={step.state} />}
        />
      )}
      {answer && v && tab !== 'mex' && (
        <SlideAnswer>
          the row’s nim-value is <Caption as="span" text={`$${v.nimValue}$`} /> (binary {v.binary}):{' '}
          {v.nimValue === 0
            ? 'the player to move loses.'
            : `the player to move wins, by ${v.winningMoveCount} winning run${v.winningMoveCount === 1 ? '' : 's'}.`}
        </SlideAnswer>
      )}
      <SlideProblem what="the nim-value" analysis={value} />
      <SlideProblem what="the walkthrough" analysis={rows} />
      <SlideProblem what="the mex table" analysis={mex} />
    </>
  );
}
