/** A representation as a row of Fibonacci terms F_i; highlighted terms carry a border pattern and their label, not colour alone. */
import type { Step } from '../../engine/derivation';

export function FibonacciChips({
  indices,
  highlight,
  label,
}: {
  indices: readonly number[];
  highlight?: Step['highlight'];
  label: string;
}) {
  const marks = new Map<number, string>();
  for (const h of highlight ?? []) for (const i of h.indices) marks.set(i, h.label ?? h.tone);
  if (indices.length === 0) return <p className="gn-muted">{label}: (empty)</p>;
  return (
    <div className="gn-chips-line">
      <span className="gn-chips-label">{label}:</span>
      <ol className="gn-chips" aria-label={label}>
        {indices.map((f, i) => {
          const mark = marks.get(i);
          return (
            <li key={i} className={mark ? 'gn-chip gn-chip--marked' : 'gn-chip'}>
              F<sub>{f}</sub>
              {mark && <span className="gn-chip-mark"> ({mark})</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
