/**
 * A Ruler view as a lesson's slide on paper, by the tab its link names: the row drawn by the
 * board the practice uses; the walkthrough frame at the slide's step (the ruler rows, or the
 * mex table) by the page's own frame pictures; Hoey's claims beside the computation; or brute
 * force against the formula, length by length. On the answer key the engine's nim-value of the
 * row (with brute force's own, on the brute-force tab), or how many of Hoey's claims agree.
 */
import type { SlidePictureProps } from '../../nav/pages';
import { request } from '../../engine/typedRequest';
import { Caption } from '../../ui/math';
import { SlideAnswer, SlidePicture, SlideProblem, SlideStep } from '../../ui/slide/SlideParts';
import { useSlideAnalysis, useSlideDone } from '../../ui/slide/useSlideAnalysis';
import { HoeyClaimsTable } from './ClaimsPanel';
import { MexFrame } from './MexFrame';
import { parseRow } from './positionCodec';
import { Board } from './practice';
import { RowDiagram } from './RowDiagram';
import { BRUTE_MAX, LengthsTable, RowCheck } from './VerificationPanel';

export default function RulerSlide({ params, answer, done }: SlidePictureProps) {
  const read = params.position === undefined ? null : parseRow(params.position);
  const position = read?.ok ? read.value : null;
  const tab = params.tab ?? 'rows';
  const row = tab === 'rows' || tab === 'verify';
  const value = useSlideAnalysis(position !== null && row && request('ruler', 'value', { position }));
  const wins = value.result?.winningMoves ?? [];
  const run = /^(\d{1,4})-(\d{1,4})$/.exec(params.run ?? '');
  const move = run ? wins.find((w) => w[0] === Number(run[1]) && w[1] === Number(run[2])) : undefined;
  const walk =
    tab === 'rows' && position !== null && params.step !== undefined && value.status !== 'computing';
  const rows = useSlideAnalysis(
    walk && request('ruler', 'walkthrough', { position, move: move && [move[0], move[1]] }),
  );
  const mex = useSlideAnalysis(tab === 'mex' && request('ruler', 'mexWalkthrough', {}));
  const claims = useSlideAnalysis(tab === 'hoey' && request('ruler', 'claims', {}));
  const brute = useSlideAnalysis(tab === 'verify' && request('ruler', 'bruteForce', { maxCoins: BRUTE_MAX }));
  const small = position !== null && position.length <= BRUTE_MAX;
  const check = useSlideAnalysis(
    tab === 'verify' && answer && small && request('ruler', 'bruteCheck', { position }),
  );
  useSlideDone(done, value, rows, mex, claims, brute, check);

  const v = value.result;
  return (
    <>
      {read && !read.ok && (
        <p className="slide-problem">The slide's row could not be read: {read.error.message}</p>
      )}
      {position !== null && !rows.result && row && (
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
      {claims.result && (
        <SlidePicture>
          <HoeyClaimsTable claims={claims.result.claims} />
        </SlidePicture>
      )}
      {brute.result && (
        <SlidePicture>
          <LengthsTable r={brute.result} />
        </SlidePicture>
      )}
      {answer && claims.result && (
        <SlideAnswer>
          {claims.result.claims.filter((c) => c.verdict === 'agrees').length} of {claims.result.claims.length}{' '}
          of Hoey’s claims agree with the computation; the table’s notes say how the others differ.
        </SlideAnswer>
      )}
      {answer && check.result && (
        <SlideAnswer>
          <RowCheck c={check.result} />
        </SlideAnswer>
      )}
      {answer && v && row && (
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
      <SlideProblem what="Hoey's claims" analysis={claims} />
      <SlideProblem what="brute force" analysis={brute} />
      <SlideProblem what="brute force for this row" analysis={check} />
    </>
  );
}
