/**
 * Which edges of a long Hackenbush string to draw: all when few, else the ground end, the
 * top end and the edges around the places the step is about (the reading point, the
 * base/exponent split), with gaps between. Pure: the SVG only draws what this returns.
 */
export type StalkPiece = { kind: 'edge'; index: number } | { kind: 'gap'; count: number };

const ALL = 20;
const AROUND = 2;
const ENDS = 4;

/** The most pieces stalkWindow can return for a string of this length (for a fixed height). */
export function maxPieces(length: number): number {
  return length <= ALL ? length : 2 * ENDS + 2 * 2 * AROUND + 3;
}

export function stalkWindow(
  length: number,
  focusPoints: readonly (number | null)[],
  all = ALL,
  around = AROUND,
  ends = ENDS,
): StalkPiece[] {
  if (length <= all) return Array.from({ length }, (_, index) => ({ kind: 'edge', index }));
  const keep = new Set<number>();
  for (let i = 0; i < ends; i++) {
    keep.add(i);
    keep.add(length - 1 - i);
  }
  for (const p of focusPoints) {
    if (p === null) continue;
    for (let i = p - around; i < p + around; i++) if (i >= 0 && i < length) keep.add(i);
  }
  const sorted = [...keep].sort((a, b) => a - b);
  const out: StalkPiece[] = [];
  let prev = -1;
  for (const i of sorted) {
    if (i > prev + 1) out.push({ kind: 'gap', count: i - prev - 1 });
    out.push({ kind: 'edge', index: i });
    prev = i;
  }
  return out;
}
