/** Shared test helpers: random games as raw option lists (trees), and their canonical ids. */
import fc from 'fast-check';
import { canonicalize } from './canonical';
import { raw, type RawGame } from './bruteForce';
import type { GameId } from './store';

/**
 * Games born by `day` (depth ≤ day), 0..width options a side at each node, each option born
 * one or two days earlier (so mixed depths are common and numbers do not crowd out the rest).
 */
export function rawGameArb(day: number, width = 3): fc.Arbitrary<RawGame> {
  if (day <= 0) return fc.constant(raw());
  const option =
    day === 1 ? rawGameArb(0, width) : fc.oneof(rawGameArb(day - 1, width), rawGameArb(day - 2, width));
  const side = fc
    .integer({ min: 0, max: width })
    .chain((n) => fc.array(option, { minLength: n, maxLength: n }));
  return fc.tuple(side, side).map(([l, r]) => raw(l, r));
}

const ids = new WeakMap<RawGame, GameId>();

/** The canonical id of a raw game, built bottom-up through canonicalize. */
export function idOf(g: RawGame): GameId {
  let id = ids.get(g);
  if (id === undefined) {
    id = canonicalize(g.left.map(idOf), g.right.map(idOf));
    ids.set(g, id);
  }
  return id;
}
