/**
 * A row of coins as a standalone SVG picture, drawn from the same plain data a CoinRow gets
 * (faces, letters, labels, owners), with the same shapes as Coin: heads a filled disc with a
 * crown, tails a ring. The colours are the theme's, written out (a file has no CSS variables).
 */
import { escapeXml, svgDocument } from '../export/svgText';
import type { CoinFace, Owner } from './Coin';

const INK = '#1b1b1f';
const MUTED = '#5b5b66';
const HEADS = '#e69f00';
const OWNER = { left: '#0072b2', right: '#d55e00' } as const;

const COIN = 40; // the coin's drawing box (Coin's viewBox)
const CELL = 46; // one coin and its gap
const PAD = 8;
const LABEL_H = 20;
const TITLE_H = 26;

export interface CoinRowSvgData {
  coins: readonly (CoinFace | null)[];
  /** what the picture shows, e.g. "Flipping Coins line 0101011111" (its title, also written above the row) */
  title: string;
  labels?: readonly (string | number)[];
  symbols?: { H: string; T: string };
  owners?: readonly (Owner | undefined)[];
}

/** One coin at (x, y), drawn in Coin's 40×40 box. */
function coinSvg(
  face: CoinFace | null,
  letter: string,
  owner: Owner | undefined,
  x: number,
  y: number,
): string {
  const g = (body: string, name: string) =>
    `<g class="coin coin-${name}" transform="translate(${x} ${y})">${body}</g>`;
  if (face === null)
    return g(
      `<rect x="4" y="4" width="32" height="32" rx="4" fill="none" stroke="${MUTED}" stroke-width="1.5" stroke-dasharray="4 3"/>`,
      'empty',
    );
  const text = (fill: string, baseline: number) =>
    `<text x="20" y="${baseline}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="15" font-weight="700" fill="${fill}">${escapeXml(letter)}</text>`;
  if (face === 'H') {
    const onColour = owner === 'left' ? '#ffffff' : INK;
    return g(
      `<circle cx="20" cy="20" r="17" fill="${owner ? OWNER[owner] : HEADS}" stroke="${INK}" stroke-width="2"/>` +
        `<path d="M12 13 L14.5 6.5 L17.5 10.5 L20 5.5 L22.5 10.5 L25.5 6.5 L28 13 Z" fill="${onColour}"/>` +
        text(onColour, 28.5),
      'heads',
    );
  }
  return g(
    `<circle cx="20" cy="20" r="16" fill="#ffffff" stroke="${owner ? OWNER[owner] : INK}" stroke-width="3"/>` +
      `<circle cx="20" cy="20" r="12.5" fill="none" stroke="${MUTED}" stroke-width="1" stroke-dasharray="2 2"/>` +
      text(INK, 26),
    'tails',
  );
}

export function coinRowSvg({ coins, title, labels, symbols, owners }: CoinRowSvgData): string {
  const width = PAD * 2 + Math.max(1, coins.length) * CELL;
  const top = PAD + TITLE_H;
  const height = top + COIN + (labels ? LABEL_H : 0) + PAD;
  const parts = [
    `<text x="${PAD}" y="${PAD + 16}" font-family="system-ui, sans-serif" font-size="16" fill="${INK}">${escapeXml(title)}</text>`,
  ];
  coins.forEach((face, i) => {
    const x = PAD + i * CELL + (CELL - COIN) / 2;
    const letter = face ? (symbols?.[face] ?? face) : '';
    parts.push(coinSvg(face, letter, owners?.[i], x, top));
    const label = labels?.[i];
    if (label !== undefined) {
      parts.push(
        `<text class="coin-label" x="${x + COIN / 2}" y="${top + COIN + 15}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="12" fill="${MUTED}">${escapeXml(label)}</text>`,
      );
    }
  });
  return svgDocument({ width, height, title, body: parts.join('') });
}
