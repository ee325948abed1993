/**
 * The board: each heap a column of counters (blue heaps round, red heaps square, so colour is
 * never the only cue), labelled with its size, colour and whose heap it is. An ARIA grid with
 * one row per heap and roving tabindex: ←/→ change heap, ↑/↓ move along it, Home/End its
 * bottom and top, Enter/Space takes the heap down to the counter (that counter and every one
 * above it); focus then stays in the grid, on the heap's new top counter. Which amounts are
 * legal comes from the host (the engine's rule functions). A tall heap wraps into columns of
 * PER_COLUMN counters, all one size, so the whole heap is visible without scrolling.
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Heap } from '../../engine/games/goldennugget/rules';

export interface HeapBoardProps {
  heaps: readonly Heap[];
  /** may the player to move take `take` from heap `component`? (null: nobody may move now) */
  mayTake: ((component: number, take: number) => boolean) | null;
  onTake: (component: number, take: number) => void;
  /** the counters a hint previews (heap, amount) */
  preview?: { component: number; take: number } | null;
  /** the grid's accessible name */
  label?: string;
}

const OWNER = { blue: "Left's heap", red: "Right's heap" } as const;
/** Counters per column: heaps up to 20 (the paper's examples) stand in one column. */
export const PER_COLUMN = 20;
/** Where counter c (0 = bottom) sits among `rows` rows: columns left to right, each filled from the bottom. */
const place = (c: number, rows: number) => ({
  gridColumn: Math.floor(c / rows) + 1,
  gridRow: rows - (c % rows),
});
const rowsOf = (size: number) => Math.min(PER_COLUMN, Math.max(1, size));

export function HeapBoard({
  heaps,
  mayTake,
  onTake,
  preview,
  label = 'Golden Nugget heaps',
}: HeapBoardProps) {
  const [active, setActive] = useState<[number, number]>([0, 0]);
  const cells = useRef(new Map<string, HTMLDivElement | null>());
  const sizeOf = (h: number) => heaps[h]?.size ?? 0;
  const firstFilled = heaps.findIndex((h) => h.size > 0);
  // After a take the active counter may be gone: the heap's new top counter, else the first heap's bottom.
  const [ah, ac] =
    sizeOf(active[0]) > 0
      ? [active[0], Math.min(active[1], sizeOf(active[0]) - 1)]
      : [Math.max(0, firstFilled), 0];
  const grid = useRef<HTMLDivElement | null>(null);
  // Set when a counter is used: once the heaps re-render, focus goes back into the grid.
  const keepFocus = useRef(false);
  useLayoutEffect(() => {
    if (!keepFocus.current) return;
    keepFocus.current = false;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!lost) return; // the counter is still there (an illegal amount), or focus went elsewhere on purpose
    const cell = cells.current.get(`${ah}:${ac}`);
    (cell ?? grid.current)?.focus();
  });

  const focus = (h: number, c: number) => {
    setActive([h, c]);
    cells.current.get(`${h}:${c}`)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent, h: number, c: number) => {
    const step = (dir: number) => {
      for (let j = h + dir; j >= 0 && j < heaps.length; j += dir)
        if (sizeOf(j) > 0) return focus(j, Math.min(c, sizeOf(j) - 1));
    };
    if (e.key === 'ArrowLeft') step(-1);
    else if (e.key === 'ArrowRight') step(1);
    else if (e.key === 'ArrowUp') focus(h, Math.min(sizeOf(h) - 1, c + 1));
    else if (e.key === 'ArrowDown') focus(h, Math.max(0, c - 1));
    else if (e.key === 'Home') focus(h, 0);
    else if (e.key === 'End') focus(h, sizeOf(h) - 1);
    else if (e.key === 'Enter' || e.key === ' ') {
      keepFocus.current = true;
      onTake(h, sizeOf(h) - c);
    } else return;
    e.preventDefault();
  };

  return (
    <div
      role="grid"
      ref={grid}
      tabIndex={-1}
      aria-label={label}
      aria-rowcount={heaps.length}
      className="gn-board"
      data-testid="gn-board"
      data-anchor="board"
      aria-description="Arrow keys move between heaps and counters; Enter takes the heap down to the counter."
    >
      {heaps.map((heap, h) => (
        <div
          role="row"
          key={h}
          className={`gn-heap gn-heap--${heap.color}`}
          data-testid={`gn-heap-${h}`}
          aria-label={`${heap.color} heap of ${heap.size}, ${OWNER[heap.color]}`}
        >
          <div role="rowheader" className="gn-heap-label">
            <strong>
              {heap.color} {heap.size}
            </strong>
            <span className="gn-muted">{OWNER[heap.color]}</span>
          </div>
          <div className="gn-counters" style={{ gridTemplateRows: `repeat(${rowsOf(heap.size)}, auto)` }}>
            {Array.from({ length: heap.size }, (_, c) => {
              const take = heap.size - c;
              const legal = mayTake?.(h, take) ?? false;
              const previewed = preview?.component === h && take <= preview.take;
              return (
                <div
                  key={c}
                  role="gridcell"
                  ref={(el) => void cells.current.set(`${h}:${c}`, el)}
                  tabIndex={h === ah && c === ac ? 0 : -1}
                  className={[
                    'gn-counter',
                    legal ? 'gn-counter--legal' : '',
                    previewed ? 'gn-counter--preview' : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  data-testid={`gn-counter-${h}-${c + 1}`}
                  aria-label={`${heap.color} heap ${h + 1}, counter ${c + 1}: take ${take}${legal ? ', a legal move' : ''}`}
                  style={place(c, rowsOf(heap.size))}
                  onClick={() => {
                    setActive([h, c]);
                    keepFocus.current = document.activeElement === cells.current.get(`${h}:${c}`);
                    onTake(h, take);
                  }}
                  onFocus={() => setActive([h, c])}
                  onKeyDown={(e) => onKeyDown(e, h, c)}
                >
                  {legal && (
                    <span aria-hidden="true" className="gn-take">
                      {take}
                    </span>
                  )}
                </div>
              );
            })}
            {heap.size === 0 && <span className="gn-muted">empty</span>}
          </div>
        </div>
      ))}
    </div>
  );
}
