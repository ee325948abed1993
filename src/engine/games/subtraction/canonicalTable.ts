/**
 * The canonical value of every heap 0..N of a complementary subtraction game, for any set:
 *   G(n) = { G(n − s) : s ∈ S, s ≤ n | G(n − c) : c ∉ S, 1 ≤ c ≤ n },
 * made canonical by the cgt store. This is Golden Nugget's heap table (goldennugget/heapTable.ts)
 * with the set as a parameter: set membership in, per-heap canonical ids out, progress ticks.
 *
 * One function with one interface, so it can be made faster for every set at once:
 * `extendCanonicalTable(table, upTo, work)` grows `table` (its `member` must reach upTo).
 *
 * Speed, as in Golden Nugget's table: heap n has n options and nearly all are dominated. Each
 * heap j remembers, per player, a heap whose value an earlier canonical construction found
 * strictly better than G(j) (canonical.ts `knownBetter`). Option j is dropped before any list is
 * built when that heap (or the one it remembers, and so on, up to CHASE steps) is an option of
 * n for the same player: a few typed-array reads. Dropping dominated options leaves the
 * canonical form unchanged, and chains of "strictly better" cannot loop.
 */
import { canonicalize, knownBetter } from '../../cgt/canonical';
import { storeSize, type GameId } from '../../cgt/store';
import type { Work } from '../../progress';

export interface CanonicalTable {
  /** member[k] = 1 when k ∈ S (Left's removals from a blue heap), for k = 0..member.length − 1 */
  readonly member: Uint8Array;
  /** values[n]: canonical id of the blue heap n, for n < computed */
  values: Int32Array;
  computed: number;
  /** better[0][j] (Left) / better[1][j] (Right): a heap whose value beats G(j) for that player, or −1 */
  better: [Int32Array, Int32Array];
  /** the first heap with a given value (id → heap) */
  heapOf: Map<GameId, number>;
}

export function newCanonicalTable(member: Uint8Array): CanonicalTable {
  return {
    member,
    values: new Int32Array(0),
    computed: 0,
    better: [new Int32Array(0), new Int32Array(0)],
    heapOf: new Map(),
  };
}

/** A table for a longer membership list, keeping the heaps already computed. */
export function withMembership(table: CanonicalTable, member: Uint8Array): CanonicalTable {
  return { ...table, member };
}

/** Per id, the heap (+1) whose option lists last held it: dedupes repeated values. */
let stamps: Int32Array = new Int32Array(0);
let stampCounter = 0;

/** How far a chain of better heaps is followed. */
const CHASE = 8;

function grow(a: Int32Array, size: number, keep: number, fill: number): Int32Array {
  const b = new Int32Array(size);
  if (fill !== 0) b.fill(fill);
  b.set(a.subarray(0, keep));
  return b;
}

/**
 * The heaps n − k (k ≥ 1 with member[k] === mark) not beaten by a remembered better heap that is
 * also such an option; values deduplicated. Returns their heaps.
 */
function keptHeaps(t: CanonicalTable, n: number, mark: number, side: 0 | 1, stamp: number): number[] {
  const { member, values } = t;
  const by = t.better[side];
  const kept: number[] = [];
  for (let k = 1; k <= n; k++) {
    if (member[k] !== mark) continue;
    const j = n - k;
    let h = by[j];
    let beaten = false;
    for (let depth = 0; h >= 0 && depth < CHASE; depth++, h = by[h])
      if (h < n && member[n - h] === mark) {
        beaten = true;
        break;
      }
    if (beaten) continue;
    const g = values[j];
    if (stamps[g] === stamp) continue;
    stamps[g] = stamp;
    kept.push(j);
  }
  return kept;
}

/** After a construction, remember for the kept heaps a better heap it found. */
function learn(t: CanonicalTable, heaps: readonly number[], side: 0 | 1): void {
  const by = t.better[side];
  for (const j of heaps) {
    const b = knownBetter(t.values[j], side === 0);
    const h = b >= 0 ? t.heapOf.get(b) : undefined;
    if (h !== undefined && h !== j) by[j] = h;
  }
}

/**
 * Make heaps 0..upTo known; reports progress as heaps done of upTo + 1 and may be cancelled
 * between heaps (what is done stays done: `computed` is advanced heap by heap).
 */
export function extendCanonicalTable(
  table: CanonicalTable,
  upTo: number,
  work?: Work,
  label = 'heap values',
): void {
  if (upTo < table.computed) return;
  if (upTo >= table.member.length)
    throw new RangeError(`the set is known only up to ${table.member.length - 1}`);
  if (table.values.length <= upTo) {
    const size = Math.max(upTo + 1, table.values.length * 2, 256);
    table.values = grow(table.values, size, table.computed, 0);
    table.better = [
      grow(table.better[0], size, table.computed, -1),
      grow(table.better[1], size, table.computed, -1),
    ];
  }
  const from = table.computed;
  for (let n = table.computed; n <= upTo; n++) {
    if (work && (n - from) % 32 === 0) work.tick(n, upTo + 1, label);
    if (stamps.length < storeSize())
      stamps = grow(stamps, Math.max(storeSize(), stamps.length * 2, 1024), stamps.length, 0);
    const left = keptHeaps(table, n, 1, 0, ++stampCounter);
    const right = keptHeaps(table, n, 0, 1, ++stampCounter);
    const g = canonicalize(
      left.map((j) => table.values[j]),
      right.map((j) => table.values[j]),
    );
    table.values[n] = g;
    if (!table.heapOf.has(g)) table.heapOf.set(g, n);
    table.computed = n + 1;
    learn(table, left, 0);
    learn(table, right, 1);
  }
  work?.tick(upTo + 1, upTo + 1, label);
}

/** The ids of heaps 0..upTo for Left's set `member` (a fresh table). */
export function canonicalTable(member: Uint8Array, upTo: number, work?: Work): Int32Array {
  const t = newCanonicalTable(member);
  extendCanonicalTable(t, upTo, work);
  return t.values.subarray(0, upTo + 1);
}
