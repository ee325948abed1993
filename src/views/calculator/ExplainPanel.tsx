/**
 * "Explain": the derivation from the game as typed to its canonical form, in the one
 * walkthrough player. Open state and the step live in the URL (`explain=1&step=3`), so a
 * frame can be linked; the engine computes the frames only when the panel is open.
 */
import { setParams, useParam } from '../../nav/router';
import { request } from '../../engine/typedRequest';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { WalkthroughPlayer } from '../../ui/walkthrough';
import { useAnalysis } from '../../worker/useAnalysis';
import { CanonicalFrame } from './CanonicalFrame';

export function ExplainPanel({ expression }: { expression: string }) {
  const [open] = useParam('explain');
  const analysis = useAnalysis(open ? request('cgt', 'derivation', { expression }) : null);
  const toggle = () => setParams({ explain: open ? undefined : '1', step: undefined }, { replace: false });
  return (
    <section className="calc-explain" aria-labelledby="calc-explain-title">
      <h2 id="calc-explain-title">Why this canonical form?</h2>
      <button type="button" aria-expanded={!!open} onClick={toggle}>
        {open ? 'Hide the explanation' : 'Explain, step by step'}
      </button>
      {open && <AnalysisStatus analysis={analysis} what="the explanation" />}
      {open && analysis.result && (
        <WalkthroughPlayer
          derivation={analysis.result.derivation}
          label={`Canonical form of ${expression}`}
          renderStep={(step) => <CanonicalFrame state={step.state} />}
        />
      )}
    </section>
  );
}
