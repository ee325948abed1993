/**
 * The elevator diagram drawn like Table 2: rows are coins N (top) … 1, then the weight; columns
 * are time m. The elevator's cell (coin w) is boxed, the marked cells (zeros below it, ones
 * above it) are underlined, and both are also said in hidden text, so nothing rests on colour.
 * Only the columns of the window and, for tall N, the rows in view are rendered; the head and
 * the weight row stay put while the body scrolls, and when following the process the body
 * scrolls to keep the elevator in view.
 */
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ElevatorColumn } from './types';
import './diagram.css';

/** Below this many coins every row is rendered; above, only those in view (plus a margin). */
const VIRTUAL_MIN = 48;
const OVERSCAN = 6;

interface Props {
  coins: number;
  /** first and last column shown (inclusive) */
  from: number;
  to: number;
  get(m: number): ElevatorColumn | undefined;
  /** the step the process is at: its column is outlined */
  current: number;
  /** keep the elevator's row in view */
  follow: boolean;
  /** total columns of the trajectory, if known */
  total: number | null;
}

/** Memoised: a fast process redraws it only when its window, its step or its pages change. */
export const ElevatorDiagram = memo(function ElevatorDiagram({
  coins,
  from,
  to,
  get,
  current,
  follow,
  total,
}: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const [rowH, setRowH] = useState(26);
  const [view, setView] = useState({ top: 0, height: 600 });
  const virtual = coins > VIRTUAL_MIN;

  // A row's height, measured when the rows first show and when the box resizes (presentation
  // mode): not on every render, which at a fast autoplay would force a layout each frame.
  const measure = useRef(() => {});
  measure.current = () => {
    const row = scroller.current?.querySelector<HTMLElement>('tbody tr[data-coin]');
    const h = row?.getBoundingClientRect().height;
    if (h && Math.abs(h - rowH) > 0.5) setRowH(h);
  };
  const hasRows = from <= to && get(from) !== undefined;
  useLayoutEffect(() => measure.current(), [coins, hasRows]);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const update = () => setView({ top: el.scrollTop, height: el.clientHeight });
    update();
    el.addEventListener('scroll', update, { passive: true });
    const ro =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            update();
            measure.current();
          });
    ro?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      ro?.disconnect();
    };
  }, []);

  // Follow the process: the newest column is the rightmost, so keep the right edge in view.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (follow && el && el.scrollWidth > el.clientWidth) el.scrollLeft = el.scrollWidth - el.clientWidth;
  }, [follow, to, from]);

  // Follow the elevator: keep coin w's row in view (row r shows coin N − r).
  const w = get(current)?.w;
  useEffect(() => {
    const el = scroller.current;
    if (!follow || !el || !virtual || w === undefined) return;
    const y = (coins - Math.max(1, w)) * rowH;
    const head = rowH * 1.5;
    if (y < el.scrollTop + head || y > el.scrollTop + el.clientHeight - 3 * rowH)
      el.scrollTop = Math.max(0, y - el.clientHeight / 2);
  }, [follow, virtual, w, coins, rowH]);

  const firstRow = virtual ? Math.max(0, Math.floor(view.top / rowH) - OVERSCAN) : 0;
  const lastRow = virtual
    ? Math.min(coins - 1, Math.ceil((view.top + view.height) / rowH) + OVERSCAN)
    : coins - 1;
  const times: number[] = [];
  for (let m = from; m <= to; m++) times.push(m);
  const cols = times.map((m) => get(m));

  return (
    <div
      className="oskar-diagram"
      ref={scroller}
      data-testid="elevator-diagram"
      tabIndex={0}
      role="region"
      aria-label="Elevator diagram (scrolls)"
    >
      <table className="oskar-diagram-table" data-columns={times.length}>
        <caption className="visually-hidden">
          Elevator diagram: rows are coins {coins} down to 1 and then the weight w; columns are the times m
          from {from} to {to}
          {total !== null ? ` of 0 to ${total - 1}` : ''}. The elevator is the cell at coin w; marked cells
          are the zeros below it and the ones above it.
        </caption>
        <thead>
          <tr>
            <th scope="col" className="oskar-diagram-corner">
              m
            </th>
            {/* cells keyed by place, not by time: as the window moves they change in place */}
            {times.map((m, j) => (
              <th
                key={j}
                scope="col"
                className={m === current ? 'is-now' : undefined}
                data-testid="elevator-column"
              >
                {m}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {virtual && firstRow > 0 && (
            <tr aria-hidden="true" className="oskar-spacer">
              <td colSpan={times.length + 1} style={{ height: firstRow * rowH }} />
            </tr>
          )}
          {Array.from({ length: lastRow - firstRow + 1 }, (_, k) => {
            const coin = coins - (firstRow + k);
            return (
              <tr key={coin} data-coin={coin}>
                <th scope="row">{coin}</th>
                {cols.map((col, j) => {
                  if (!col) return <td key={j} className="is-pending" />;
                  const digit = col.configuration[coin - 1];
                  const elevator = col.w === coin;
                  const marked = col.marked[coin - 1] === '1';
                  const cls = [
                    elevator && 'is-elevator',
                    marked && 'is-marked',
                    digit === '1' && 'is-head',
                    times[j] === current && 'is-now',
                  ]
                    .filter(Boolean)
                    .join(' ');
                  return (
                    <td key={j} className={cls || undefined}>
                      {digit}
                      {elevator && <span className="visually-hidden"> elevator</span>}
                      {marked && <span className="visually-hidden"> marked</span>}
                    </td>
                  );
                })}
              </tr>
            );
          })}
          {virtual && lastRow < coins - 1 && (
            <tr aria-hidden="true" className="oskar-spacer">
              <td colSpan={times.length + 1} style={{ height: (coins - 1 - lastRow) * rowH }} />
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">w</th>
            {cols.map((col, j) => (
              <td
                key={j}
                className={
                  [col?.w === 0 && 'is-elevator', times[j] === current && 'is-now']
                    .filter(Boolean)
                    .join(' ') || undefined
                }
              >
                {col?.w ?? ''}
                {col?.w === 0 && <span className="visually-hidden"> elevator at level 0</span>}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
});
