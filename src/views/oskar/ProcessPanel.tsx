/**
 * The process: the numbered coins (click one to turn it and start again from there), the media
 * bar, the weight and the steps to come, and the elevator diagram growing column by column.
 * The diagram shows a window of WINDOW columns that follows the process (or is browsed).
 */
import { useState } from 'react';
import { useCommands } from '../../app/commands';
import { setParams } from '../../app/router';
import { setOskarConfiguration, useStore } from '../../store';
import { CoinRow } from '../../ui/board';
import { AnalysisStatus } from '../../ui/shell/AnalysisStatus';
import { useAnalysis } from '../../worker/useAnalysis';
import { ElevatorDiagram } from './ElevatorDiagram';
import { coinLabels, DIGITS, faces } from './format';
import { LiveNumbers } from './LiveNumbers';
import { ProcessControls } from './ProcessControls';
import type { DecayAnswer } from './types';
import { PAGE, useElevatorColumns } from './useElevatorColumns';
import { useProcess } from './useProcess';
import { useThrottledValue } from './useThrottledValue';

const WINDOW = 40;

export function ProcessPanel({ configuration }: { configuration: string }) {
  const speed = useStore((s) => s.oskar.speed);
  const proc = useProcess(configuration, speed);
  const decay = useAnalysis<DecayAnswer>({ game: 'oskar', op: 'decay', configuration, trajectory: false });
  const start = decay.result && decay.result.coins === configuration.length ? decay.result : null;
  const moves = start ? start.moves : null;

  const [browse, setBrowse] = useState<number | null>(null);
  // While playing, ask for pages around the latest step at most every 250 ms (see useThrottledValue).
  const asked = useThrottledValue(proc.m, 250, proc.playing);
  const target = Math.max(0, asked - WINDOW + 1);
  const ahead = proc.playing ? asked + Math.max(PAGE / 2, speed / 5) : null;
  const wanted = useElevatorColumns(configuration, browse === null ? target : Math.min(browse, asked), asked, ahead);
  // While a fast process outruns the engine, draw the latest columns that have arrived.
  const latest = wanted.latestUpTo(proc.m);
  const shown = browse === null && !wanted.get(proc.m) && latest ? latest.m : proc.m;
  const from = browse === null ? Math.max(0, shown - WINDOW + 1) : Math.min(browse, proc.m);
  const to = Math.min(shown, from + WINDOW - 1);
  const cols = wanted;

  const turn = (i: number) => {
    const c = proc.configuration;
    setOskarConfiguration(c.slice(0, i) + (c[i] === '1' ? '0' : '1') + c.slice(i + 1));
    setParams({ step: undefined, ws: undefined, ps: undefined });
    proc.go(0);
    setBrowse(null);
  };

  useCommands([
    { id: 'oskar.play', label: 'Play / pause the process', keys: [' '], group: 'Process', run: proc.toggle },
    { id: 'oskar.step', label: 'One step', keys: ['ArrowRight'], group: 'Process', run: () => proc.go(proc.m + 1) },
    { id: 'oskar.back', label: 'One step back', keys: ['ArrowLeft'], group: 'Process', run: () => proc.go(proc.m - 1) },
    { id: 'oskar.start', label: 'Back to the start', keys: ['Home'], group: 'Process', run: () => proc.go(0) },
    { id: 'oskar.end', label: 'To the end', keys: ['End'], group: 'Process', run: () => proc.go(moves ?? Number.MAX_SAFE_INTEGER) },
  ]);

  const w = proc.w;
  return (
    <section className="oskar-process" aria-label="The process">
      <CoinRow
        coins={faces(proc.configuration)}
        symbols={DIGITS}
        labels={coinLabels(configuration.length)}
        mode="edit"
        onToggle={turn}
        ariaLabel={`Coins 1 to ${configuration.length} at step ${proc.m}; turn a coin to start again from there`}
        highlights={w > 0 ? [{ indices: [w - 1], tone: 'accent', label: `next: coin w = ${w}` }] : []}
      />
      <ProcessControls proc={proc} speed={speed} moves={moves} />
      <AnalysisStatus analysis={decay} what="the decay time" />
      <LiveNumbers m={proc.m} w={proc.w} done={proc.done} column={cols.get(proc.m) ?? latest} start={start} />
      <div className="toolbar" role="group" aria-label="Diagram window">
        <h3>Elevator diagram</h3>
        <span data-testid="oskar-window">
          columns m = {from.toLocaleString('en')}…{to.toLocaleString('en')}
          {moves !== null ? ` of 0…${moves.toLocaleString('en')}` : ''}
          {shown < proc.m ? ' (the diagram is catching up)' : ''}
        </span>
        <button type="button" onClick={() => setBrowse(Math.max(0, from - WINDOW))} disabled={from === 0}>
          ◀ Earlier
        </button>
        <button type="button" onClick={() => setBrowse(from + WINDOW)} disabled={to >= proc.m}>
          Later ▶
        </button>
        <button type="button" onClick={() => setBrowse(null)} aria-pressed={browse === null}>
          Follow the process
        </button>
        <span className="oskar-legend">
          <span className="oskar-legend-box">1</span> elevator (coin w) · <span className="oskar-legend-mark">0</span> marked: zeros below, ones above
        </span>
      </div>
      {cols.error && <p role="alert">{cols.error}</p>}
      <ElevatorDiagram coins={configuration.length} from={from} to={to} get={cols.get} current={shown} follow={browse === null} total={moves === null ? null : moves + 1} />
    </section>
  );
}
