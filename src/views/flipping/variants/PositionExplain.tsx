/**
 * One position explained, as the paper writes positions (1011 = {0001, 001, 1 | 1101, 111}):
 * every Left and Right option with the coins its move flips and its value, each a button that
 * goes there; then the canonical and reduced forms, the kind and what it means, the stops.
 */
import { forwardRef, useState } from 'react';
import { LineBoard, type Preview } from './LineBoard';
import { request } from '../../../engine/typedRequest';
import { AnalysisStatus } from '../../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../../worker/useAnalysis';
import { KIND_LABEL, KIND_MEANING, minus, OUTCOME_TEXT } from './kinds';
import type { LineRule } from '../../../engine/games/flippingVariants/lineRule';
import type { DagRule } from '../../../engine/games/flippingVariants/dag';
import { groupDigits } from '../../../ui/format/groupDigits';

interface Props {
  variant: string;
  position: string;
  rule?: LineRule;
  dag?: string;
  dagRule?: DagRule;
  onGo: (position: string) => void;
}

/** A line as written in the paper's braces; the empty line is 0 coins. */
const shown = (p: string) => (p === '' ? '∅' : p);
/** The options once each, as the paper lists them (two moves may reach the same line). */
const distinct = (list: readonly { after: string }[]) => [...new Set(list.map((o) => shown(o.after)))];

export const PositionExplain = forwardRef<HTMLHeadingElement, Props>(function PositionExplain(
  { variant, position, rule = 'any', dag, dagRule = 'path', onGo },
  headingRef,
) {
  const analysis = useAnalysis(
    request(
      'flippingvariants',
      'position',
      dag ? { variant, position, dag, dagRule } : { variant, position, rule },
    ),
  );
  const r = analysis.result;
  const [preview, setPreview] = useState<Preview | null>(null);
  const options = (side: 'left' | 'right') => {
    const list = r ? r[side] : [];
    return list.length === 0 ? (
      <p className="fv-muted">{side === 'left' ? 'Left' : 'Right'} has no move.</p>
    ) : (
      <ul className="fv-options">
        {list.map((o, i) => (
          <li key={i}>
            <button
              type="button"
              onClick={() => (setPreview(null), onGo(o.after))}
              onMouseEnter={() => setPreview({ side, coins: o.coins })}
              onMouseLeave={() => setPreview(null)}
              onFocus={() => setPreview({ side, coins: o.coins })}
              onBlur={() => setPreview(null)}
              aria-label={`Go to ${shown(o.after)}: ${side === 'left' ? 'Left' : 'Right'} flips ${dag ? 'vertices' : 'coins'} ${o.coins.join(', ')}`}
            >
              {shown(o.after)}
            </button>{' '}
            <span className="fv-muted">
              flips {o.coins.join(', ')} · value <code>{minus(o.value) ?? 'a long form'}</code>
            </span>
          </li>
        ))}
      </ul>
    );
  };
  return (
    <section className="fv-explain" aria-labelledby="fv-explain-title" data-testid="fv-explain">
      <h3 id="fv-explain-title" tabIndex={-1} ref={headingRef}>
        {dag ? `Coins ${position} on ${dag}` : `The line ${shown(position)}`} in {variant}
      </h3>
      <AnalysisStatus analysis={analysis} what="this position" />
      {!dag && <LineBoard line={position} preview={preview} onGo={onGo} />}
      {r && (
        <>
          <p className="fv-braces" data-testid="fv-braces">
            <code>
              {shown(r.position)} = {'{'}
              {distinct(r.left).join(', ')} | {distinct(r.right).join(', ')}
              {'}'}
            </code>
          </p>
          <div className="fv-sides">
            <div>
              <h4>Left’s options</h4>
              {options('left')}
            </div>
            <div>
              <h4>Right’s options</h4>
              {options('right')}
            </div>
          </div>
          <dl className="fv-facts">
            <dt>Canonical form</dt>
            <dd data-testid="fv-explain-value">
              <code>{minus(r.value) ?? `a form of ${groupDigits(r.length)} characters`}</code>
            </dd>
            <dt>Kind</dt>
            <dd data-testid="fv-explain-kind">
              {KIND_LABEL[r.kind]} — {KIND_MEANING[r.kind]}
            </dd>
            <dt>Reduced canonical form</dt>
            <dd>
              <code>{minus(r.reduced) ?? 'a long form'}</code> ({KIND_LABEL[r.reducedKind]})
            </dd>
            <dt>Outcome</dt>
            <dd>{OUTCOME_TEXT[r.outcome]}</dd>
            <dt>Stops</dt>
            <dd>
              Left stop {minus(r.leftStop)}, Right stop {minus(r.rightStop)}
            </dd>
          </dl>
        </>
      )}
    </section>
  );
});
