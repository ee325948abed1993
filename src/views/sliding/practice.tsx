/** Sliding Coins in Practice: the question's straps, read-only, each scrolled to show both coins. */
import { useEffect, useRef, useState } from 'react';
import type { QuestionBoardProps } from '../../nav/pages';
import { StrapBoard } from './StrapBoard';
import './sliding.css';

const READ_ONLY = 'This position is for reading: answer below.';

export function Board({ board, squaresNote = true }: QuestionBoardProps) {
  const [message, setMessage] = useState('');
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
  if (board.kind !== 'sliding') return null;
  const width = Math.max(8, ...board.straps.map((p) => p[1] + 1));
  return (
    <div className="pr-board pr-board--sliding" data-anchor="board" ref={slidingRef}>
      {squaresNote && (
        <p className="pr-board-note">
          Squares are numbered from 0 next to the edge: a position (x, y) has its near coin on square x − 1
          and its far coin on square y − 1 (x and y are the steps each coin is from falling off).
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
