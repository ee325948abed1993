/**
 * The session's heap tables, one per set (by its canonical spelling), kept for the few sets
 * used last: membership (grown by doubling) and canonical values (canonicalTable.ts), grown on
 * demand. A cancelled extension keeps what it finished.
 */
import type { GameId } from '../../cgt/store';
import type { Work } from '../../progress';
import {
  extendCanonicalTable,
  newCanonicalTable,
  withMembership,
  type CanonicalTable,
} from './canonicalTable';
import { makeSet, membership, type SetSpec } from './rules';
import { MAX_HEAP } from './limits';

interface Entry {
  spec: SetSpec;
  member: Uint8Array;
  table: CanonicalTable;
}

const KEEP = 6;
const entries = new Map<string, Entry>();

function entryFor(spec: SetSpec, upTo: number): Entry {
  const key = makeSet(spec);
  let e = entries.get(key);
  if (e) {
    entries.delete(key);
    entries.set(key, e); // most recently used last
  }
  if (!e || e.member.length <= upTo) {
    const size = Math.min(MAX_HEAP, Math.max(upTo, 2 * (e?.member.length ?? 0), 1023));
    const member = membership(spec, size);
    const table = e ? withMembership(e.table, member) : newCanonicalTable(member);
    e = { spec, member, table };
    entries.set(key, e);
    while (entries.size > KEEP) entries.delete(entries.keys().next().value!);
  }
  return e;
}

/** member[k] = 1 iff k ∈ S, for k = 0..(at least) upTo. */
export function memberTable(spec: SetSpec, upTo: number): Uint8Array {
  return entryFor(spec, upTo).member;
}

/** Is k ∈ S (1 ≤ k ≤ MAX_HEAP)? */
export function inS(spec: SetSpec, k: number): boolean {
  return k >= 1 && memberTable(spec, k)[k] === 1;
}

/** The canonical id of the blue heap n (computing heaps up to n if needed). */
export function heapId(spec: SetSpec, n: number, work?: Work): GameId {
  const e = entryFor(spec, n);
  extendCanonicalTable(e.table, n, work, `heap values of ${makeSet(spec)}`);
  return e.table.values[n];
}

/** The ids of heaps 0..upTo. */
export function heapIds(spec: SetSpec, upTo: number, work?: Work): Int32Array {
  heapId(spec, upTo, work);
  return entryFor(spec, upTo).table.values.subarray(0, upTo + 1);
}
