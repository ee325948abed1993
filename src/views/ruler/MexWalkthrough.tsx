/** Why a lone head at coin i is worth r(i): the engine's mex table (brute force) as a walkthrough. */
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { WalkthroughPlayer } from '../../ui/walkthrough';
import { useAnalysis } from '../../worker/useAnalysis';
import { MexFrame } from './MexFrame';

export function MexWalkthrough() {
  const analysis = useAnalysis({ game: 'ruler', op: 'mexWalkthrough' });
  const d = analysis.result?.derivation;
  return (
    <div className="ruler-walkthrough">
      <p className="pres-fold">
        Put a single head at coin <em>i</em>. Its value is the mex (least missing value) of its options'
        values, found here by brute force. It comes out as the ruler function r(<em>i</em>), the largest power
        of two dividing <em>i</em>: 1, 2, 1, 4, 1, 2, 1, 8, …
      </p>
      <AnalysisStatus analysis={analysis} what="the mex table" />
      {d && (
        <WalkthroughPlayer
          derivation={d}
          label="Mex table walkthrough"
          renderStep={(step) => <MexFrame state={step.state} />}
        />
      )}
    </div>
  );
}
