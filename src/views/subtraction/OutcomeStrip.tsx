/** Outcomes of heaps 0, 1, 2, … as a strip of cells: a colour-blind-safe colour and the letter. */
import { memo } from 'react';

const NAME: Record<string, string> = {
  L: 'Left wins',
  R: 'Right wins',
  N: 'next player wins',
  P: 'previous player wins',
};

export const OutcomeStrip = memo(function OutcomeStrip({
  strip,
  label,
  mark,
}: {
  strip: string;
  label: string;
  /** a heap to ring (the walkthrough's heap) */
  mark?: number | null;
}) {
  return (
    <span className="cs-strip" role="img" aria-label={`${label}: ${strip.split('').join(' ')}`}>
      {strip.split('').map((o, n) => (
        <span
          key={n}
          className={`cs-o cs-o-${o}${n === mark ? ' cs-o--mark' : ''}`}
          title={`heap ${n}: ${NAME[o] ?? o}`}
          aria-hidden="true"
        >
          {o}
        </span>
      ))}
    </span>
  );
});

export function OutcomeLegend() {
  return (
    <p className="cs-legend">
      {Object.entries(NAME).map(([o, name]) => (
        <span key={o}>
          <span className={`cs-o cs-o-${o}`} aria-hidden="true">
            {o}
          </span>{' '}
          {name}
        </span>
      ))}
    </p>
  );
}
