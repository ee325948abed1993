/**
 * One line of the sum on the board: its coins (CoinRow with the paper's 0/1 on the faces),
 * its value from the engine, and buttons to pick it for the walkthrough or remove it.
 * Legal moves and illegal-move reasons come from the engine's rules on the main thread.
 */
import { useLayoutEffect, useMemo, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';
import {
  legalMoves,
  whyIllegal,
  whyNoMoveFrom,
  checkMove,
  type Move,
} from '../../engine/games/flipping/rules';
import { CoinRow, type CoinHighlight } from '../../ui/board';
import { coinRowSvg } from '../../ui/board/coinRowSvg';
import { Exportable, exportName } from '../../ui/export';
import { PLAYER_NAME } from './format';
import { LongValue } from './LongValue';

export interface LineRowProps {
  line: string;
  index: number;
  value: string | null;
  /** the value waits behind the values panel's button while “Your turn” is on (the walkthrough asks it) */
  valueHidden?: boolean;
  selected: boolean;
  mode: 'play' | 'edit' | 'view';
  player: 'L' | 'R';
  highlights: CoinHighlight[];
  removable: boolean;
  onSelect: () => void;
  onRemove: () => void;
  onMove: (move: Move, after: string) => void;
  onIllegal: (message: string) => void;
  onToggle: (coin: number) => void;
  onLength: (length: number) => void;
  /** a coin of this line was clicked, chosen by key or Escape pressed on it: the selection may change */
  onCoinInput: () => void;
  /** changes when another line takes the selection: remounts the coins, dropping a half-chosen move */
  resetKey: number;
}

const SYMBOLS = { H: '0', T: '1' };

export function LineRow(p: LineRowProps) {
  const { line, index, mode, player } = p;
  const legal = useMemo(
    () => (mode === 'play' ? legalMoves(line, player).map(([i, j]): [number, number] => [i - 1, j - 1]) : []),
    [line, mode, player],
  );
  const coins = useMemo(() => [...line].map((c) => (c === '1' ? 'T' : 'H') as 'H' | 'T'), [line]);
  let end = line.length;
  while (end > 0 && line[end - 1] === '0') end--;
  const trailing: CoinHighlight[] =
    mode === 'edit' && end < line.length
      ? [{ indices: range(end, line.length), tone: 'muted', label: 'vanish' }]
      : [];
  const name = `Line ${index + 1}`;
  // CoinRow keeps its selection to itself; watch input on its coins (capture: before it acts).
  const onCoin = (e: SyntheticEvent) => {
    if (e.target instanceof Element && e.target.closest('[role="gridcell"]')) p.onCoinInput();
  };
  const onCoinKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'Escape') onCoin(e);
  };
  // A move can delete the focused coin (trailing heads vanish): keep the focus on the board,
  // on the coin that now holds the roving focus (or the line's name once no coin is left).
  const box = useRef<HTMLDivElement>(null);
  const focusWithin = useRef(false);
  useLayoutEffect(() => {
    if (!focusWithin.current || !box.current) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!lost) return;
    const target =
      box.current.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]') ??
      box.current.querySelector<HTMLElement>('h3');
    target?.focus();
  }, [line]);
  return (
    <div
      ref={box}
      onFocus={() => (focusWithin.current = true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null) && e.relatedTarget !== null)
          focusWithin.current = false;
      }}
      className={`flip-line${p.selected ? ' is-selected' : ''}`}
      data-testid={`flip-line-${index}`}
      onClickCapture={onCoin}
      onPointerDownCapture={onCoin}
      onKeyDownCapture={onCoinKey}
    >
      <div className="flip-line-head">
        <h3 id={`flip-line-${index}-name`} tabIndex={-1}>
          {name}
        </h3>
        <span className="flip-line-value" data-testid={`flip-line-value-${index}`}>
          {p.valueHidden ? (
            <span title="Hidden while “Your turn” is on">
              = ?<span className="visually-hidden"> (hidden while “Your turn” is on)</span>
            </span>
          ) : p.value === null ? (
            '…'
          ) : (
            <LongValue value={p.value} prefix="= " label={`the value of ${name.toLowerCase()}`} />
          )}
        </span>
        <button
          type="button"
          aria-pressed={p.selected}
          onClick={p.onSelect}
          title="Walk through, check and edit this line"
        >
          {p.selected ? 'Selected' : 'Select'}
        </button>
        {p.removable && (
          <button type="button" onClick={p.onRemove} aria-label={`Remove ${name.toLowerCase()}`}>
            Remove
          </button>
        )}
        {mode === 'edit' && (
          <span className="flip-length" role="group" aria-label={`Length of ${name.toLowerCase()}`}>
            <button
              type="button"
              onClick={() => p.onLength(line.length - 1)}
              disabled={line.length === 0}
              aria-label="One coin fewer"
            >
              −
            </button>
            <span>{line.length} coins</span>
            <button
              type="button"
              onClick={() => p.onLength(line.length + 1)}
              aria-label="One more coin (heads)"
            >
              +
            </button>
          </span>
        )}
      </div>
      {line.length === 0 ? (
        <p className="flip-empty">No coins left: this line is 0.</p>
      ) : (
        <Exportable
          name={exportName('flipping', line)}
          title={`Flipping Coins ${name.toLowerCase()}: ${line}`}
          toSvg={() =>
            coinRowSvg({
              coins,
              symbols: SYMBOLS,
              labels: coins.map((_, i) => i + 1),
              title: `Flipping Coins ${name.toLowerCase()}: ${line}`,
            })
          }
        >
          <CoinRow
            key={p.resetKey}
            coins={coins}
            symbols={SYMBOLS}
            labels={coins.map((_, i) => i + 1)}
            ariaLabel={`${name}: ${line}`}
            mode={mode}
            legalMoves={legal}
            unordered
            highlights={[...p.highlights, ...trailing]}
            reservedLanes={1}
            onMove={([a, b]) => {
              const r = checkMove(line, player, a + 1, b + 1);
              if (r.ok) p.onMove(r.move, r.after);
            }}
            onIllegal={([a, b]) =>
              p.onIllegal(
                `Not a move for ${PLAYER_NAME[player]} in ${name.toLowerCase()}: ${whyIllegal(line, player, a + 1, b + 1) ?? 'choose two coins'}.`,
              )
            }
            onDeadStart={(a) =>
              p.onIllegal(
                `No move for ${PLAYER_NAME[player]} starts at coin ${a + 1} of ${name.toLowerCase()}: ${whyNoMoveFrom(line, player, a + 1) ?? 'choose another coin'}.`,
              )
            }
            onToggle={p.onToggle}
          />
        </Exportable>
      )}
    </div>
  );
}

export function range(a: number, b: number): number[] {
  const out: number[] = [];
  for (let i = a; i < b; i++) out.push(i);
  return out;
}
