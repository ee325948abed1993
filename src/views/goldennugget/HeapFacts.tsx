/**
 * Each heap of the sum, from the engine's `heap` answer: canonical form (folded when long),
 * reduced form, stops and outcome. The engine answers for the blue heap of that size; a red
 * heap is its negative, which the card says rather than computes.
 */
import type { Heap } from '../../engine/games/goldennugget/rules';
import { request } from '../../engine/api';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import { FoldedForm } from './FoldedForm';
import { heapName, outcomeText } from './heapWords';

function HeapCard({ heap, index }: { heap: Heap; index: number }) {
  const a = useAnalysis(request('goldennugget', 'heap', { size: heap.size }));
  const r = a.result;
  return (
    <li className={`gn-card gn-card--${heap.color}`} data-testid={`gn-facts-${index}`}>
      <h4>
        Heap {index + 1}: {heapName(heap)}
      </h4>
      <AnalysisStatus analysis={a} what={`heap ${heap.size}`} />
      {r && r.size === heap.size && (
        <>
          {heap.color === 'red' && <p className="gn-muted">A red heap is the negative of the blue heap of {heap.size}: the forms below are the blue heap’s, with Left and Right swapped for red.</p>}
          <FoldedForm label="Canonical form" pretty={r.pretty} plain={r.canonical} />
          <p>
            Reduced form: <code className="gn-form">{r.reducedPretty ?? r.reduced ?? 'too long to show'}</code>
          </p>
          <p>
            Stops: left {r.leftStop}, right {r.rightStop}. Outcome (blue): {outcomeText(r.outcome)} ({r.outcome}). {heap.size} is {r.set === 'none' ? 'in neither A nor B' : `in ${r.set}`}.
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
