/**
 * One cell of a CoinRow: the coin, its highlight bars (one per lane) and its label. Memoised:
 * a row of 1,000 coins redraws only the cells whose coin, name or marks changed (the row
 * passes stable handlers, and bars are compared by what they draw).
 */
import { Fragment, memo, type KeyboardEvent, type PointerEvent } from 'react';
import { Coin, type CoinFace, type Owner } from './Coin';
import type { LaneSegment } from './highlightLanes';

export interface CoinCellProps {
  index: number;
  face: CoinFace | null;
  symbol?: string;
  owner?: Owner;
  label?: string | number;
  /** the accessible name, made by the row */
  name: string;
  segments: (LaneSegment | null)[];
  focusable: boolean;
  selected: boolean;
  target: boolean;
  muted: boolean;
  accent: boolean;
  /** aria-selected only means something in play mode */
  selectable: boolean;
  /** stable: records cell i's element (for roving focus) */
  cellRef: (i: number, el: HTMLDivElement | null) => void;
  onActivate: (i: number) => void;
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>, i: number) => void;
  onPointerDown: (e: PointerEvent<HTMLDivElement>, i: number) => void;
  onFocus: (i: number) => void;
}

/** The same bars, drawn the same (the row makes a new list for every cell on every render). */
const sameSegment = (s: LaneSegment | null, t: LaneSegment | null) =>
  s === t ||
  (!!s && !!t && s.tone === t.tone && s.label === t.label && s.start === t.start && s.end === t.end);
const sameSegments = (a: readonly (LaneSegment | null)[], b: readonly (LaneSegment | null)[]) =>
  a.length === b.length && a.every((s, k) => sameSegment(s, b[k]));

function sameProps(a: CoinCellProps, b: CoinCellProps): boolean {
  for (const k of Object.keys(a) as (keyof CoinCellProps)[])
    if (k !== 'segments' && a[k] !== b[k]) return false;
  return Object.keys(a).length === Object.keys(b).length && sameSegments(a.segments, b.segments);
}

export const CoinCell = memo(function CoinCell(p: CoinCellProps) {
  const classes = [
    'coincell',
    p.selected && 'coincell-selected',
    p.target && 'coincell-target',
    p.muted && 'coincell-muted',
    p.accent && 'coincell-accent',
  ];
  return (
    <div
      role="gridcell"
      ref={(el) => p.cellRef(p.index, el)}
      className={classes.filter(Boolean).join(' ')}
      tabIndex={p.focusable ? 0 : -1}
      aria-label={p.name}
      aria-selected={p.selectable ? p.selected : undefined}
      data-index={p.index}
      onClick={() => p.onActivate(p.index)}
      onKeyDown={(e) => p.onKeyDown(e, p.index)}
      onPointerDown={(e) => p.onPointerDown(e, p.index)}
      onFocus={() => p.onFocus(p.index)}
    >
      {/* The number comes first in the text (CSS shows it last), spaced from the letter and the
          bar labels: the visible text then reads as the name begins ("1 T" in "Coin 1: T (tails)"). */}
      {p.label !== undefined && (
        <span className="coincell-label" aria-hidden="true">
          {p.label}
        </span>
      )}{' '}
      <Coin face={p.face} symbol={p.symbol} owner={p.owner} />
      {p.segments.map((s, lane) => (
        <Fragment key={lane}>
          {' '}
          <span
            className={
              s ? `hl hl-${s.tone}${s.start ? ' hl-start' : ''}${s.end ? ' hl-end' : ''}` : 'hl hl-none'
            }
            aria-hidden="true"
          >
            {s?.label && (
              // no wider than its run of coins, so it never runs over the next bar's label (a phone's
              // small coins): a cut label ends in … and shows whole on hover
              <span className="hl-label" style={{ maxWidth: `${(s.run ?? 1) * 100}%` }} title={s.label}>
                {s.label}
              </span>
            )}
          </span>
        </Fragment>
      ))}
    </div>
  );
}, sameProps);
