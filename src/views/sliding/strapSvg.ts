/**
 * A strap as a standalone SVG picture, from the position alone: the edge, squares 0 … width − 1,
 * the near coin (disc, N) and the far coin (square, F), as StrapBoard draws them. A mirrored
 * strap (Definition 1.2's right strap) has its edge on the right.
 */
import { coinSquares, type Position } from '../../engine/games/sliding/rules';
import { escapeXml, svgDocument } from '../../ui/export/svgText';

const INK = '#1b1b1f';
const MUTED = '#5b5b66';
const NEAR = '#56b4e9';
const FAR = '#e69f00';
const CELL = 48;
const PAD = 8;
const TITLE_H = 26;

export function strapSvg({
  position,
  width,
  title,
  mirrored = false,
}: {
  position: Position;
  width: number;
  title: string;
  mirrored?: boolean;
}): string {
  const { near, far } = coinSquares(position);
  const cells = Array.from({ length: width + 1 }, (_, i) => i - 1); // -1 is the edge
  const x = (cell: number) => PAD + (mirrored ? width - 1 - cell : cell + 1) * CELL;
  const top = PAD + TITLE_H;
  const parts = [
    `<text x="${PAD}" y="${PAD + 16}" font-family="system-ui, sans-serif" font-size="16" fill="${INK}">${escapeXml(title)}</text>`,
  ];
  const text = (tx: number, ty: number, body: string | number, size: number, fill = INK, weight = 400) =>
    `<text x="${tx}" y="${ty}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(body)}</text>`;
  for (const cell of cells) {
    const cx = x(cell);
    const edge = cell === -1;
    parts.push(
      `<rect class="strap-cell" x="${cx + 1}" y="${top}" width="${CELL - 2}" height="${CELL - 2}" fill="${edge ? '#eeeeee' : '#ffffff'}" stroke="${MUTED}" stroke-width="1"${edge ? ' stroke-dasharray="4 3"' : ''}/>`,
    );
    parts.push(text(cx + CELL / 2, top + CELL + 14, edge ? 'edge' : cell, 12, MUTED));
    const mid = { x: cx + CELL / 2, y: top + CELL / 2 - 1 };
    if (cell === near)
      parts.push(
        `<g class="strap-coin strap-coin-near"><circle cx="${mid.x}" cy="${mid.y}" r="16" fill="${NEAR}" stroke="${INK}" stroke-width="2"/>${text(mid.x, mid.y + 6, 'N', 16, INK, 700)}</g>`,
      );
    if (cell === far)
      parts.push(
        `<g class="strap-coin strap-coin-far"><rect x="${mid.x - 15}" y="${mid.y - 15}" width="30" height="30" rx="3" fill="${FAR}" stroke="${INK}" stroke-width="2"/>${text(mid.x, mid.y + 6, 'F', 16, INK, 700)}</g>`,
      );
  }
  return svgDocument({
    width: PAD * 2 + (width + 1) * CELL,
    height: top + CELL + 22 + PAD,
    title,
    body: parts.join(''),
  });
}
