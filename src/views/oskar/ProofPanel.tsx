/** The walkthrough proving the closed form and the symmetry, on the current configuration (the engine's derivation). */
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { WalkthroughPlayer } from '../../ui/walkthrough';
import { useAnalysis } from '../../worker/useAnalysis';
import { ProofFrame } from './ProofFrame';

export function ProofPanel({ configuration }: { configuration: string }) {
  const a = useAnalysis({ game: 'oskar', op: 'closedFormProof', configuration });
  const d = a.result?.derivation;
  return (
    <section className="oskar-proof" aria-label="Proof of the closed form">
      <h3>Proof, on the configuration above</h3>
      <AnalysisStatus analysis={a} what="the proof" />
      {d && (
        <WalkthroughPlayer
          derivation={d}
          paramName="ps"
          label="Proof of the closed form and the symmetry"
          renderStep={(step) => <ProofFrame step={step} />}
        />
      )}
    </section>
  );
}
