/**
 * Small pictures of each game's board for the home page cards: plain SVG, no engine.
 * Heads and tails differ by fill and letter, never by colour alone. Decorative (the card
 * text says what the game is), so hidden from screen readers.
 */
import type { ReactNode } from 'react';

const R = 9;

function Coin({ x, y, heads, label }: { x: number; y: number; heads: boolean; label: string }) {
  return (
    <g className={heads ? 'mini-coin mini-coin--heads' : 'mini-coin'}>
      <circle cx={x} cy={y} r={R} />
      <text x={x} y={y + 3.5} textAnchor="middle">
        {label}
      </text>
    </g>
  );
}

function Frame({ children, height = 40 }: { children: ReactNode; height?: number }) {
  return (
    <svg className="mini-board" viewBox={`0 0 220 ${height}`} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** A line of Flipping Coins in the paper's 0/1 notation. */
function Flipping() {
  const line = '0101011111';
  return (
    <Frame>
      {[...line].map((c, i) => (
        <Coin key={i} x={14 + i * 21} y={20} heads={c === '0'} label={c} />
      ))}
    </Frame>
  );
}

/** A strip of squares 0, 1, 2, ... with the near and far coins. */
function Sliding() {
  const near = 2;
  const far = 6;
  return (
    <Frame height={44}>
      {Array.from({ length: 9 }, (_, i) => (
        <g key={i}>
          <rect x={12 + i * 22} y={6} width={22} height={24} className="mini-square" />
          <text x={23 + i * 22} y={41} textAnchor="middle" className="mini-index">
            {i}
          </text>
        </g>
      ))}
      <Coin x={23 + near * 22} y={18} heads label="N" />
      <Coin x={23 + far * 22} y={18} heads={false} label="F" />
    </Frame>
  );
}

/** A blue heap (Left's, circles) and a red heap (Right's, squares). */
function GoldenNugget() {
  const stack = (n: number, x: number, round: boolean, cls: string) =>
    Array.from({ length: n }, (_, i) =>
      round ? (
        <circle key={i} cx={x} cy={52 - i * 7} r={5} className={cls} />
      ) : (
        <rect key={i} x={x - 5} y={47 - i * 7} width={10} height={10} className={cls} />
      ),
    );
  return (
    <Frame height={60}>
      {stack(6, 24, true, 'mini-left')}
      {stack(4, 128, false, 'mini-right')}
      <text x={36} y={56} className="mini-index">
        blue 6 (L)
      </text>
      <text x={140} y={56} className="mini-index">
        red 4 (R)
      </text>
    </Frame>
  );
}

/** Hoey's row of coins lifted into ruler rows: coin i sits in row = 2-adic valuation of i. */
function Ruler() {
  const row = 'TTTTHTTHTHHTHTT';
  const level = (i: number) => Math.min(3, Math.log2(i & -i));
  return (
    <Frame height={64}>
      {[...row].map((c, k) => (
        <Coin key={k} x={8 + k * 14.4} y={12 + level(k + 1) * 14} heads={c === 'H'} label={c} />
      ))}
    </Frame>
  );
}

/** Numbered coins: turn coin w, where w is the number of heads. */
function Oskar() {
  const config = '1001101';
  return (
    <Frame height={46}>
      {[...config].map((c, i) => (
        <g key={i}>
          <Coin x={20 + i * 30} y={18} heads={c === '1'} label={c === '1' ? 'H' : 'T'} />
          <text x={20 + i * 30} y={42} textAnchor="middle" className="mini-index">
            {i + 1}
          </text>
        </g>
      ))}
    </Frame>
  );
}

export const DRAWINGS: Record<string, () => ReactNode> = {
  flipping: Flipping,
  sliding: Sliding,
  goldennugget: GoldenNugget,
  ruler: Ruler,
  oskar: Oskar,
};
