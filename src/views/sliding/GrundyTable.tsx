/**
 * The table of G(x, y): rows y, columns x < y, each cell's value with the Definition 3.1 set
 * it falls in as a tint AND a text mark (¹ ² ³), so colour is never the only cue. It grows on
 * demand; the engine checks every cell against brute force as far as brute force runs.
 */
import { SET_TEX } from '../../engine/games/sliding/formula';
import { setSlidingTableSize, SLIDING_TABLE_MAX, useStore } from '../../store';
import { Tex } from '../../ui/math';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import { Exportable, exportName } from '../../ui/export';
import { LookUp } from './LookUp';
import { MexPanel, openCell, useCellParam } from './MexPanel';
import type { Pos } from './types';
import { useCellFocus } from './useCellFocus';

const MARK = ['', '¹', '²', '³'];
const GROW = 8;

export function GrundyTable({ positions }: { positions: Pos[] }) {
  const size = useStore((s) => s.sliding.tableSize);
  const a = useAnalysis({ game: 'sliding', op: 'table', size });
  const t = a.result;
  const here = new Set(positions.map((p) => `${p[0]},${p[1]}`));
  const { cell, problem } = useCellParam();
  const start: Pos =
    cell && cell[1] <= size ? cell : (positions.find((p) => p[1] >= 1 && p[1] <= size) ?? [0, 1]);
  const grid = useCellFocus(size, start, openCell);
  return (
    <section className="sl-panel defer-render" aria-labelledby="sl-table-h">
      <h2 id="sl-table-h">Table of Grundy values</h2>
      <ul className="sl-legend" aria-label="Colour and mark of each set">
        {([1, 2, 3] as const).map((k) => (
          <li key={k}>
            <span className={`sl-swatch sl-set-${k}`} aria-hidden="true">
              {MARK[k]}
            </span>{' '}
            <Tex tex={SET_TEX[k]} />
          </li>
        ))}
        <li>
          <span className="sl-swatch sl-set-many" aria-hidden="true">
            ¹²
          </span>{' '}
          in two sets of the same <Tex tex="n" />; a ringed cell is a strap in play.
        </li>
      </ul>
      <div className="sl-table-controls">
        <button
          type="button"
          onClick={() => setSlidingTableSize(size + GROW)}
          disabled={size >= SLIDING_TABLE_MAX}
        >
          Show {GROW} more rows
        </button>
        <button type="button" onClick={() => setSlidingTableSize(size - GROW)} disabled={size <= GROW}>
          Show {GROW} fewer
        </button>
        <span>
          rows <Tex tex={`1 \\le y \\le ${size}`} /> (up to {SLIDING_TABLE_MAX})
        </span>
      </div>
      <AnalysisStatus analysis={a} what="the table" />
      {t && (
        <>
          <p className="sl-muted" data-testid="sl-table-check">
            {t.mismatches.length === 0
              ? `Brute force agrees with Definition 3.1 in every cell with y ≤ ${t.checkedUpTo}.`
              : `Brute force disagrees with Definition 3.1 in ${t.mismatches.length} cells, e.g. (${t.mismatches[0].position.join(', ')}): formula ${t.mismatches[0].formula}, brute force ${t.mismatches[0].bruteForce}.`}
          </p>
          <Exportable
            name={exportName('sliding-grundy-table', `y1-${t.size}`)}
            title={`Grundy values G(x, y) of Sliding Coins, 1 ≤ y ≤ ${t.size}`}
          >
            <div className="sl-table-wrap" role="region" aria-label="Grundy values table, scrolls">
              <table
                className="sl-table"
                role="grid"
                aria-describedby="sl-table-how"
                onClick={grid.onClick}
                onKeyDown={grid.onKeyDown}
                ref={grid.ref}
              >
                <caption className="visually-hidden">
                  G(x, y): rows y, columns x; each value marked with its set in Definition 3.1
                </caption>
                <thead>
                  <tr>
                    <th scope="col">y \ x</th>
                    {Array.from({ length: t.size }, (_, x) => (
                      <th scope="col" key={x}>
                        {x}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {t.rows.map((row) => (
                    <tr key={row.y}>
                      <th scope="row">{row.y}</th>
                      {row.cells.map((c) => {
                        const set = c.sets.length > 1 ? 'many' : (c.sets[0] ?? 'none');
                        const ringed = here.has(`${c.x},${row.y}`);
                        const open = cell !== null && cell[0] === c.x && cell[1] === row.y;
                        return (
                          <td
                            key={c.x}
                            role="gridcell"
                            data-x={c.x}
                            data-y={row.y}
                            tabIndex={grid.active[0] === c.x && grid.active[1] === row.y ? 0 : -1}
                            aria-selected={open}
                            className={`sl-set-${set}${ringed ? ' sl-in-play' : ''}${open ? ' sl-cell-open' : ''}`}
                            title={`G(${c.x}, ${row.y}) = ${c.grundy}; in ${c.sets.map((k) => `G(${c.grundy},${k})`).join(' and ')}; click for its mex`}
                          >
                            {c.grundy}
                            <span className="sl-mark">{c.sets.map((k) => MARK[k]).join('')}</span>
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Exportable>
          <p id="sl-table-how" className="sl-muted pres-fold">
            Click a cell, or move to it with the arrow keys and press Enter, to see why it holds its value:
            the mex of its options.
          </p>
        </>
      )}
      {problem && (
        <p className="sl-link-problem" role="alert">
          {problem}
        </p>
      )}
      {cell && <MexPanel cell={cell} />}
      <LookUp />
    </section>
  );
}
