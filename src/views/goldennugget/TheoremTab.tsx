/**
 * Theorem 2.2 for a typed n (0 to 10^100): the engine's `classify` answer (part, reduced
 * form, value for number heaps) and its walkthrough in the one walkthrough player. Where the
 * paper's statement, as reconstructed from its text, differs from what the classifier follows, it is said.
 */
import type { ClassifyAnswer } from '../../engine/games/goldennugget/theoremTypes';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { WalkthroughPlayer } from '../../ui/walkthrough';
import { ClassifyFrame } from './ClassifyFrame';
import { abbreviate } from './RepresentationFrame';
import { SizeForm } from './SizeForm';
import { useHeapSize } from './useHeapSize';

export function TheoremTab() {
  const heapSize = useHeapSize();
  const a = heapSize.classify.result;
  return (
    <div className="gn-theorem">
      <SizeForm id="gn-theorem-size" heapSize={heapSize} />
      <AnalysisStatus analysis={heapSize.classify} what={`Theorem 2.2 for ${abbreviate(heapSize.size)}`} />
      {a && (
        <>
          <ClassifySummary a={a} />
          {a.printedStatementDiffers.map((d, i) => (
            <p key={i} className="gn-warning" role="note">
              The paper’s statement, as reconstructed, says {d.printed}; the app uses {d.used}:{' '}
              {d.why.replace(/\.$/, '')}.
            </p>
          ))}
          <WalkthroughPlayer
            derivation={a.steps}
            label={`Theorem 2.2 for heap ${abbreviate(a.size)}`}
            renderStep={(step) => <ClassifyFrame step={step} />}
          />
        </>
      )}
    </div>
  );
}

/** The engine's classification of heap n in one sentence: its part, reduced form and, for a number, its value. */
export function ClassifySummary({ a }: { a: ClassifyAnswer }) {
  return (
    <p data-testid="gn-classify-summary">
      Heap {abbreviate(a.size)} is in part <strong>{a.part}</strong>
      {a.k !== null && <> (k = {a.k})</>}; reduced canonical form <code className="gn-form">{a.reduced}</code>
      {a.isNumber && a.value !== null && (
        <>
          , a number: {a.value}
          {a.binary && <> = {a.binary} in binary</>}
        </>
      )}
      .
    </p>
  );
}
