/**
 * Section 5.1's three Fibonacci representations of a typed n (0 to 10^100), from the
 * engine's `classify` answer, and a walkthrough building the chosen one greedily in the one
 * walkthrough player. The representation lives in the URL (rep=zeckendorf|leastOdd|even); a
 * link's unknown one gets a message beside the choice.
 */
import { setParams, useParam } from '../../nav/router';
import type { RepresentationName } from '../../engine/games/goldennugget/theoremTypes';
import { FieldError } from '../../ui/form';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { WalkthroughPlayer } from '../../ui/walkthrough';
import { REPRESENTATION_NAME } from './ClassifyFrame';
import { FibonacciChips } from './FibonacciChips';
import { abbreviate, RepresentationFrame } from './RepresentationFrame';
import { SizeForm } from './SizeForm';
import { linkNotice } from '../../ui/walkthrough/linkNotice';
import { useHeapSize } from './useHeapSize';
import { wordStart } from './wordStart';

const NAMES: readonly RepresentationName[] = ['zeckendorf', 'leastOdd', 'even'];

export function RepresentationsTab() {
  const heapSize = useHeapSize();
  const [repParam] = useParam('rep');
  const known = NAMES.find((r) => r === repParam);
  const rep: RepresentationName = known ?? 'zeckendorf';
  const unknownRep =
    repParam !== undefined && !known
      ? linkNotice(
          'rep',
          repParam,
          `there is no such representation (${NAMES.join(', ')})`,
          `the ${REPRESENTATION_NAME.zeckendorf} representation`,
        )
      : null;
  const a = heapSize.classify.result;
  return (
    <div className="gn-reps">
      <SizeForm id="gn-rep-size" heapSize={heapSize} />
      <AnalysisStatus
        analysis={heapSize.classify}
        what={`the representations of ${abbreviate(heapSize.size)}`}
      />
      {a && (
        <>
          <section aria-label="The three representations" data-testid="gn-reps">
            {NAMES.map((r) => (
              <FibonacciChips
                key={r}
                indices={a.representations[r]}
                label={`${REPRESENTATION_NAME[r]} representation`}
              />
            ))}
            <p data-testid="gn-word">
              {abbreviate(a.size)} is {a.set === 'none' ? 'in neither A nor B' : `in ${a.set}`}. Fibonacci
              word from position{' '}
              <span title={`position ${a.fibonacciWord.from}`}>
                {wordStart(a.size, a.fibonacciWord.from)}
              </span>
              {abbreviate(a.fibonacciWord.from) === a.fibonacciWord.from && <> ({a.fibonacciWord.from})</>}:{' '}
              <code className="gn-form">
                {a.fibonacciWord.letters.slice(0, a.fibonacciWord.marked)}
                <mark>{a.fibonacciWord.letters[a.fibonacciWord.marked]}</mark>
                {a.fibonacciWord.letters.slice(a.fibonacciWord.marked + 1)}
              </code>{' '}
              (n’s letter marked; a means A, b means B)
            </p>
            {abbreviate(a.fibonacciWord.from) !== a.fibonacciWord.from && (
              <p className="gn-muted" data-testid="gn-word-start">
                Position {wordStart(a.size, a.fibonacciWord.from)} is{' '}
                <code className="gn-form">{a.fibonacciWord.from}</code>.
              </p>
            )}
          </section>
          <label className="gn-rep-pick">
            Build{' '}
            <select
              value={rep}
              aria-describedby={unknownRep ? 'gn-rep-error' : undefined}
              onChange={(e) =>
                setParams({
                  rep: e.currentTarget.value === 'zeckendorf' ? undefined : e.currentTarget.value,
                  step: undefined,
                })
              }
            >
              {NAMES.map((r) => (
                <option key={r} value={r}>
                  the {REPRESENTATION_NAME[r]} representation
                </option>
              ))}
            </select>
          </label>
          {unknownRep && (
            <FieldError id="gn-rep-error" error={{ message: unknownRep }} testId="gn-rep-error" />
          )}
          <WalkthroughPlayer
            derivation={a.representationSteps[rep]}
            label={`${REPRESENTATION_NAME[rep]} representation of ${abbreviate(a.size)}`}
            renderStep={(step) => <RepresentationFrame step={step} />}
          />
        </>
      )}
    </div>
  );
}
