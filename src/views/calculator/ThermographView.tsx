/**
 * A thermograph drawn as SVG the usual way: temperature upward, and x decreasing to the right,
 * so Left's wall (the larger values) is on the left, both axes on one scale (walls at 45°). The engine gives each wall's breakpoints
 * as exact "p/q" strings from t = −1 to the foot of the mast; the view only places them, and
 * the readout shows the engine's exact breakpoint nearest the pointer (or the focused one).
 */
import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';

export interface ThermographData {
  left: readonly (readonly [string, string])[];
  right: readonly (readonly [string, string])[];
}

/** Long exact values shortened for a label (the read-out gives them whole). */
function short(v: string): string {
  return v.length > 14 ? `${v.slice(0, 6)}…${v.slice(-6)}` : v;
}

interface Props {
  thermograph: ThermographData;
  mean: string;
  temperature: string;
  /** accessible name, e.g. "Thermograph of {2|1}" */
  label: string;
  /** say how to read corners (once a page) */
  hint?: boolean;
}

const W = 560;
const H = 340;
const M = { left: 48, right: 48, top: 20, bottom: 64 };

/** A "p/q" string as a float, for placing on screen only. */
function place(v: string): number {
  const [p, q] = v.split('/');
  return Number(p) / (q ? Number(q) : 1);
}

interface Point {
  wall: 'Left' | 'Right';
  t: string;
  x: string;
}

export function ThermographView({ thermograph, mean, temperature, label, hint = true }: Props) {
  const titleId = useId();
  const points: Point[] = [
    ...thermograph.left.map(([t, x]) => ({ wall: 'Left' as const, t, x })),
    ...thermograph.right.map(([t, x]) => ({ wall: 'Right' as const, t, x })),
  ];
  const ts = points.map((p) => place(p.t));
  const xs = points.map((p) => place(p.x));
  const top = Math.max(1, ...ts) + Math.max(1, (Math.max(...ts) + 1) / 3); // room for the mast
  // at least a unit wide, and relatively wide enough that a huge x (2^200) still spreads
  const spread = Math.max(1, Math.abs(place(mean)) * 1e-6);
  const xMin = Math.min(...xs, place(mean) - spread);
  const xMax = Math.max(...xs, place(mean) + spread);
  // One scale for both axes, so a wall of slope ±1 is drawn at 45° as in every textbook (issue
  // 24); only when that would squash one axis to a sliver (a number near 2^200 beside t ≈ 1)
  // does each axis get its own. x grows to the left: Left's side on the left.
  const plotW = W - M.left - M.right;
  const plotH = H - M.top - M.bottom;
  const unitX = plotW / (xMax - xMin);
  const unitT = plotH / (top + 1);
  const oneScale = Math.max(unitX, unitT) / Math.min(unitX, unitT) <= 50;
  const ux = oneScale ? Math.min(unitX, unitT) : unitX;
  const ut = oneScale ? Math.min(unitX, unitT) : unitT;
  const xMid = (xMin + xMax) / 2;
  const sx = (x: number) => M.left + plotW / 2 + (xMid - x) * ux;
  const st = (t: number) => H - M.bottom - (t + 1) * ut;
  const path = (wall: ThermographData['left']) =>
    wall
      .map(([t, x], i) => `${i ? 'L' : 'M'}${sx(place(x)).toFixed(1)},${st(place(t)).toFixed(1)}`)
      .join(' ');
  const foot = st(place(temperature));
  const [active, setActive] = useState<number | null>(null);

  const nearest = (ev: PointerEvent<SVGSVGElement>) => {
    const box = ev.currentTarget.getBoundingClientRect();
    const px = ((ev.clientX - box.left) / box.width) * W;
    const py = ((ev.clientY - box.top) / box.height) * H;
    let best = 0;
    points.forEach((p, i) => {
      const d = Math.hypot(sx(place(p.x)) - px, st(place(p.t)) - py);
      if (d < Math.hypot(sx(place(points[best].x)) - px, st(place(points[best].t)) - py)) best = i;
    });
    setActive(best);
  };
  const onKey = (ev: KeyboardEvent) => {
    if (ev.key !== 'ArrowRight' && ev.key !== 'ArrowLeft') return;
    ev.preventDefault();
    const step = ev.key === 'ArrowRight' ? 1 : -1;
    setActive((a) => ((a ?? -step) + step + points.length) % points.length);
  };
  const shown = active === null ? null : points[active];

  return (
    <figure className="calc-thermo">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={titleId}
        tabIndex={0}
        onPointerMove={nearest}
        onPointerLeave={() => setActive(null)}
        onKeyDown={onKey}
        data-testid="calc-thermograph"
      >
        <title id={titleId}>{`${label}: mean ${mean}, temperature ${temperature}`}</title>
        <line className="calc-thermo-axis" x1={M.left} x2={W - M.right} y1={st(0)} y2={st(0)} />
        <text className="calc-thermo-label" x={W - M.right} y={st(0) - 6} textAnchor="end">
          t = 0
        </text>
        <path className="calc-thermo-wall calc-thermo-wall--left" d={path(thermograph.left)} />
        <path className="calc-thermo-wall calc-thermo-wall--right" d={path(thermograph.right)} />
        <line className="calc-thermo-mast" x1={sx(place(mean))} x2={sx(place(mean))} y1={foot} y2={M.top} />
        <line className="calc-thermo-temp" x1={M.left} x2={W - M.right} y1={foot} y2={foot} />
        <text className="calc-thermo-label" x={M.left} y={foot - 6}>
          temperature {short(temperature)}
        </text>
        <text className="calc-thermo-label" x={sx(place(mean))} y={H - 8} textAnchor="middle">
          mean {short(mean)}
        </text>
        {[thermograph.left[0], thermograph.right[0]].map(
          (p, i) =>
            p &&
            !(i === 1 && thermograph.left[0]?.[1] === p[1]) && (
              <text
                key={i}
                className="calc-thermo-label"
                x={sx(place(p[1]))}
                y={st(place(p[0])) + 20}
                textAnchor={i === 0 ? 'start' : 'end'}
              >
                {short(p[1])}
              </text>
            ),
        )}
        {shown && (
          <circle className="calc-thermo-point" cx={sx(place(shown.x))} cy={st(place(shown.t))} r={7} />
        )}
      </svg>
      <figcaption aria-live="polite" data-testid="calc-thermo-readout">
        {shown ? (
          <>
            {shown.wall} wall at <strong>t = {shown.t}</strong>: <strong>x = {shown.x}</strong>
          </>
        ) : hint ? (
          <>
            Point at the walls (or focus the picture and press ← →) to read a corner exactly. Left&apos;s wall
            is on the left.
          </>
        ) : null}
      </figcaption>
    </figure>
  );
}
