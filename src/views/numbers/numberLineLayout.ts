/**
 * Where the marks of a number line go, for any size of number: positions are computed from
 * the engine's exact "p/q" strings (q a power of 2) with BigInt, so 10^300 or 2^-5000 never
 * becomes Infinity or NaN; long labels are shortened; a label that would overlap one already
 * placed on its row is left out (the mark stays; the figure's description lists every value).
 * Drawing coordinates only: no value is computed for the reader.
 */

export interface LineMark {
  value: string;
  /** drawn above the axis (true) or below it */
  above: boolean;
  /** higher first: which label wins when two would overlap */
  priority: number;
}

export interface PlacedMark extends LineMark {
  x: number;
  /** the label text, shortened; null when it is left out to avoid an overlap */
  label: string | null;
  /** where the label is anchored (clamped inside the drawing) */
  labelX: number;
  anchor: 'start' | 'middle' | 'end';
}

export interface LineGeometry {
  width: number;
  pad: number;
  /** average label character width in drawing units */
  charWidth: number;
  /** an open end (no option on that side) extends the window on its side */
  openLower: boolean;
  openUpper: boolean;
}

/** "p/q" or "p" as an exact numerator over 2^k; null if the text is not such a number. */
export function parseDyadicText(s: string): { num: bigint; exp: number } | null {
  const m = /^(-?\d+)(?:\/(\d+))?$/.exec(s.trim());
  if (!m) return null;
  const q = m[2] === undefined ? 1n : BigInt(m[2]);
  if (q <= 0n || (q & (q - 1n)) !== 0n) return null;
  return { num: BigInt(m[1]), exp: q.toString(2).length - 1 };
}

/** A long label shortened: "1000000000…0001/1024" keeps its first and last digits. */
export function shortLabel(s: string, max = 12): string {
  const minus = s.startsWith('-') ? '−' : '';
  const body = s.replace(/^-/, '');
  const cut = (d: string) => (d.length <= max ? d : `${d.slice(0, 4)}…${d.slice(-3)}`);
  return minus + body.split('/').map(cut).join('/');
}

const SCALE = 1_000_000n;

/** x coordinates of every mark (exact window arithmetic) and non-overlapping labels. */
export function layoutNumberLine(marks: readonly LineMark[], g: LineGeometry): PlacedMark[] {
  const parsed = marks.map((m) => parseDyadicText(m.value));
  const exp = Math.max(0, ...parsed.map((p) => p?.exp ?? 0));
  const nums = parsed.map((p) => (p === null ? 0n : p.num << BigInt(exp - p.exp)));
  const one = 1n << BigInt(exp);
  let lo = nums.length ? nums.reduce((a, b) => (b < a ? b : a)) : 0n;
  let hi = nums.length ? nums.reduce((a, b) => (b > a ? b : a)) : 0n;
  const span = hi - lo > 0n ? hi - lo : one;
  const open = span / 2n > one ? span / 2n : one;
  lo -= g.openLower ? open : (span * 12n) / 100n;
  hi += g.openUpper ? open : (span * 12n) / 100n;
  if (hi <= lo) {
    lo -= one;
    hi += one;
  }
  const inner = g.width - 2 * g.pad;
  const xOf = (n: bigint) => g.pad + (Number(((n - lo) * SCALE) / (hi - lo)) / Number(SCALE)) * inner;

  const placed: PlacedMark[] = marks.map((m, k) => ({
    ...m,
    x: xOf(nums[k]),
    label: shortLabel(m.value),
    labelX: 0,
    anchor: 'middle',
  }));
  const taken: Record<'above' | 'below', [number, number][]> = { above: [], below: [] };
  // the −∞ / ∞ signs of an open end sit below the axis at the edges
  if (g.openLower) taken.below.push([0, 2 + 3 * g.charWidth]);
  if (g.openUpper) taken.below.push([g.width - 2 - 3 * g.charWidth, g.width]);
  const order = placed.map((_, k) => k).sort((a, b) => placed[b].priority - placed[a].priority);
  for (const k of order) {
    const p = placed[k];
    const w = p.label!.length * g.charWidth;
    // clamp inside the drawing: anchor at an edge instead of running off it
    let left = p.x - w / 2;
    p.anchor = 'middle';
    p.labelX = p.x;
    if (left < 2) {
      left = 2;
      p.anchor = 'start';
      p.labelX = 2;
    } else if (left + w > g.width - 2) {
      left = g.width - 2 - w;
      p.anchor = 'end';
      p.labelX = g.width - 2;
    }
    const row = taken[p.above ? 'above' : 'below'];
    if (row.some(([a, b]) => left < b + 4 && a < left + w + 4)) p.label = null;
    else row.push([left, left + w]);
  }
  return placed;
}
