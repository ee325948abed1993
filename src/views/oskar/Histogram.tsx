/**
 * The distribution as an SVG histogram with its symmetry drawn in: a dashed centre line at
 * N(N+1)/4, and the chosen m and its mirror N(N+1)/2 − m marked by a triangle pointing up and
 * one pointing down (shapes and labels, not colour). Many bars are binned (each bin as tall as
 * its largest count). Heights are only proportions of engine counts; the table beside it is
 * the accessible version.
 */
import { groupDigits } from '../../ui/format/groupDigits';
const WIDTH = 1000;
const HEIGHT = 260;
const MAX_BARS = 500;

interface Props {
  counts: readonly string[];
  selected: number;
}

export function Histogram({ counts, selected }: Props) {
  const D = counts.length - 1;
  const big = counts.map((c) => BigInt(c));
  const max = big.reduce((a, b) => (b > a ? b : a), 1n);
  const ratio = (x: bigint) => Number((x * 100000n) / max) / 100000;
  const bins = Math.min(counts.length, MAX_BARS);
  const perBin = counts.length / bins;
  const heights: number[] = [];
  for (let b = 0; b < bins; b++) {
    let top = 0n;
    for (let m = Math.floor(b * perBin); m < Math.floor((b + 1) * perBin); m++)
      if (big[m] > top) top = big[m];
    heights.push(ratio(top));
  }
  const barW = WIDTH / bins;
  const x = (m: number) => ((m + 0.5) / counts.length) * WIDTH;
  const mirror = D - selected;
  const tri = (cx: number, up: boolean) =>
    up
      ? `${cx - 9},${HEIGHT + 22} ${cx + 9},${HEIGHT + 22} ${cx},${HEIGHT + 6}`
      : `${cx - 9},${HEIGHT + 6} ${cx + 9},${HEIGHT + 6} ${cx},${HEIGHT + 22}`;

  return (
    <svg
      className="oskar-histogram"
      viewBox={`0 -24 ${WIDTH} ${HEIGHT + 72}`}
      role="img"
      aria-label={`Histogram of the ${groupDigits(counts.length)} counts for m = 0 to ${groupDigits(D)}; it is symmetric about ${groupDigits(D / 2)}. The table below lists every count.`}
      data-testid="oskar-histogram"
    >
      {heights.map((h, b) => (
        <rect
          key={b}
          x={b * barW}
          y={HEIGHT - h * HEIGHT}
          width={Math.max(barW - (bins < 120 ? 1 : 0), 0.5)}
          height={h * HEIGHT}
          className="oskar-bar"
        />
      ))}
      <line x1={WIDTH / 2} x2={WIDTH / 2} y1={-10} y2={HEIGHT} className="oskar-centre" />
      <text x={WIDTH / 2} y={-12} textAnchor="middle" className="oskar-svg-label">
        centre N(N+1)/4 = {groupDigits(D / 2)}
      </text>
      <line x1={x(selected)} x2={x(selected)} y1={0} y2={HEIGHT} className="oskar-pick" />
      <line x1={x(mirror)} x2={x(mirror)} y1={0} y2={HEIGHT} className="oskar-pick oskar-pick-mirror" />
      <polygon points={tri(x(selected), true)} className="oskar-pick-mark" />
      <polygon points={tri(x(mirror), false)} className="oskar-pick-mark oskar-pick-mark-mirror" />
      <text x={x(selected)} y={HEIGHT + 36} textAnchor="middle" className="oskar-svg-label">
        m = {groupDigits(selected)}
      </text>
      {mirror !== selected && (
        <text x={x(mirror)} y={HEIGHT + 36} textAnchor="middle" className="oskar-svg-label">
          {groupDigits(D)} − m
        </text>
      )}
      <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="oskar-axis" />
    </svg>
  );
}
