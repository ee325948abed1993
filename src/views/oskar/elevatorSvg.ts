/**
 * The elevator diagram as a standalone SVG, drawn from its columns rather than copied from the
 * page: the page renders only the rows in view of a tall diagram, the file has every row. Same
 * marks as the page: heads tinted, the elevator boxed, marked cells underlined, the current
 * column shaded.
 */
import { escapeXml, svgDocument } from '../../ui/export/svgText';
import type { ElevatorColumn } from './types';

const CELL_W = 26;
const CELL_H = 22;
const HEAD_W = 40;
const PAD = 8;
const TITLE_H = 26;
/** A generous average width of a 16 px sans-serif character, in ems (the title is not measured). */
const TITLE_EM = 0.6;
const INK = '#1b1b1f';
const MUTED = '#5b5b66';
const HEAD_TINT = '#fbe9c7'; // the page's accent (#e69f00) at 18% on white
const NOW_TINT = '#dff0fa'; // the page's sky (#56b4e9) at 22% on white

interface ElevatorSvgInput {
  coins: number;
  from: number;
  to: number;
  get(m: number): ElevatorColumn | undefined;
  current: number;
  title: string;
}

export function elevatorSvg({ coins, from, to, get, current, title }: ElevatorSvgInput): string {
  const times: number[] = [];
  for (let m = from; m <= to; m++) times.push(m);
  const top = PAD + TITLE_H;
  const x = (j: number) => PAD + HEAD_W + j * CELL_W;
  const y = (row: number) => top + CELL_H + row * CELL_H; // row 0: coin N; row N: the weight
  const text = (
    tx: number,
    ty: number,
    body: string | number,
    { fill = INK, weight = 400, anchor = 'middle' } = {},
  ) =>
    `<text x="${tx}" y="${ty}" text-anchor="${anchor}" font-family="ui-monospace, monospace" font-size="14" font-weight="${weight}" fill="${fill}">${escapeXml(body)}</text>`;
  const caption = title.length > 90 ? `${title.slice(0, 89)}…` : title; // a 2,000-coin name stays in <title>
  const parts = [
    `<text x="${PAD}" y="${PAD + 16}" font-family="system-ui, sans-serif" font-size="16" fill="${INK}">${escapeXml(caption)}</text>`,
  ];

  parts.push(text(PAD + HEAD_W / 2, top + 16, 'm', { fill: MUTED }));
  times.forEach((m, j) => {
    if (m === current)
      parts.push(
        `<rect x="${x(j)}" y="${top}" width="${CELL_W}" height="${(coins + 2) * CELL_H}" fill="${NOW_TINT}"/>`,
      );
    parts.push(text(x(j) + CELL_W / 2, top + 16, m, { weight: m === current ? 700 : 400 }));
  });
  for (let row = 0; row <= coins; row++) {
    const coin = coins - row;
    parts.push(text(PAD + HEAD_W - 8, y(row) + 16, coin === 0 ? 'w' : coin, { fill: MUTED, anchor: 'end' }));
  }
  times.forEach((m, j) => {
    const col = get(m);
    if (!col) return;
    for (let row = 0; row < coins; row++) {
      const coin = coins - row;
      const digit = col.configuration[coin - 1];
      const cx = x(j);
      const cy = y(row);
      if (digit === '1' && m !== current)
        parts.push(`<rect x="${cx}" y="${cy}" width="${CELL_W}" height="${CELL_H}" fill="${HEAD_TINT}"/>`);
      const elevator = col.w === coin;
      parts.push(text(cx + CELL_W / 2, cy + 16, digit, { weight: elevator ? 800 : 400 }));
      if (elevator)
        parts.push(
          `<rect x="${cx + 1.5}" y="${cy + 1.5}" width="${CELL_W - 3}" height="${CELL_H - 3}" fill="none" stroke="${INK}" stroke-width="3"/>`,
        );
      if (col.marked[coin - 1] === '1')
        parts.push(
          `<line x1="${cx + 8}" x2="${cx + CELL_W - 8}" y1="${cy + 19}" y2="${cy + 19}" stroke="${INK}" stroke-width="2"/>`,
        );
    }
    const wy = y(coins);
    parts.push(text(x(j) + CELL_W / 2, wy + 16, col.w, { weight: col.w === 0 ? 800 : 400 }));
    if (col.w === 0)
      parts.push(
        `<rect x="${x(j) + 1.5}" y="${wy + 1.5}" width="${CELL_W - 3}" height="${CELL_H - 3}" fill="none" stroke="${INK}" stroke-width="3"/>`,
      );
  });
  // the weight row under a rule, as on the page
  parts.push(
    `<line x1="${PAD}" x2="${x(times.length)}" y1="${y(coins)}" y2="${y(coins)}" stroke="${MUTED}" stroke-width="1"/>`,
  );
  parts.push(
    `<line x1="${x(0)}" x2="${x(0)}" y1="${top}" y2="${y(coins + 1)}" stroke="${MUTED}" stroke-width="1"/>`,
  );
  // A few columns are narrower than the title above them: the picture is as wide as both.
  const titleWidth = 2 * PAD + Math.ceil(caption.length * TITLE_EM * 16);
  return svgDocument({
    width: Math.max(x(times.length) + PAD, titleWidth),
    height: y(coins + 1) + PAD,
    title,
    body: parts.join(''),
  });
}
