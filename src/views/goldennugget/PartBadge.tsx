/**
 * Theorem 2.2's part of a heap, shown by colour AND by a printed label and mark, so it reads
 * without colour (Okabe–Ito palette). The part itself comes from the engine's answer.
 */
import type { GoldenPart } from '../../engine/games/goldennugget/theoremTypes';
import { GOLDEN_PARTS } from '../../engine/games/goldennugget/theoremTypes';
import './heapTable.css';

const MARK: Record<GoldenPart, string> = { B: '●', 'AB+1': '▲', '0,1': '◆', x_k: '■', 'BB+1': '▼', X_k: '★' };
const MEANING: Record<GoldenPart, string> = {
  B: 'n in B: reduced {1|0}',
  'AB+1': 'n in AB+1: reduced 1',
  '0,1': 'heaps 0 and 1: numbers',
  x_k: 'n = x_k = F(2k+3) − 2: a number',
  'BB+1': 'n in BB+1: a number',
  X_k: 'n in X_k, not x_k: reduced {1 | α_k}',
};
const CLASS: Record<GoldenPart, string> = {
  B: 'b',
  'AB+1': 'ab1',
  '0,1': 'zero-one',
  x_k: 'xk',
  'BB+1': 'bb1',
  X_k: 'bigxk',
};

/** "x_3", "X_2", or the part's name. */
export function partLabel(part: GoldenPart, k: number | null): string {
  if ((part === 'x_k' || part === 'X_k') && k !== null) return `${part[0]}_${k}`;
  return part;
}

export function PartBadge({ part, k }: { part: GoldenPart; k: number | null }) {
  return (
    <span className={`gn-part gn-part--${CLASS[part]}`} title={MEANING[part]}>
      <span aria-hidden="true">{MARK[part]} </span>
      {partLabel(part, k)}
    </span>
  );
}

export function PartLegend() {
  return (
    <ul className="gn-part-legend" aria-label="Parts of Theorem 2.2">
      {GOLDEN_PARTS.map((p) => (
        <li key={p}>
          <PartBadge part={p} k={null} /> {MEANING[p]}
        </li>
      ))}
    </ul>
  );
}
