/**
 * One frame of the process in the walkthrough player: the numbered coins of s^m.c (turn one to
 * start again from there), the weight and the steps to come, and the elevator diagram up to
 * time m. The diagram shows a window of WINDOW columns that follows the process (or is browsed).
 */
import { useRef, useState } from 'react';
import type { AnswerOf } from '../../engine/api';
import type { Step } from '../../engine/derivation';
import { CoinRow } from '../../ui/board';
import { Exportable, exportName } from '../../ui/export';
import { elevatorSvg } from './elevatorSvg';
import { ElevatorDiagram } from './ElevatorDiagram';
import { coinLabels, DIGITS, faces } from './format';
import { LiveNumbers } from './LiveNumbers';
import type { ElevatorColumn } from './types';
import { useCoinInView } from './useCoinInView';
import { useElevatorColumns } from './useElevatorColumns';
import { useThrottledValue } from './useThrottledValue';
import { groupDigits } from '../../ui/format/groupDigits';

const WINDOW = 40;

interface Props {
  frame: Step<ElevatorColumn>;
  /** the configuration the process started from */
  configuration: string;
  start: AnswerOf<'oskar', 'decay'>;
  /** turn coin i (0-based) of the configuration shown, and start again from there */
  onTurn: (next: string) => void;
}

export function ProcessFrame({ frame, configuration, start, onTurn }: Props) {
  const col = frame.state;
  const { m } = col;
  const moves = start.moves;

  // The coin that turns next (coin w) stays in view in the long row.
  const coinsBox = useRef<HTMLDivElement>(null);
  useCoinInView(coinsBox, col.w > 0 ? col.w - 1 : null);

  const [browse, setBrowse] = useState<number | null>(null);
  // The diagram follows the step at most every 250 ms (see useThrottledValue): it asks for its
  // pages and redraws its 40 columns a few times a second while a fast process runs, which
  // is as often as anyone can read it; stepping by hand it follows at once.
  const at = useThrottledValue(m, 250, true);
  const cols = useElevatorColumns(
    configuration,
    browse === null ? Math.max(0, at - WINDOW + 1) : Math.min(browse, at),
    at,
  );
  // While a fast process outruns the diagram, draw the latest columns that have arrived.
  const latest = cols.latestUpTo(at);
  const shown = browse === null && !cols.get(at) && latest ? latest.m : at;
  const from = browse === null ? Math.max(0, shown - WINDOW + 1) : Math.min(browse, at);
  const to = Math.min(shown, from + WINDOW - 1);

  const turn = (i: number) => {
    const c = col.configuration;
    setBrowse(null);
    onTurn(c.slice(0, i) + (c[i] === '1' ? '0' : '1') + c.slice(i + 1));
  };

  return (
    <div className="oskar-process-frame">
      <div ref={coinsBox} className="oskar-process-coins">
        <CoinRow
          coins={faces(col.configuration)}
          symbols={DIGITS}
          labels={coinLabels(configuration.length)}
          mode="edit"
          onToggle={turn}
          ariaLabel={`Coins 1 to ${configuration.length} after ${m} step${m === 1 ? '' : 's'}; turn a coin to start again from there`}
          highlights={frame.highlight ?? []}
        />
      </div>
      <LiveNumbers column={col} start={start} />
      <div className="toolbar" role="group" aria-label="Diagram window">
        <h2>Elevator diagram</h2>
        <span data-testid="oskar-window">
          columns m = {groupDigits(from)}…{groupDigits(to)} of 0…{groupDigits(moves)}
          {shown < at ? ' (the diagram is catching up)' : ''}
        </span>
        <button
          type="button"
          className="screen-only"
          onClick={() => setBrowse(Math.max(0, from - WINDOW))}
          disabled={from === 0}
        >
          ◀ Earlier
        </button>
        <button
          type="button"
          className="screen-only"
          onClick={() => setBrowse(from + WINDOW)}
          disabled={to >= at}
        >
          Later ▶
        </button>
        <button
          type="button"
          className="screen-only"
          onClick={() => setBrowse(null)}
          aria-pressed={browse === null}
        >
          Follow the process
        </button>
        <span className="oskar-legend">
          <span className="oskar-legend-box">1</span> elevator (coin w) ·{' '}
          <span className="oskar-legend-mark">0</span> marked: zeros below, ones above
        </span>
      </div>
      {cols.error && <p role="alert">{cols.error}</p>}
      <Exportable
        name={exportName('oskar-elevator', configuration, `m${from}-${to}`)}
        title={`Oskar elevator diagram of ${configuration}, times ${from} to ${to}`}
        toSvg={() =>
          elevatorSvg({
            coins: configuration.length,
            from,
            to,
            get: cols.get,
            current: shown,
            title: `Oskar elevator diagram of ${configuration}, times ${from} to ${to}`,
          })
        }
      >
        <ElevatorDiagram
          coins={configuration.length}
          from={from}
          to={to}
          get={cols.get}
          current={shown}
          follow={browse === null}
          total={moves + 1}
        />
      </Exportable>
    </div>
  );
}
