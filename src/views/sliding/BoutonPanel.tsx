/**
 * Why the winning move wins: the engine's Bouton frames for the straps in play (values in
 * binary, the XOR column by column, each strap's target and the moves that reach it), in the
 * one walkthrough player with its step in the URL (`bstep`). One click loads a sum, found by
 * the engine's search, whose winning move raises a strap's Grundy number, at that frame.
 */
import { useEffect, useRef } from 'react';
import { setParams } from '../../nav/router';
import { setSlidingPositions } from '../../store';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { WalkthroughPlayer } from '../../ui/walkthrough';
import { useAnalysis } from '../../worker/useAnalysis';
import { BoutonFrame } from './BoutonFrame';
import { makeStraps, strapsCodec } from './positionText';
import type { Pos } from './types';

export const BOUTON_STEP_PARAM = 'bstep';

export function BoutonPanel({ positions }: { positions: Pos[] }) {
  const analysis = useAnalysis({ game: 'sliding', op: 'bouton', positions });
  const example = useAnalysis({ game: 'sliding', op: 'raiseExample' });
  const d = analysis.result?.derivation;
  const ex = example.result;

  // A move or an edit starts the new position's frames at step 1 (a link's step, read
  // before any frames were shown, and the example's chosen frame are kept).
  const key = makeStraps(positions);
  const shownFor = useRef<string | null>(null);
  const keepFor = useRef<string | null>(null);
  useEffect(() => {
    if (!d) return;
    if (shownFor.current !== null && shownFor.current !== key && keepFor.current !== key)
      setParams({ [BOUTON_STEP_PARAM]: undefined });
    shownFor.current = key;
  }, [d, key]);

  const showExample = () => {
    if (!ex) return;
    const straps: Pos[] = ex.positions.map((p): Pos => [p[0], p[1]]);
    keepFor.current = makeStraps(straps);
    setSlidingPositions(straps);
    // the straps and the frame in one URL change, so the link shows both at once
    setParams({ [strapsCodec.param]: makeStraps(straps), [BOUTON_STEP_PARAM]: String(ex.step) });
  };
  return (
    <section className="sl-panel sl-bouton-panel defer-render" aria-labelledby="sl-bouton-h">
      <h2 id="sl-bouton-h">Why the winning move wins</h2>
      <p className="pres-fold">
        Bouton’s rule for Nim, made general by Sprague and Grundy: write each strap’s Grundy number in binary
        and XOR them. A winning move takes one strap to the value that makes the XOR 0 — and since a strap is
        not a Nim heap, that value may be <em>larger</em> than the strap’s own.
      </p>
      <p className="sl-bouton-example">
        <button type="button" onClick={showExample} disabled={!ex}>
          Example: a winning move that raises a strap’s value
        </button>
        {ex && (
          <span className="sl-muted">
            {' '}
            (straps ({ex.positions[0].join(', ')}) and ({ex.positions[1].join(', ')}), found by search: strap{' '}
            {ex.move.component + 1} goes from {ex.before} to {ex.move.grundy})
          </span>
        )}
      </p>
      {positions.length === 1 && (
        <p className="sl-muted">
          With one strap the nim-sum is its own value; add a strap to see a real sum.
        </p>
      )}
      <AnalysisStatus analysis={analysis} what="the walkthrough" />
      {d && (
        <WalkthroughPlayer
          derivation={d}
          paramName={BOUTON_STEP_PARAM}
          label="Why the winning move wins"
          renderStep={(step) => <BoutonFrame state={step.state} />}
        />
      )}
    </section>
  );
}
