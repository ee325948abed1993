/**
 * Each heap of the sum, from the engine's `heap` answer: canonical form (folded when long),
 * reduced form, stops and outcome. The `heap` op answers for the blue heap of that size; a red
 * heap's own forms, stops and outcome come from the engine's `sum` of that one red heap, so
 * the card never negates anything itself.
 */
import type { Heap } from '../../engine/games/goldennugget/rules';
import { request } from '../../engine/typedRequest';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import { FoldedForm } from './FoldedForm';
import { heapName, outcomeText } from './heapWords';

function HeapCard({ heap, index }: { heap: Heap; index: number }) {
  const a = useAnalysis(request('goldennugget', 'heap', { size: heap.size }));
  const red = useAnalysis(
    heap.color === 'red'
      ? request('goldennugget', 'sum', { heaps: [{ size: heap.size, color: 'red' as const }] })
      : null,
  );
  const r = a.result;
  // The forms of this heap as coloured: the blue heap's, or the engine's sum of the one red heap.
  const own = heap.color === 'red' ? red.result : r;
  return (
    <li className={`gn-card gn-card--${heap.color}`} data-testid={`gn-facts-${index}`}>
      <h4>
        Heap {index + 1}: {heapName(heap)}
      </h4>
      <AnalysisStatus analysis={a} what={`heap ${heap.size}`} />
      {heap.color === 'red' && <AnalysisStatus analysis={red} what={`red heap ${heap.size}`} />}
      {r && own && r.size === heap.size && (
        <>
          {heap.color === 'red' && (
            <p className="gn-muted">
              A red heap is the negative of the blue heap of {heap.size}: Left and Right swap roles.
            </p>
          )}
          <FoldedForm label="Canonical form" pretty={own.pretty ?? null} plain={own.canonical ?? null} />
          <p>
            Reduced form:{' '}
            <code className="gn-form">{own.reducedPretty ?? own.reduced ?? 'too long to show'}</code>
          </p>
          <p data-testid={`gn-facts-stops-${index}`}>
            Stops: left {own.leftStop}, right {own.rightStop}. Outcome: {outcomeText(own.outcome)} (
            {own.outcome}). {heap.size} is {r.set === 'none' ? 'in neither A nor B' : `in ${r.set}`}.
          </p>
        </>
      )}
    </li>
  );
}

export function HeapFacts({ heaps }: { heaps: readonly Heap[] }) {
  return (
    <section className="gn-facts" aria-labelledby="gn-facts-heading">
      <h3 id="gn-facts-heading">Each heap</h3>
      <ul className="gn-cards">
        {heaps.map((h, i) => (
          <HeapCard key={`${i}:${h.color}${h.size}`} heap={h} index={i} />
        ))}
      </ul>
    </section>
  );
}
