/**
 * The forced runs: for each heads coin b, the only left end a with P(a − 1) = P(b) ⊕ v, where
 * bit k of P(n) is the parity of row k among coins 1..n. All numbers come from the engine.
 */
import type { RulerCandidateView } from '../../engine/games/ruler/derivation';
import { Tex } from '../../ui/math';
import { runLabel } from './types';

interface Props {
  candidates: readonly RulerCandidateView[];
  nimValue: number;
  /** digits to show in binary (the number of rows) */
  width: number;
  current?: readonly [number, number];
}

const bin = (x: number, w: number) => x.toString(2).padStart(w, '0');

export function CandidatesTable({ candidates, nimValue, width, current }: Props) {
  return (
    <table className="rd-candidates" data-testid="ruler-candidates">
      <caption>
        Each head <Tex tex="b" /> forces the run's left end: <Tex tex={`P(a-1) = P(b) \\oplus ${nimValue}`} />
      </caption>
      <thead>
        <tr>
          <th scope="col">head b</th>
          <th scope="col">
            <Tex tex="P(b)" />
          </th>
          <th scope="col">
            <Tex tex={`P(b) \\oplus ${nimValue}`} />
          </th>
          <th scope="col">a − 1</th>
          <th scope="col">run</th>
        </tr>
      </thead>
      <tbody>
        {candidates.map((c) => {
          const isCurrent = !!current && current[0] === c.from && current[1] === c.to;
          return (
            <tr key={c.to} className={(c.ok ? 'is-ok' : 'is-no') + (isCurrent ? ' is-current' : '')}>
              <th scope="row">{c.to}</th>
              <td>
                <code>{bin(c.parityTo, width)}</code>
              </td>
              <td>
                <code>{bin(c.parityBefore, Math.max(width, c.parityBefore.toString(2).length))}</code>
              </td>
              <td>{c.from - 1}</td>
              <td>
                {c.ok ? (
                  <strong>✓ {runLabel([c.from, c.to])} wins</strong>
                ) : (
                  <span>
                    ✗ none: a − 1 = {c.from - 1} is not below {c.to}
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
