/**
 * What the home page cards' small pictures are drawn with: plain SVG, no engine. Each game
 * draws its own (views/<game>/drawing.tsx, named by its manifest). Heads and tails differ
 * by fill and letter, never by colour alone. Decorative (the card text says what the game
 * is), so hidden from screen readers; styled by home.css.
 */
import type { ReactNode } from 'react';

const R = 9;

export function MiniCoin({ x, y, heads, label }: { x: number; y: number; heads: boolean; label: string }) {
  return (
    <g className={heads ? 'mini-coin mini-coin--heads' : 'mini-coin'}>
      <circle cx={x} cy={y} r={R} />
      <text x={x} y={y + 3.5} textAnchor="middle">
        {label}
      </text>
    </g>
  );
}

export function MiniFrame({ children, height = 40 }: { children: ReactNode; height?: number }) {
  return (
    <svg className="mini-board" viewBox={`0 0 220 ${height}`} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}
