/**
 * The ruler-row walkthrough of the current row: the engine's derivation (coins drop into rows,
 * rows light up odd/even, bits assemble, the winning runs are built and one is played), drawn
 * by RowDiagram in the shared walkthrough player. `run` in the URL picks the run played; a
 * bad one is said by the player, as a bad step is.
 */
import { setParams, useParam } from '../../nav/router';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { linkNotice, WalkthroughPlayer } from '../../ui/walkthrough';
import { useAnalysis } from '../../worker/useAnalysis';
import { Exportable, exportName } from '../../ui/export';
import { RowDiagram } from './RowDiagram';
import { runLabel } from './types';

function parseRun(text: string | undefined): [from: number, to: number] | null {
  const m = text?.match(/^(\d{1,4})-(\d{1,4})$/);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

export function RowsWalkthrough({ position }: { position: string }) {
  const [runParam] = useParam('run');
  const value = useAnalysis({ game: 'ruler', op: 'value', position });
  const wins = value.result?.position === position ? value.result.winningMoves : [];
  const wanted = parseRun(runParam);
  const run = wanted && wins.some((w) => w[0] === wanted[0] && w[1] === wanted[1]) ? wanted : null;
  const analysis = useAnalysis({ game: 'ruler', op: 'walkthrough', position, move: run ?? undefined });
  const d = analysis.result?.derivation;
  // A link's run that is not one of this position's winning runs is said as a bad step is.
  const runNotice =
    runParam === undefined || value.result?.position !== position || run
      ? null
      : linkNotice(
          'run',
          runParam,
          !wanted
            ? 'a run is written as two coin numbers, e.g. 3-5'
            : wins.length
              ? 'it is not a winning run of this position'
              : 'this position has no winning run',
          wins.length ? `the first winning run (${runLabel(wins[0])})` : 'the walkthrough without a run',
        );

  return (
    <div className="ruler-walkthrough">
      <p className="pres-fold">
        Step through the ruler rows of the row above: each coin drops to its row, each row is odd or even, and
        the parities are the bits of the nim-value. Then see which runs make every row even, and why each one
        is forced.
      </p>
      {wins.length > 1 && (
        <label className="ruler-run-pick pres-later">
          Winning run to play at the end{' '}
          <select
            value={`${(run ?? wins[0])[0]}-${(run ?? wins[0])[1]}`}
            onChange={(e) =>
              setParams({
                run:
                  e.currentTarget.value === `${wins[0][0]}-${wins[0][1]}` ? undefined : e.currentTarget.value,
              })
            }
          >
            {wins.map((w) => (
              <option key={w.join('-')} value={`${w[0]}-${w[1]}`}>
                {runLabel(w)}
              </option>
            ))}
          </select>
        </label>
      )}
      <AnalysisStatus analysis={analysis} what="the walkthrough" />
      {d && (
        <WalkthroughPlayer
          derivation={d}
          linkNotices={[runNotice]}
          label="Ruler rows walkthrough"
          renderStep={(step, i) => (
            <Exportable
              name={exportName('ruler-rows', step.state.position, `step${i + 1}`)}
              title={`Ruler rows of ${step.state.position}, step ${i + 1}`}
            >
              <RowDiagram state={step.state} highlight={step.highlight} />
            </Exportable>
          )}
        />
      )}
    </div>
  );
}
