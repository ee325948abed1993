/**
 * The Algorithm walkthrough of the selected line (engine derivation, shared player).
 * Lines over 200 coins get the engine's message; their value is still beside the board.
 * "What if we used Q's own value?" (in the URL as qown=1) adds the engine's wrong answer.
 */
import { useParam } from '../../nav/router';
import { MAX_WALKTHROUGH } from '../../engine/games/flipping/rules';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { WalkthroughPlayer } from '../../ui/walkthrough';
import { useAnalysis } from '../../worker/useAnalysis';
import { AlgorithmFrame } from './AlgorithmFrame';

export function AlgorithmWalkthrough({ line, index }: { line: string; index: number }) {
  const empty = line.replace(/0+$/, '') === '';
  const analysis = useAnalysis(empty ? null : { game: 'flipping', op: 'walkthrough', position: line });
  const d = analysis.result?.derivation;
  const [qown, setQown] = useParam('qown');
  const showWrong = qown === '1';
  return (
    <div className="flip-walkthrough">
      <p className="pres-fold">
        The paper’s Algorithm (§3) on line {index + 1}: reduce every replaceable <code>0111</code> (Step 2),
        cut off <Q /> blocks after the third-last 1 (Step 3), value the part left (Step 5), and evaluate the
        ordinal sums by stacking sign expansions (Step 6). Every step shows the lemma behind it. Walkthroughs
        are made for lines of up to {MAX_WALKTHROUGH} coins.
      </p>
      {empty ? (
        <p>Line {index + 1} has no tails: neither player can move in it, so it is 0.</p>
      ) : (
        <>
          <AnalysisStatus analysis={analysis} what="the walkthrough" />
          <label className="flip-toggle">
            <input
              type="checkbox"
              checked={showWrong}
              onChange={(e) => setQown(e.currentTarget.checked ? '1' : undefined)}
              data-testid="flip-qown"
            />{' '}
            What if we used <Q />
            ’s own value instead of <Q />
            <sup>R</sup>’s? (the wrong answer beside the right one, in Step 6)
          </label>
          {d && (
            <WalkthroughPlayer
              derivation={d}
              label={`Algorithm walkthrough of line ${index + 1}`}
              renderStep={(step) => <AlgorithmFrame step={step} showWrong={showWrong} />}
            />
          )}
        </>
      )}
    </div>
  );
}

function Q() {
  return (
    <>
      Q<sub>j</sub>
    </>
  );
}
