/**
 * Grundy numbers by definition: G(p) = mex of G over every position one move away
 * (rules.ts). One memoised table for the whole engine, grown row by row on demand: every
 * move from (x, y) lands on a row y' <= y (a smaller x on the same row), so extending the
 * table never touches rows already computed.
 */
import { mex } from '../../arith/nim';
import { EngineError } from '../../errors';
import type { Work } from '../../progress';
import type { Position } from './rules';

/** Largest y brute force will tabulate (about y³/2 move look-ups: well under a second). */
export const BRUTE_MAX_Y = 300;

/** rows[y][x] = G(x, y) for 0 <= x < y; rows[0] = [G(0, 0)] = [0]. */
const rows: Int32Array[] = [Int32Array.of(0)];

function lookup([x, y]: Position): number {
  return rows[y][x];
}

/**
 * G of every option of (x, y), read from the table. The same positions as rules.ts
 * `options` (a test checks it), without building Move objects: this is the hot loop.
 */
const scratch: number[] = [];
function optionValues(x: number, y: number): number[] {
  scratch.length = 0;
  if (x === 0) {
    for (let y2 = 0; y2 < y; y2++) scratch.push(rows[y2][0]); // lone coin, (0, 0) included
    return scratch;
  }
  const row = rows[y];
  for (let x2 = 0; x2 < x; x2++) scratch.push(row[x2]); // near coin down or off
  for (let y2 = x + 1; y2 < y; y2++) scratch.push(rows[y2][x]); // far coin between the coins
  for (let s = 0; s < x; s++) scratch.push(rows[s + 1][s]); // push to square s: (s, s + 1)
  scratch.push(rows[0][0]); // push both over the edge
  return scratch;
}

/** Make sure rows 0..maxY are known, reporting progress (cancellable) through `work`. */
export function ensureBruteForce(maxY: number, work?: Work): void {
  if (!Number.isSafeInteger(maxY) || maxY < 0)
    throw new EngineError('bad_field', `brute force needs a whole number bound, got ${maxY}`);
  if (maxY > BRUTE_MAX_Y)
    throw new EngineError('too_large', `brute force runs up to y = ${BRUTE_MAX_Y} here (asked for ${maxY})`);
  const from = rows.length;
  const cost = (y: number) => y * y; // moves per row, roughly
  let total = 0;
  for (let y = from; y <= maxY; y++) total += cost(y);
  let done = 0;
  for (let y = from; y <= maxY; y++) {
    work?.tick(done, total, `brute force: row y = ${y} of ${maxY}`);
    const row = new Int32Array(y);
    rows.push(row); // options on this row read earlier cells of it
    for (let x = 0; x < y; x++) row[x] = mex(optionValues(x, y));
    done += cost(y);
  }
  work?.tick(total, total, 'brute force done');
}

/** G(x, y) by brute force (y <= BRUTE_MAX_Y). */
export function bruteGrundy(p: Position, work?: Work): number {
  ensureBruteForce(p[1], work);
  return lookup(p);
}

/** How far the table reaches now (for tests and the bench). */
export function bruteForceExtent(): number {
  return rows.length - 1;
}
