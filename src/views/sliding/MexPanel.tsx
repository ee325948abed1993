/**
 * The mex walkthrough of one table cell, opened by clicking the cell (or Enter on it). The
 * cell is in the URL (`cell=3,7`) with its step (`mstep`), so a teacher can link to it; a bad
 * cell in a link is said in the strap editor's words. The page's arrow keys step the main
 * walkthrough; while focus is inside this panel they step the mex frames instead.
 *
 * Opened from the table, the panel scrolls into view (it is often below the fold); opened by
 * keyboard, focus moves to its heading so the arrows step it at once. Esc (or Close, or the
 * browser's Back) closes it and, if focus was in it, puts focus back on the cell.
 */
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { setParams, useParam } from '../../nav/router';
import { parsePositionText } from '../../engine/games/sliding/input';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { linkNotice, useWalkthroughStep, WalkthroughPlayer } from '../../ui/walkthrough';
import { useAnalysis } from '../../worker/useAnalysis';
import { MexFrame } from './MexFrame';
import { makeStrap } from './positionText';
import type { Pos } from './types';

export const CELL_PARAM = 'cell';
export const MEX_STEP_PARAM = 'mstep';

/** How a cell was opened by hand, until its panel has scrolled into view (and taken focus). */
let arriving: { cell: string; byKey: boolean } | null = null;

/**
 * Open (or, with null, close) the mex frames of a cell. `how` says it was opened by hand:
 * the panel then scrolls into view, and takes focus when opened by keyboard.
 */
export function openCell(p: Pos | null, how?: { byKey: boolean }) {
  arriving = p && how ? { cell: makeStrap(p), byKey: how.byKey } : null;
  setParams({ [CELL_PARAM]: p ? makeStrap(p) : undefined, [MEX_STEP_PARAM]: undefined });
}

const cellElement = ([x, y]: Pos) =>
  document.querySelector<HTMLElement>(`.sl-table td[data-x="${x}"][data-y="${y}"]`);

const STEP_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (i) => i - 1,
  ArrowRight: (i) => i + 1,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** The cell a link asks for: its position, or what is wrong with it. */
export function useCellParam(): { cell: Pos | null; problem: string | null } {
  const [raw] = useParam(CELL_PARAM);
  if (raw === undefined || raw === '') return { cell: null, problem: null };
  const r = parsePositionText(raw);
  if (!r.ok) return { cell: null, problem: linkNotice(CELL_PARAM, raw, r.error.message, 'no cell') };
  return { cell: [r.value[0], r.value[1]], problem: null };
}

export function MexPanel({ cell }: { cell: Pos }) {
  const a = useAnalysis({ game: 'sliding', op: 'mexCell', position: cell });
  const r = a.result;
  const ready = r && r.position[0] === cell[0] && r.position[1] === cell[1];
  const step = useWalkthroughStep(ready ? r.derivation.steps.length : null, MEX_STEP_PARAM);
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusInside = useRef(false);

  // Once its frames are in (or it has failed), a panel opened by hand scrolls into view.
  const settled = Boolean(ready || a.error);
  useEffect(() => {
    if (!settled || arriving?.cell !== makeStrap(cell)) return;
    const { byKey } = arriving;
    arriving = null;
    section.current?.scrollIntoView?.({ block: 'nearest' });
    if (byKey) heading.current?.focus({ preventScroll: true });
  }, [settled, cell]);

  // Closing (Esc, Close, Back) with focus in the panel hands focus back to the cell.
  const [x, y] = cell;
  const cellNow = useRef(cell);
  cellNow.current = cell;
  useLayoutEffect(() => {
    const el = section.current;
    return () => {
      const active = document.activeElement;
      if (!focusInside.current || (active && active !== document.body && !el?.contains(active))) return;
      const back = cellNow.current;
      window.setTimeout(() => cellElement(back)?.focus());
    };
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault(); // before presentation mode's Esc
      openCell(null);
      return;
    }
    const t = e.target as HTMLElement;
    const to = STEP_KEYS[e.key];
    if (!to || step.count === null || t.matches('input, select, textarea, [role="slider"]')) return;
    e.preventDefault(); // the page's main walkthrough does not step too
    step.go(to(step.index, step.count));
  };

  return (
    <section
      className="sl-mex-panel"
      aria-label={`Why G(${x}, ${y}) has its value`}
      data-testid="sl-mex-panel"
      ref={section}
      onKeyDown={onKeyDown}
      onFocus={() => (focusInside.current = true)}
      onBlur={(e) => {
        if (e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node))
          focusInside.current = false;
      }}
    >
      <div className="sl-mex-head">
        <h3 tabIndex={-1} ref={heading}>
          The mex of cell ({x}, {y})
        </h3>
        <button type="button" onClick={() => openCell(null)}>
          Close
        </button>
      </div>
      <p className="sl-muted pres-fold">
        With focus in this panel, ← → step it; Esc closes it and goes back to the cell.
      </p>
      <AnalysisStatus analysis={a} what={`the options of (${x}, ${y})`} />
      {ready && (
        <WalkthroughPlayer
          derivation={r.derivation}
          paramName={MEX_STEP_PARAM}
          keys={false}
          showTitle={false}
          label={`The mex of cell (${x}, ${y})`}
          renderStep={(s) => <MexFrame state={s.state} options={r.options} />}
        />
      )}
    </section>
  );
}
