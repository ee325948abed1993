/**
 * The position a question is about, drawn read-only with the game's own board: coin rows
 * (Flipping, Ruler, Oskar), straps (Sliding), heaps (Golden Nugget). Nothing here computes.
 */
import { useEffect, useRef, useState } from 'react';
import type { Step } from '../../engine/derivation';
import type { PracticeBoard as Board } from '../../engine/practice/types';
import { CoinRow } from '../../ui/board';
import { HeapBoard } from '../goldennugget/HeapBoard';
import { StrapBoard } from '../sliding/StrapBoard';
import '../goldennugget/board.css';
import '../sliding/sliding.css';

const READ_ONLY = 'This position is for reading: answer below.';
const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

interface Props {
  board: Board;
  highlight?: Step['highlight'];
  /** the one line on how squares are numbered (beside the question; the explanation's frames leave it out) */
  squaresNote?: boolean;
}

export function PracticeBoard({ board, highlight, squaresNote = true }: Props) {
  const [message, setMessage] = useState('');
  const hl = highlight ?? [];
  // A long strap scrolls inside its box: end the view on the far coin so both coins show.
  const slidingRef = useRef<HTMLDivElement | null>(null);
  const straps = board.kind === 'sliding' ? JSON.stringify(board.straps) : '';
  useEffect(() => {
    const root = slidingRef.current;
    if (!root || !straps) return;
    const show = () =>
      (JSON.parse(straps) as [number, number][]).forEach((p, i) => {
        const strap = root.querySelectorAll<HTMLElement>('.sl-board')[i];
        const far = strap?.querySelector<HTMLElement>(`[data-testid="sl-square-${p[1] - 1}"]`);
        if (!strap || !far || strap.scrollWidth <= strap.clientWidth) return;
        const b = strap.getBoundingClientRect();
        const c = far.getBoundingClientRect();
        const mirrored = strap.classList.contains('sl-board--mirrored');
        strap.scrollLeft += mirrored ? c.left - b.left - c.width : c.right - b.right + c.width;
      });
    show();
    // Presentation mode and phones resize the squares: show the coins again.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(show);
    resized?.observe(root);
    return () => resized?.disconnect();
  }, [straps]);
  switch (board.kind) {
    case 'flipping':
      return (
        <div className="pr-board" data-anchor="board">
          {board.lines.map((line, i) => (
            <div key={i} className="pr-line">
              {board.lines.length > 1 && <span className="pr-line-name">Line {i + 1}</span>}
              <CoinRow
                coins={[...line].map((c) => (c === '1' ? 'T' : 'H'))}
                symbols={{ H: '0', T: '1' }}
                labels={numbers(line.length)}
                ariaLabel={`Line ${i + 1}: ${line}`}
                highlights={board.lines.length === 1 ? hl : []}
              />
            </div>
          ))}
        </div>
      );
    case 'ruler':
      return (
        <div className="pr-board" data-anchor="board">
          {board.rows.map((row, i) => (
            <CoinRow
              key={i}
              coins={[...row] as ('H' | 'T')[]}
              labels={numbers(row.length)}
              ariaLabel={`Ruler row ${row}`}
              highlights={hl}
            />
          ))}
        </div>
      );
    case 'oskar':
      return (
        <div className="pr-board" data-anchor="board">
          <CoinRow
            coins={[...board.configuration].map((c) => (c === '1' ? 'H' : 'T'))}
            symbols={{ H: '1', T: '0' }}
            labels={numbers(board.configuration.length)}
            ariaLabel={`Configuration ${board.configuration}`}
            highlights={hl}
          />
        </div>
      );
    case 'sliding': {
      const width = Math.max(8, ...board.straps.map((p) => p[1] + 1));
      return (
        <div className="pr-board pr-board--sliding" data-anchor="board" ref={slidingRef}>
          {squaresNote && (
            <p className="pr-board-note">
              Squares are numbered from 0 next to the edge: a position (x, y) has its near coin on square x −
              1 and its far coin on square y − 1 (x and y are the steps each coin is from falling off).
            </p>
          )}
          {board.straps.map((p, i) => (
            <div key={i} className="pr-line">
              {board.straps.length > 1 && (
                <span className="pr-line-name" aria-hidden="true">
                  Strap {i + 1}: ({p[0]}, {p[1]})
                </span>
              )}
              <StrapBoard
                position={p}
                width={width}
                label={`Strap ${i + 1}: (${p[0]}, ${p[1]})`}
                mirrored={board.straps.length === 2 && i === 1}
                locked={READ_ONLY}
                onMove={() => {}}
                onMessage={setMessage}
              />
            </div>
          ))}
          <p className="pr-board-message" aria-live="polite">
            {message}
          </p>
        </div>
      );
    }
    case 'goldennugget':
      return (
        <div className="pr-board" data-anchor="board">
          <HeapBoard heaps={board.heaps} mayTake={null} onTake={() => {}} />
        </div>
      );
    case 'none':
      return null;
  }
}
