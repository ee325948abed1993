/**
 * The values of the position in play: each strap's Grundy number with the Definition 3.1
 * set it falls in (and why), the nim-sum of the straps, and — as a hint — the winning moves
 * and every move with its Grundy number. All numbers come from the engine.
 */
import { useId, useState } from 'react';
import { Caption, Tex } from '../../ui/math';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis, type Analysis } from '../../worker/useAnalysis';
import type { AnswerOf } from '../../engine/api';
import { HintList } from './HintList';
import { setTex, type EveryMove, type Pos } from './types';

export function ValuesPanel({
  positions,
  sum,
}: {
  positions: Pos[];
  sum: Analysis<AnswerOf<'sliding', 'sum'>>;
}) {
  const r = sum.result;
  // Kept here: the panel below unmounts while the next position is computed, and a hint opened once stays open.
  const [hintOpen, setHintOpen] = useState(false);
  return (
    <section className="sl-panel sl-values-panel" aria-labelledby="sl-values-h">
      <h2 id="sl-values-h">Grundy values</h2>
      <ul className="sl-strap-values">
        {positions.map((p, i) => (
          <StrapValue key={i} index={i} position={p} />
        ))}
      </ul>
      <AnalysisStatus analysis={sum} what="the nim-sum" />
      {r && (
        <div className="sl-sum" data-testid="sl-sum">
          <Tex tex={`G = ${r.components.map((c) => c.grundy).join(' \\oplus ')} = ${r.grundy}`} />{' '}
          {r.grundy === 0 ? (
            <span>
              <strong>P-position</strong>: the player to move loses against perfect play.
            </span>
          ) : (
            <span>
              <strong>N-position</strong>: the player to move wins by moving to nim-sum 0.
            </span>
          )}
        </div>
      )}
      {r && (
        <details className="sl-hint" open={hintOpen} onToggle={(e) => setHintOpen(e.currentTarget.open)}>
          <summary>Hint: winning moves and every move’s value</summary>
          <h3>Winning moves</h3>
          <HintList moves={r.winningMoves} />
          {r.moves && <AllMoves moves={r.moves} />}
        </details>
      )}
    </section>
  );
}

function StrapValue({ index, position }: { index: number; position: Pos }) {
  const a = useAnalysis({ game: 'sliding', op: 'grundy', position });
  const r = a.result;
  return (
    <li data-testid={`sl-value-${index}`}>
      <strong>Strap {index + 1}</strong>{' '}
      {r ? (
        <>
          <Tex tex={`G(${position[0]}, ${position[1]}) = ${r.grundy}`} />
          {r.formulaSets.length > 0 ? (
            <>
              {', since '}
              <Tex
                tex={`(${position[0]}, ${position[1]}) \\in ${r.formulaSets.map((m) => setTex(m.label)).join(' \\cap ')}`}
              />{' '}
              <span className="sl-set-label">(set {r.formulaSets.map((m) => m.label).join(' and ')})</span>
              <details className="sl-why">
                <summary>Why (Definition 3.1)</summary>
                {r.formulaSets.map((m) => (
                  <Tex key={m.label} tex={m.tex} display />
                ))}
              </details>
            </>
          ) : (
            <span> — {r.formulaNote ?? 'Definition 3.1 puts this position in no set.'}</span>
          )}
          {r.bruteForce !== undefined && (
            <span className="sl-muted">
              {r.agrees
                ? ' Brute force agrees.'
                : ` Brute force gives ${r.bruteForce}: the formula is wrong here!`}
            </span>
          )}
        </>
      ) : (
        <AnalysisStatus analysis={a} what={`strap ${index + 1}’s value`} />
      )}
    </li>
  );
}

/** A column head: the full words, and a short one a phone shows so the table fits 390 px. */
function Head({ full, short }: { full: string; short?: string }) {
  if (!short) return <th scope="col">{full}</th>;
  return (
    <th scope="col" abbr={short}>
      <span className="sl-head-full">{full}</span>
      <span className="sl-head-short">{short}</span>
    </th>
  );
}

function AllMoves({ moves }: { moves: EveryMove[] }) {
  const id = useId();
  return (
    <>
      {/* The caption sits above the scroll box, so it wraps to the panel instead of scrolling with the table. */}
      <p id={`${id}-cap`} className="sl-moves-caption">
        <Caption
          text="Every move: the strap's new Grundy number and the nim-sum $G$ of all straps after it ($G = 0$ wins)."
          as="span"
        />
      </p>
      <div className="sl-moves-wrap" tabIndex={0} role="region" aria-label="Every move, scrolls">
        <table className="sl-moves" aria-labelledby={`${id}-cap`}>
          <thead>
            <tr>
              <Head full="Strap" />
              <Head full="Move" />
              <Head full="After" />
              <Head full="Its value" short="Value" />
              <Head full="Nim-sum after" short="Nim-sum" />
            </tr>
          </thead>
          <tbody>
            {moves.map((m, i) => (
              <tr key={i} className={m.sumAfter === 0 ? 'sl-winning' : undefined}>
                <td>{m.component + 1}</td>
                <td>{m.description}</td>
                <td className="sl-pos">
                  ({m.after[0]}, {m.after[1]})
                </td>
                <td>
                  {m.grundy}
                  {m.formula && <span className="sl-set-of">in {m.formula}</span>}
                </td>
                <td>{m.sumAfter === 0 ? '0 — wins' : m.sumAfter}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
