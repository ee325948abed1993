/**
 * One frame of the ruler-row walkthrough, drawn from the engine's state alone: the line of
 * coins on top, each coin sliding down to its row once that row is dropped (a CSS transition
 * on transform, off under reduced motion), rows labelled with their heads and "odd"/"even"
 * in words (colour and pattern only repeat it), the bits of the nim-value, and on the
 * construction steps the table of forced runs.
 */
import type { Step } from '../../engine/derivation';
import type { RulerRowsState } from '../../engine/games/ruler/derivation';
import { useRef } from 'react';
import { Coin } from '../../ui/board';
import { ScrollCues } from '../../ui/layout/ScrollCues';
import { useScrollEdges } from '../../ui/layout/useScrollEdges';
import { BitsBar } from './BitsBar';
import { CandidatesTable } from './CandidatesTable';
import { runLabel } from './types';

/** Column width and row height in px (fixed, so presentation mode does not move the board). */
const CELL = 38;
const ROW_H = 52;

interface Props {
  state: RulerRowsState;
  highlight?: Step['highlight'];
}

export function RowDiagram({ state, highlight }: Props) {
  const n = state.position.length;
  const rowOfCoin = new Map<number, number>();
  for (const r of state.rows) for (const c of r.coins) rowOfCoin.set(c, r.row);
  const marked = new Set<number>((highlight ?? []).flatMap((h) => h.indices.map((i) => i + 1)));
  const run = state.run;
  const inRun = (c: number) => !!run && c >= run[0] && c <= run[1];
  const scroller = useRef<HTMLDivElement>(null);
  const { before, after } = useScrollEdges(scroller);
  const scrolls = before || after;

  return (
    <div className="rd" data-testid="ruler-diagram" data-phase={state.phase}>
      <BitsBar bits={state.bits} nimValue={state.nimValue} />
      {highlight && highlight.length > 0 && (
        <p className="rd-legend">
          {highlight.map((h, i) => (
            <span key={i} className="rd-legend-item">
              <span className="rd-legend-mark" aria-hidden="true" /> {h.label ?? h.tone}
            </span>
          ))}
        </p>
      )}
      <div className="rd-body">
        <div className="rd-gutter">
          <div className="rd-label rd-label-line" style={{ height: ROW_H }}>
            <span className="rd-row-name">the row</span>
          </div>
          {state.rows.map((r) => {
            const shown = r.row < state.rowsShown;
            return (
              <div
                key={r.row}
                className={`rd-label${r.parity ? ` rd-label-${r.parity}` : ''}`}
                style={{ height: ROW_H }}
                data-testid={`ruler-row-${r.row}`}
              >
                <span className="rd-row-name">
                  row {r.row} <span className="rd-weight">({r.weight}s)</span>
                </span>
                {shown && r.parity ? (
                  <span className="rd-parity">
                    {r.heads} head{r.heads === 1 ? '' : 's'}: <strong>{r.parity}</strong>
                    {r.flipped !== undefined && <span className="rd-flipped"> · flips {r.flipped}</span>}
                  </span>
                ) : (
                  <span className="rd-parity rd-parity-pending">
                    {shown ? `${r.coins.length} coin${r.coins.length === 1 ? '' : 's'}` : 'not yet'}
                  </span>
                )}
              </div>
            );
          })}
        </div>
        {/* On a phone the coins scroll sideways: arrows say so, and the keyboard can scroll them. */}
        <div className="scroll-cues rd-scroll-box">
          <div
            className="rd-scroll"
            ref={scroller}
            {...(scrolls
              ? { tabIndex: 0, role: 'region', 'aria-label': 'The coins in their rows (scrolls sideways)' }
              : {})}
          >
            <div
              className="rd-field"
              style={{ width: n * CELL, height: (state.rows.length + 1) * ROW_H }}
              aria-hidden="true"
            >
              {state.rows.map((r) => (
                <div
                  key={r.row}
                  className={`rd-band${r.parity && r.row < state.rowsShown ? ` rd-band-${r.parity}` : ''}`}
                  style={{ top: (r.row + 1) * ROW_H, height: ROW_H }}
                />
              ))}
              {[...state.position].map((face, i) => {
                const coin = i + 1;
                const row = rowOfCoin.get(coin) ?? 0;
                const dropped = row < state.rowsShown;
                const cls = [
                  'rd-coin',
                  dropped ? 'rd-coin-dropped' : '',
                  marked.has(coin) ? 'rd-coin-marked' : '',
                  inRun(coin) ? 'rd-coin-run' : '',
                ];
                return (
                  <div
                    key={coin}
                    className={cls.filter(Boolean).join(' ')}
                    style={{
                      left: coin * CELL - CELL,
                      transform: `translateY(${dropped ? (row + 1) * ROW_H : 0}px)`,
                      width: CELL,
                      height: ROW_H,
                    }}
                  >
                    <Coin face={face as 'H' | 'T'} />
                    <span className="rd-num">{coin}</span>
                  </div>
                );
              })}
            </div>
          </div>
          <ScrollCues row={scroller} />
        </div>
      </div>
      <ul className="visually-hidden rd-summary">
        {state.rows
          .filter((r) => r.row < state.rowsShown)
          .map((r) => (
            <li key={r.row}>
              Row {r.row}: coins {r.coins.join(', ')}; heads at{' '}
              {r.coins.filter((c) => state.position[c - 1] === 'H').join(', ') || 'none'}
              {r.parity ? `; ${r.parity}` : ''}.
            </li>
          ))}
        {run && <li>Run {runLabel(run)} marked.</li>}
      </ul>
      {state.candidates && state.nimValue !== null && state.phase !== 'played' && (
        <CandidatesTable
          candidates={state.candidates}
          nimValue={state.nimValue}
          width={state.rows.length}
          current={run}
        />
      )}
    </div>
  );
}
