/**
 * One coin. Heads and tails differ by shape and label, not colour alone: heads is a filled
 * disc with a crown mark and its letter, tails an open ring with its letter. An optional
 * owner tints it with the Left (blue) or Right (vermillion) Okabe–Ito colour. A change of
 * face plays a flip (CSS; none under prefers-reduced-motion).
 */
import { useRef } from 'react';
import './board.css';

export type CoinFace = 'H' | 'T';
export type Owner = 'left' | 'right';

export interface CoinProps {
  /** the face up; null draws an empty square (no coin) */
  face: CoinFace | null;
  /** the letter drawn on the face (default "H"/"T"; e.g. the paper's "0"/"1") */
  symbol?: string;
  owner?: Owner;
  /** accessible name when the coin stands alone; inside a CoinRow the cell names it */
  title?: string;
  className?: string;
}

export function Coin({ face, symbol, owner, title, className }: CoinProps) {
  // Count face changes so the flip animation runs on a change, not on first paint.
  const last = useRef(face);
  const flips = useRef(0);
  if (last.current !== face) {
    last.current = face;
    flips.current++;
  }
  const classes = [
    'coin',
    face === 'H' ? 'coin-heads' : face === 'T' ? 'coin-tails' : 'coin-empty',
    owner ? `coin-${owner}` : '',
    flips.current ? 'coin-flip' : '',
    className ?? '',
  ];
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <svg
      key={flips.current}
      className={classes.filter(Boolean).join(' ')}
      viewBox="0 0 40 40"
      {...a11y}
      focusable="false"
    >
      {face === null ? (
        <rect className="coin-slot" x="4" y="4" width="32" height="32" rx="4" />
      ) : face === 'H' ? (
        <>
          <circle className="coin-disc" cx="20" cy="20" r="17" />
          <path
            className="coin-crown"
            d="M12 13 L14.5 6.5 L17.5 10.5 L20 5.5 L22.5 10.5 L25.5 6.5 L28 13 Z"
          />
          <text className="coin-letter" x="20" y="28.5" textAnchor="middle">
            {symbol ?? 'H'}
          </text>
        </>
      ) : (
        <>
          <circle className="coin-ring" cx="20" cy="20" r="16" />
          <circle className="coin-ring-inner" cx="20" cy="20" r="12.5" />
          <text className="coin-letter" x="20" y="26" textAnchor="middle">
            {symbol ?? 'T'}
          </text>
        </>
      )}
    </svg>
  );
}
