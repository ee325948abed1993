/**
 * A sign expansion drawn as a Hackenbush string: a stalk of edges from the ground up.
 * Left's edges (+) are blue and solid, Right's (−) vermillion and dashed, each labelled
 * with its sign, so the string reads without colour. Long strings are drawn with gaps.
 */
import { maxPieces, stalkWindow } from './stalkWindow';
// The stalk's own styles: every page that draws one (Numbers, Flipping) gets them.
import './hackenbush.css';

export interface HackenbushStalkProps {
  signs: string;
  /** edges read so far (from the ground); the rest are faded. null: all drawn alike */
  read?: number | null;
  /** draw a divider after this many edges (base | exponent) */
  split?: number | null;
  /** edge length in px and the drawing height (from stalkGeometry, shared by stalks side by side) */
  edge?: number;
  height?: number;
  title: string;
}

const MAX_EDGE = 30;
const MIN_EDGE = 14;
/** the tallest a stalk is drawn: it must fit a 1024×768 projector with caption and controls */
const MAX_STALK = 300;
const WIDTH = 96;
const X = 40;
const GROUND = 14;

export function HackenbushStalk({
  signs,
  read = null,
  split = null,
  edge,
  height: fixed,
  title,
}: HackenbushStalkProps) {
  const pieces = stalkWindow(signs.length, [read, split]);
  const geometry =
    edge === undefined || fixed === undefined ? stalkGeometry([signs]) : { edge, height: fixed };
  const EDGE = geometry.edge;
  const GAP = EDGE;
  const height = geometry.height;
  const groundY = height - GROUND;
  let y = groundY;
  const parts = pieces.map((p, k) => {
    if (p.kind === 'gap') {
      const top = y - GAP;
      const el = (
        <g key={`g${k}`} className="hb-gap">
          <path d={`M${X} ${y} l-5 ${-GAP / 4} l10 ${-GAP / 4} l-10 ${-GAP / 4} l5 ${-GAP / 4}`} />
          <text x={X + 12} y={y - GAP / 2 + 4}>
            {p.count} more
          </text>
        </g>
      );
      y = top;
      return el;
    }
    const i = p.index;
    const plus = signs[i] === '+';
    const top = y - EDGE;
    const faded = read !== null && i >= read;
    const current = read !== null && i === read - 1;
    const el = (
      <g
        key={i}
        className={`hb-edge ${plus ? 'hb-plus' : 'hb-minus'}${faded ? ' hb-faded' : ''}${current ? ' hb-current' : ''}`}
      >
        <line x1={X} y1={y} x2={X} y2={top + 3} />
        <circle cx={X} cy={top + 3} r={3.2} />
        <text
          className="hb-sign"
          x={X - 14}
          y={y - EDGE / 2 + 5}
          textAnchor="middle"
          style={{ fontSize: Math.min(18, EDGE * 0.75) }}
        >
          {plus ? '+' : '−'}
        </text>
        {split !== null && i === split - 1 && split < signs.length && (
          <line className="hb-split" x1={X - 26} x2={X + 30} y1={top + 3} y2={top + 3} />
        )}
      </g>
    );
    y = top;
    return el;
  });
  return (
    <svg
      className="hb"
      width={WIDTH}
      height={height}
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-label={title}
    >
      <line className="hb-ground" x1={4} x2={WIDTH - 4} y1={groundY} y2={groundY} />
      <circle className="hb-root" cx={X} cy={groundY} r={3.2} />
      {parts}
    </svg>
  );
}

/**
 * Edge length and drawing height for stalks drawn side by side: the same for every step of
 * a derivation (the stalks are), so the picture never jumps.
 */
export function stalkGeometry(strings: readonly string[]): { edge: number; height: number } {
  const pieces = Math.max(1, ...strings.map((s) => maxPieces(s.length)));
  const edge = Math.max(MIN_EDGE, Math.min(MAX_EDGE, Math.floor(MAX_STALK / pieces)));
  return { edge, height: pieces * edge + GROUND + 16 };
}
