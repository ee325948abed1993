/**
 * The scrub bar: a native range input (keyboard, touch and screen readers for free) with
 * markers below it on the important steps (◆) and, with "your turn" on, the question steps (? open, ✓ answered). Markers are a pointer shortcut only; the
 * range's aria-valuetext says when the current step is an important one.
 */
import { groupDigits } from '../format/groupDigits';

export interface ScrubBarProps {
  index: number;
  count: number;
  important: readonly number[];
  /** "your turn" steps (when the switch is on): a ? under each, a ✓ once answered */
  asks?: readonly number[];
  answered?: readonly number[];
  onChange: (index: number) => void;
}

export function ScrubBar({ index, count, important, asks = [], answered = [], onChange }: ScrubBarProps) {
  const isKey = important.includes(index);
  const isAsk = asks.includes(index);
  // Position of step i under the thumb centre: the thumb is --wt-thumb wide, so centres run
  // from thumb/2 to 100% - thumb/2.
  const at = (i: number) => (count <= 1 ? 0 : i / (count - 1));
  return (
    <div className={'wt-scrub' + (asks.length ? ' wt-scrub-asks' : '')}>
      <input
        type="range"
        className="wt-range"
        min={1}
        max={Math.max(1, count)}
        step={1}
        value={index + 1}
        aria-label="Step"
        aria-valuetext={`Step ${groupDigits(index + 1)} of ${groupDigits(count)}${isKey ? ', a key step' : ''}${isAsk ? ', your turn' : ''}`}
        onChange={(e) => onChange(Number(e.currentTarget.value) - 1)}
      />
      <div className="wt-markers" aria-hidden="true">
        {important.map((i) => (
          <span
            key={i}
            className={'wt-marker' + (i === index ? ' wt-marker-current' : '')}
            data-step={i + 1}
            title={`Step ${i + 1}`}
            style={{ left: `calc(var(--wt-thumb) / 2 + (100% - var(--wt-thumb)) * ${at(i)})` }}
            onClick={() => onChange(i)}
          />
        ))}
        {asks.map((i) => {
          const done = answered.includes(i);
          return (
            <span
              key={`ask${i}`}
              className={
                'wt-marker-ask' +
                (done ? ' wt-marker-ask-done' : '') +
                (i === index ? ' wt-marker-current' : '')
              }
              data-ask-step={i + 1}
              data-answered={done ? 'true' : undefined}
              title={`Step ${i + 1}: your turn${done ? ', answered' : ''}`}
              style={{ left: `calc(var(--wt-thumb) / 2 + (100% - var(--wt-thumb)) * ${at(i)})` }}
              onClick={() => onChange(i)}
            >
              {done ? '✓' : '?'}
            </span>
          );
        })}
      </div>
    </div>
  );
}
