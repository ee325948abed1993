/**
 * The moves of Complementary Subtraction: who may take what from a heap. Membership of S is
 * kept for the few sets used last, grown by doubling, apart from the heap tables (tables.ts,
 * which build on the cgt store), so the app's play rules load without the cgt toolkit (issue 26).
 */
import type { Heap, Player } from '../goldennugget/rules';
import { MAX_HEAP } from './limits';
import { makeSet, membership, type SetSpec } from './rules';

const KEEP = 6;
/** member[k] = 1 iff k ∈ S, by the set's canonical spelling; the most recently used last. */
const members = new Map<string, Uint8Array>();

/** Is k ∈ S (1 ≤ k ≤ MAX_HEAP)? */
export function inS(spec: SetSpec, k: number): boolean {
  if (k < 1) return false;
  const key = makeSet(spec);
  let member = members.get(key);
  members.delete(key);
  if (!member || (member.length <= k && member.length <= MAX_HEAP))
    member = membership(spec, Math.min(MAX_HEAP, Math.max(k, 2 * (member?.length ?? 0), 1023)));
  members.set(key, member);
  if (members.size > KEEP) members.delete(members.keys().next().value!);
  return member[k] === 1;
}

/** May `player` remove k from a heap of this colour (blue: Left takes S, red: Left takes the rest)? */
export function mayRemove(spec: SetSpec, player: Player, heap: Heap, k: number): boolean {
  if (k < 1 || k > heap.size) return false;
  const usesS = (player === 'L') === (heap.color === 'blue');
  return inS(spec, k) === usesS;
}

/** The sizes `player` can leave from this heap, largest first. */
export function movesFrom(spec: SetSpec, heap: Heap, player: Player): number[] {
  const out: number[] = [];
  for (let k = 1; k <= heap.size; k++) if (mayRemove(spec, player, heap, k)) out.push(heap.size - k);
  return out;
}
