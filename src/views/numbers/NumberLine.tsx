/**
 * Definition 2.1 on a number line: the open interval (lower, upper), the numbers of the
 * deciding level (integers, or multiples of 1/2^q) inside it, the nearest ones outside, and
 * the simplest number chosen. Positions are drawing coordinates only; every value shown is
 * the engine's string.
 */
import type { SimplestSearch } from '../../engine/arith/simplestSearch';
import { approx } from './format';

const W = 560;
const H = 92;
const AXIS = 50;
const PAD = 44;

interface Mark {
  value: string;
  kind: 'end' | 'inside' | 'outside' | 'chosen';
}

export function NumberLine({ search }: { search: SimplestSearch }) {
  const { interval, level, chosen } = search;
  const marks: Mark[] = [];
  if (interval.lower !== null) marks.push({ value: interval.lower, kind: 'end' });
  if (interval.upper !== null) marks.push({ value: interval.upper, kind: 'end' });
  for (const v of level?.inside ?? []) marks.push({ value: v, kind: v === chosen ? 'chosen' : 'inside' });
  for (const v of [level?.below, level?.above]) if (v != null && v !== interval.lower && v !== interval.upper) marks.push({ value: v, kind: 'outside' });
  if (chosen !== null && !marks.some((m) => m.value === chosen)) marks.push({ value: chosen, kind: 'chosen' });

  // The view window: the marks, padded; an open end extends the window on its side.
  const xs = marks.map((m) => approx(m.value));
  if (xs.length === 0) xs.push(0);
  let lo = Math.min(...xs);
  let hi = Math.max(...xs);
  const span = Math.max(hi - lo, 1e-9);
  lo -= interval.lower === null ? Math.max(1, span * 0.5) : span * 0.12;
  hi += interval.upper === null ? Math.max(1, span * 0.5) : span * 0.12;
  if (hi - lo < 1e-9) {
    lo -= 1;
    hi += 1;
  }
  const px = (v: number) => PAD + ((v - lo) / (hi - lo)) * (W - 2 * PAD);
  const left = interval.lower === null ? 6 : px(approx(interval.lower));
  const right = interval.upper === null ? W - 6 : px(approx(interval.upper));
  const levelName = level === null ? '' : level.level === 'integer' ? 'integers' : `multiples of 1/${level.level <= 20 ? 2 ** level.level : `2^${level.level}`}`;
  const description =
    `Interval (${interval.lower ?? '−∞'}, ${interval.upper ?? '∞'})` +
    (level ? `; ${levelName} inside: ${level.inside.length ? level.inside.join(', ') + (level.more ? ', …' : '') : 'none'}` : '') +
    (chosen ? `; simplest: ${chosen}` : '');

  return (
    <figure className="nl">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={description} preserveAspectRatio="xMidYMid meet">
        <line className="nl-axis" x1={4} x2={W - 4} y1={AXIS} y2={AXIS} />
        <rect className="nl-interval" x={left} width={Math.max(1, right - left)} y={AXIS - 7} height={14} />
        {interval.lower === null && <text className="nl-inf" x={8} y={AXIS + 30}>−∞</text>}
        {interval.upper === null && <text className="nl-inf" x={W - 8} y={AXIS + 30} textAnchor="end">∞</text>}
        {marks.map((m, k) => {
          const x = px(approx(m.value));
          const below = m.kind === 'end' || m.kind === 'outside';
          return (
            <g key={k} className={`nl-mark nl-${m.kind}`}>
              {m.kind === 'end' && <circle cx={x} cy={AXIS} r={6} />}
              {m.kind === 'outside' && <line x1={x} x2={x} y1={AXIS - 6} y2={AXIS + 6} />}
              {m.kind === 'inside' && <circle cx={x} cy={AXIS} r={5} />}
              {m.kind === 'chosen' && <path d={`M${x} ${AXIS - 9} l9 9 l-9 9 l-9 -9 Z`} />}
              <text x={x} y={below ? AXIS + 30 : AXIS - 16} textAnchor="middle">
                {m.value}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="nl-legend">
        <span className="nl-key nl-key-end">○ ends (not included)</span>
        {level && <span className="nl-key">● {levelName} inside</span>}
        {chosen && <span className="nl-key">◆ simplest</span>}
      </figcaption>
    </figure>
  );
}
