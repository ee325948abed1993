/**
 * Definition 2.1 on a number line: the open interval (lower, upper), the numbers of the
 * deciding level (integers, or multiples of 1/2^q) inside it, the nearest ones outside, and
 * the simplest number chosen. Positions are drawing coordinates only (numberLineLayout.ts,
 * exact for numbers of any size); every value shown is the engine's string, shortened when
 * long, in full in the figure's description and in each mark's tooltip.
 */
import type { SimplestSearch } from '../../engine/arith/simplestSearch';
import { layoutNumberLine, type LineMark } from './numberLineLayout';

const W = 560;
const H = 92;
const AXIS = 50;
const PAD = 44;
/** the labels' 14px font: an average digit is about 8 units wide */
const CHAR = 8;

type Kind = 'end' | 'inside' | 'outside' | 'chosen';
const PRIORITY: Record<Kind, number> = { chosen: 3, end: 2, inside: 1, outside: 0 };

export function NumberLine({ search }: { search: SimplestSearch }) {
  const { interval, level, chosen } = search;
  const kinds: { value: string; kind: Kind }[] = [];
  if (interval.lower !== null) kinds.push({ value: interval.lower, kind: 'end' });
  if (interval.upper !== null) kinds.push({ value: interval.upper, kind: 'end' });
  for (const v of level?.inside ?? []) kinds.push({ value: v, kind: v === chosen ? 'chosen' : 'inside' });
  for (const v of [level?.below, level?.above])
    if (v != null && v !== interval.lower && v !== interval.upper) kinds.push({ value: v, kind: 'outside' });
  if (chosen !== null && !kinds.some((m) => m.value === chosen))
    kinds.push({ value: chosen, kind: 'chosen' });

  const marks: LineMark[] = kinds.map((m) => ({
    value: m.value,
    above: m.kind === 'inside' || m.kind === 'chosen',
    priority: PRIORITY[m.kind],
  }));
  const placed = layoutNumberLine(marks, {
    width: W,
    pad: PAD,
    charWidth: CHAR,
    openLower: interval.lower === null,
    openUpper: interval.upper === null,
  });
  const ends = placed.filter((_, k) => kinds[k].kind === 'end');
  const lowerEnd = interval.lower === null ? null : ends[0];
  const upperEnd = interval.upper === null ? null : ends[ends.length - 1];
  const left = lowerEnd ? lowerEnd.x : 6;
  const right = upperEnd ? upperEnd.x : W - 6;
  const levelName =
    level === null
      ? ''
      : level.level === 'integer'
        ? 'integers'
        : `multiples of 1/${level.level <= 20 ? 2 ** level.level : `2^${level.level}`}`;
  const description =
    `Interval (${interval.lower ?? '−∞'}, ${interval.upper ?? '∞'})` +
    (level
      ? `; ${levelName} inside: ${level.inside.length ? level.inside.join(', ') + (level.more ? ', …' : '') : 'none'}`
      : '') +
    (chosen ? `; simplest: ${chosen}` : '');

  return (
    <figure className="nl">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={description} preserveAspectRatio="xMidYMid meet">
        <line className="nl-axis" x1={4} x2={W - 4} y1={AXIS} y2={AXIS} />
        <rect className="nl-interval" x={left} width={Math.max(1, right - left)} y={AXIS - 7} height={14} />
        {interval.lower === null && (
          <text className="nl-inf" x={8} y={AXIS + 30}>
            −∞
          </text>
        )}
        {interval.upper === null && (
          <text className="nl-inf" x={W - 8} y={AXIS + 30} textAnchor="end">
            ∞
          </text>
        )}
        {placed.map((m, k) => {
          const kind = kinds[k].kind;
          const x = m.x;
          return (
            <g key={k} className={`nl-mark nl-${kind}`}>
              <title>{m.value}</title>
              {kind === 'end' && <circle cx={x} cy={AXIS} r={6} />}
              {kind === 'outside' && <line x1={x} x2={x} y1={AXIS - 6} y2={AXIS + 6} />}
              {kind === 'inside' && <circle cx={x} cy={AXIS} r={5} />}
              {kind === 'chosen' && <path d={`M${x} ${AXIS - 9} l9 9 l-9 9 l-9 -9 Z`} />}
              {m.label !== null && (
                <text x={m.labelX} y={m.above ? AXIS - 16 : AXIS + 30} textAnchor={m.anchor}>
                  {m.label}
                </text>
              )}
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
