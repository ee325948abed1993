/**
 * The canonical value of every heap 0..N of a complementary subtraction game, for any set:
 *   G(n) = { G(n − s) : s ∈ S, s ≤ n | G(n − c) : c ∉ S, 1 ≤ c ≤ n },
 * made canonical by the cgt store. This is Golden Nugget's heap table (goldennugget/heapTable.ts)
 * with the set as a parameter: set membership in, per-heap canonical ids out, progress ticks.
 *
 * One clean function with one interface, so it can be made faster for every set at once:
 * `extendCanonicalTable(table, upTo, work)` grows `table` (its `member` must reach upTo).
 * Each heap's options are deduplicated by id (a stamp array) before canonicalize, which then
 * removes dominated options, largely through its remembered dominators.
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
}

export function newCanonicalTable(member: Uint8Array): CanonicalTable {
  return { member, values: new Int32Array(0), computed: 0 };
}

/** Per id, the last heap (+1) whose option lists held it: [Left, Right] stamps. */
let stamps = [new Int32Array(0), new Int32Array(0)];

function stampsFor(size: number): Int32Array[] {
  if (stamps[0].length < size) {
    const grow = (a: Int32Array) => {
      const b = new Int32Array(Math.max(size, a.length * 2, 1024));
      b.set(a);
      return b;
    };
    stamps = [grow(stamps[0]), grow(stamps[1])];
  }
  return stamps;
}

/** How far a chain of remembered better games is followed. */
const CHASE = 8;

/**
 * The options no remembered better game (canonical.ts `knownBetter`), or one better than
 * that and so on, beats among this heap's options: dropping dominated options leaves the
 * canonical form unchanged, and "strictly better" chains cannot loop.
 */
function pruned(opts: GameId[], stamp: Int32Array, mark: number, left: boolean): GameId[] {
  if (opts.length < 8) return opts;
  let k = 0;
  for (let i = 0; i < opts.length; i++) {
    const g = opts[i];
    let h = knownBetter(g, left);
    let hit = false;
    for (let depth = 0; h >= 0 && depth < CHASE; depth++, h = knownBetter(h, left))
      if (h < stamp.length && stamp[h] === mark) {
        hit = true;
        break;
      }
    if (!hit) opts[k++] = g;
  }
  opts.length = k;
  return opts;
}

/** A stamp no heap of any table has used: tables share the stamp arrays. */
let stampCounter = 0;

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
    const v = new Int32Array(Math.max(upTo + 1, table.values.length * 2, 256));
    v.set(table.values.subarray(0, table.computed));
    table.values = v;
  }
  const { member, values } = table;
  const from = table.computed;
  const left: GameId[] = [];
  const right: GameId[] = [];
  for (let n = table.computed; n <= upTo; n++) {
    if (work && (n - from) % 32 === 0) work.tick(n, upTo + 1, label);
    const [sl, sr] = stampsFor(storeSize());
    const stamp = ++stampCounter;
    left.length = 0;
    right.length = 0;
    for (let k = 1; k <= n; k++) {
      const g = values[n - k];
      if (member[k] === 1) {
        if (sl[g] !== stamp) {
          sl[g] = stamp;
          left.push(g);
        }
      } else if (sr[g] !== stamp) {
        sr[g] = stamp;
        right.push(g);
      }
    }
    values[n] = canonicalize(pruned(left, sl, stamp, true), pruned(right, sr, stamp, false));
    table.computed = n + 1;
  }
  work?.tick(upTo + 1, upTo + 1, label);
}

/** The ids of heaps 0..upTo for Left's set `member` (a fresh table). */
export function canonicalTable(member: Uint8Array, upTo: number, work?: Work): Int32Array {
  const t = newCanonicalTable(member);
  extendCanonicalTable(t, upTo, work);
  return t.values.subarray(0, upTo + 1);
}
