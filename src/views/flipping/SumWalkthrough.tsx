/** The sums walkthrough of the board's lines: each value, the total, and how Left finds her winning move. */
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { WalkthroughPlayer } from '../../ui/walkthrough';
import { useAnalysis } from '../../worker/useAnalysis';
import { SumFrame } from './SumFrame';

export function SumWalkthrough({ lines }: { lines: readonly string[] }) {
  const analysis = useAnalysis({ game: 'flipping', op: 'sumWalkthrough', positions: [...lines] });
  const d = analysis.result?.derivation;
  return (
    <div className="flip-walkthrough">
      <p className="pres-fold">
        Every line is a number, so a sum of lines is worth the sum of their values (§4.1). Left, moving first,
        wins exactly when some move leaves a sum of at least 0; Theorem 4.2 says where her best move in each
        line is, and the engine values every move to list all the winning ones.
      </p>
      <AnalysisStatus analysis={analysis} what="the sums walkthrough" />
      {d && (
        <WalkthroughPlayer
          derivation={d}
          label="Sums walkthrough"
          renderStep={(step) => <SumFrame step={step} />}
        />
      )}
    </div>
  );
}
