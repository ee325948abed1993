/**
 * The walkthrough of §3 on the current configuration: n.c = 2·u.c + w.c from the elevator's
 * trips, the balance property, then n.c = 2·v.c − (w.c)², every step with this configuration's
 * numbers (the engine's derivation). The paper's 1001101 is one click away.
 */
import { setParams } from '../../nav/router';
import { OSKAR_PAPER_EXAMPLE, setOskarConfiguration } from '../../store';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { WalkthroughPlayer } from '../../ui/walkthrough';
import { useAnalysis } from '../../worker/useAnalysis';
import { FormulaFrame } from './FormulaFrame';

export function FormulaPanel({ configuration }: { configuration: string }) {
  const a = useAnalysis({ game: 'oskar', op: 'formulaWalkthrough', configuration });
  const d = a.result?.derivation;
  return (
    <section className="oskar-formula" aria-label="Why n = 2v − w²">
      <p>
        Why does the process stop, and after how many steps? Follow the elevator on the configuration above,
        then rewrite its count twice, as Verhoeff does in §3.{' '}
        {configuration !== OSKAR_PAPER_EXAMPLE && (
          <button
            type="button"
            onClick={() => {
              setOskarConfiguration(OSKAR_PAPER_EXAMPLE);
              setParams({ step: undefined, ws: undefined });
            }}
          >
            Use the paper's example {OSKAR_PAPER_EXAMPLE}
          </button>
        )}
      </p>
      <AnalysisStatus analysis={a} what="the walkthrough" />
      {d && (
        <WalkthroughPlayer
          derivation={d}
          paramName="ws"
          label="Derivation of n = 2v − w²"
          renderStep={(step) => <FormulaFrame step={step} />}
        />
      )}
    </section>
  );
}
