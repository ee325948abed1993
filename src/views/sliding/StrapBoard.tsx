/**
 * One strap: the edge, then squares 0, 1, 2, ... with the near (N, disc) and far (F, square)
 * coins. Choose a coin, then a target square (mouse or keyboard: ←/→ Home/End, Enter/Space,
 * Escape). Targets are ringed; pointing at one previews the result, pushes included.
 * An ARIA grid of one row with a roving tabindex. `mirrored` draws Definition 1.2's right
 * strap, whose edge is on the right.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  coinSquares,
  moveTo,
  targetsOf,
  type Coin,
  type Move,
  type Position,
} from '../../engine/games/sliding/rules';
import { activate, cellName, describeStrap, EDGE } from './boardModel';
import { CoinMark } from './CoinMark';
import { afterLayout } from '../../ui/layout/afterLayout';

export interface StrapBoardProps {
  position: Position;
  /** squares drawn: 0 .. width - 1 */
  width: number;
  label: string;
  mirrored?: boolean;
  /** when set, moves are refused with this reason (not your turn, game over) */
  locked?: string | null;
  onMove: (move: Move) => void;
  /** a refused click or key, explained in words */
  onMessage: (text: string) => void;
}

export function StrapBoard({
  position,
  width,
  label,
  mirrored = false,
  locked = null,
  onMove,
  onMessage,
}: StrapBoardProps) {
  const key = `${position[0]},${position[1]}`;
  const [selection, setSelection] = useState<{ coin: Coin; key: string } | null>(null);
  // A selection belongs to the position it was made in (a move or a take back drops it).
  const sel = selection && selection.key === key ? selection.coin : null;
  const setSelected = (coin: Coin | null) => setSelection(coin && { coin, key });
  const [focus, setFocus] = useState(() => coinSquares(position).far ?? EDGE);
  const [pointed, setPointed] = useState<number | null>(null);
  const cellRefs = useRef(new Map<number, HTMLDivElement | null>());
  const cells = Array.from({ length: width + 1 }, (_, i) => i - 1);
  const targets = new Set(sel ? targetsOf(position, sel) : []);
  const preview = sel && pointed !== null ? moveTo(position, sel, pointed) : null;
  const ghost = preview ? coinSquares(preview.after) : null;
  const roving = Math.min(Math.max(focus, EDGE), width - 1);

  const act = (cell: number) => {
    setFocus(cell);
    if (locked) return onMessage(locked);
    const a = activate(position, sel, cell);
    if (a.kind === 'select') setSelected(a.coin);
    else if (a.kind === 'deselect') setSelected(null);
    else if (a.kind === 'refuse') onMessage(a.message);
    else {
      setSelected(null);
      setPointed(null);
      onMove(a.move);
    }
  };

  const moveFocus = (cell: number) => {
    const c = Math.min(width - 1, Math.max(EDGE, cell));
    setFocus(c);
    setPointed(c);
    cellRefs.current.get(c)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent, cell: number) => {
    const step = mirrored ? -1 : 1;
    const go: Record<string, number> = {
      ArrowLeft: cell - step,
      ArrowRight: cell + step,
      Home: mirrored ? width - 1 : EDGE,
      End: mirrored ? EDGE : width - 1,
    };
    if (e.key in go) moveFocus(go[e.key]);
    else if (e.key === 'Enter' || e.key === ' ') act(cell);
    else if (e.key === 'Escape' && sel) setSelected(null);
    else return;
    e.preventDefault();
  };

  const { near, far } = coinSquares(position);
  // On a narrow screen the strap may scroll inside its box: keep the far coin in view (once laid out).
  const boardRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const board = boardRef.current;
    const cell = far !== null ? cellRefs.current.get(far) : null;
    if (!board || !cell) return;
    return afterLayout(board, () => {
      if (board.scrollWidth <= board.clientWidth) return;
      const b = board.getBoundingClientRect();
      const c = cell.getBoundingClientRect();
      if (c.left < b.left || c.right > b.right)
        board.scrollLeft += c.left + c.width / 2 - (b.left + b.width / 2);
    });
  }, [far, width]);
  return (
    <div className="sl-strap">
      <div
        role="grid"
        aria-label={`${label}: ${describeStrap(position)}`}
        aria-rowcount={1}
        aria-colcount={width + 1}
        aria-description="Choose a coin, then the square it slides to. Arrow keys move, Enter chooses, Escape cancels."
        className={`sl-board${mirrored ? ' sl-board--mirrored' : ''}${locked ? ' sl-board--locked' : ''}`}
        data-testid="sliding-board"
        data-anchor="board"
        ref={boardRef}
        onPointerLeave={() => setPointed(null)}
      >
        <div role="row" className="sl-row">
          {cells.map((cell) => {
            const coin = cell === near ? 'near' : cell === far ? 'far' : null;
            const ghostCoin =
              ghost && cell >= 0 ? (cell === ghost.near ? 'near' : cell === ghost.far ? 'far' : null) : null;
            const isTarget = targets.has(cell);
            const push = isTarget && sel === 'far' && near !== null && cell <= near;
            const leaving = coin !== null && ghost !== null && ghost[coin] !== cell;
            const classes = [
              'sl-cell',
              cell === EDGE ? 'sl-cell--edge' : '',
              coin && coin === sel ? 'sl-cell--selected' : '',
              isTarget ? 'sl-cell--target' : '',
              cell === pointed && isTarget ? 'sl-cell--pointed' : '',
              leaving ? 'sl-cell--leaving' : '',
            ];
            return (
              <div
                key={cell}
                role="gridcell"
                tabIndex={cell === roving ? 0 : -1}
                aria-selected={coin !== null && coin === sel}
                aria-label={cellName(position, cell, sel)}
                data-cell={cell}
                data-testid={cell === EDGE ? 'sl-edge' : `sl-square-${cell}`}
                className={classes.filter(Boolean).join(' ')}
                ref={(el) => {
                  cellRefs.current.set(cell, el);
                }}
                onClick={() => act(cell)}
                onKeyDown={(e) => onKeyDown(e, cell)}
                onFocus={() => {
                  setFocus(cell);
                  setPointed(cell);
                }}
                onPointerEnter={() => setPointed(cell)}
              >
                {/* The number first in the text (CSS shows it under the coin), as the name begins. */}
                <span className="sl-cell-label" aria-hidden="true">
                  {cell === EDGE ? 'edge' : cell}
                </span>{' '}
                <div className="sl-slot">
                  {coin ? <CoinMark coin={coin} /> : ghostCoin ? <CoinMark coin={ghostCoin} ghost /> : null}
                </div>
                {isTarget && (
                  <span className="sl-cell-target" aria-hidden="true">
                    {cell === EDGE ? 'off' : push ? 'push' : '↓'}
                  </span>
                )}
              </div>
            );
          })}
        </div>
      </div>
      {preview && (
        <p className="sl-preview" aria-hidden="true">
          → ({preview.after[0]}, {preview.after[1]})
        </p>
      )}
    </div>
  );
}
