/**
 * The mex walkthrough of one table cell, opened by clicking the cell (or Enter on it). The
 * cell is in the URL (`cell=3,7`) with its step (`mstep`), so a teacher can link to it; a bad
 * cell in a link is said in the strap editor's words. Its keys stay with the page's main
 * walkthrough: this player is stepped by its own buttons.
 */
import { setParams, useParam } from '../../app/router';
import { parsePositionText } from '../../engine/games/sliding/input';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { linkNotice, WalkthroughPlayer } from '../../ui/walkthrough';
import { useAnalysis } from '../../worker/useAnalysis';
import { MexFrame } from './MexFrame';
import { makeStrap } from './positionText';
import type { Pos } from './types';

export const CELL_PARAM = 'cell';
export const MEX_STEP_PARAM = 'mstep';

/** Open (or, with null, close) the mex frames of a cell. */
export function openCell(p: Pos | null) {
  setParams({ [CELL_PARAM]: p ? makeStrap(p) : undefined, [MEX_STEP_PARAM]: undefined });
}

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
  return (
    <section className="sl-mex-panel" aria-label={`Why G(${cell[0]}, ${cell[1]}) has its value`} data-testid="sl-mex-panel">
      <div className="sl-mex-head">
        <h3>
          The mex of cell ({cell[0]}, {cell[1]})
        </h3>
        <button type="button" onClick={() => openCell(null)}>
          Close
        </button>
      </div>
      <AnalysisStatus analysis={a} what={`the options of (${cell[0]}, ${cell[1]})`} />
      {ready && (
        <WalkthroughPlayer
          derivation={r.derivation}
          paramName={MEX_STEP_PARAM}
          keys={false}
          showTitle={false}
          label={`The mex of cell (${cell[0]}, ${cell[1]})`}
          renderStep={(step) => <MexFrame state={step.state} options={r.options} />}
        />
      )}
    </section>
  );
}
