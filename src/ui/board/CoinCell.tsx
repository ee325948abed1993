/** One cell of a CoinRow: the coin, its highlight bars (one per lane) and its label. */
import type { KeyboardEvent, PointerEvent, Ref } from 'react';
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
  cellRef: Ref<HTMLDivElement>;
  onActivate: (i: number) => void;
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>, i: number) => void;
  onPointerDown: (e: PointerEvent<HTMLDivElement>, i: number) => void;
  onFocus: (i: number) => void;
}

export function CoinCell(p: CoinCellProps) {
  const classes = ['coincell', p.selected && 'coincell-selected', p.target && 'coincell-target', p.muted && 'coincell-muted', p.accent && 'coincell-accent'];
  return (
    <div
      role="gridcell"
      ref={p.cellRef}
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
      <Coin face={p.face} symbol={p.symbol} owner={p.owner} />
      {p.segments.map((s, lane) => (
        <span key={lane} className={s ? `hl hl-${s.tone}${s.start ? ' hl-start' : ''}${s.end ? ' hl-end' : ''}` : 'hl hl-none'} aria-hidden="true">
          {s?.label && <span className="hl-label">{s.label}</span>}
        </span>
      ))}
      {p.label !== undefined && (
        <span className="coincell-label" aria-hidden="true">
          {p.label}
        </span>
      )}
    </div>
  );
}
