/** One frame of classifying a heap by Theorem 2.2: the representation read, the part found, the reduced form, the number chain. */
import type { Step } from '../../engine/derivation';
import type { ClassifyState, RepresentationName } from '../../engine/games/goldennugget/theoremTypes';
import { FibonacciChips } from './FibonacciChips';
import { abbreviate } from './RepresentationFrame';

export const REPRESENTATION_NAME: Record<RepresentationName, string> = {
  zeckendorf: 'Zeckendorf',
  leastOdd: 'least odd',
  even: 'even',
};

export function ClassifyFrame({ step }: { step: Step<ClassifyState> }) {
  const s = step.state;
  return (
    <div className="gn-frame" data-testid="gn-classify-frame">
      <p>n = {abbreviate(s.size)}</p>
      {s.reading !== 'none' && (
        <FibonacciChips
          indices={s.representations[s.reading]}
          highlight={step.highlight}
          label={`${REPRESENTATION_NAME[s.reading]} representation`}
        />
      )}
      {s.part && (
        <p>
          Part: <strong>{s.part}</strong>
          {s.k !== undefined && <> (k = {s.k})</>}
          {s.reduced && (
            <>
              ; reduced form <code className="gn-form">{s.reduced}</code>
            </>
          )}
        </p>
      )}
      {s.chain && s.chain.length > 0 && (
        <table className="gn-chain">
          <caption>Heaps on the way to the value (Left removes F_even, Right F_odd)</caption>
          <thead>
            <tr>
              <th scope="col">heap</th>
              <th scope="col">value</th>
              <th scope="col">binary</th>
              <th scope="col">Left removes</th>
              <th scope="col">Right removes</th>
            </tr>
          </thead>
          <tbody>
            {s.chain.map((c, i) => (
              <tr key={i}>
                <td>{abbreviate(c.heap)}</td>
                <td>{c.value}</td>
                <td>{c.binary}</td>
                <td>{c.leftIndex === null ? '—' : `F_${c.leftIndex}`}</td>
                <td>{c.rightIndex === null ? '—' : `F_${c.rightIndex}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
