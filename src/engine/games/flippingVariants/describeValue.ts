/**
 * One value as the variant tables show it: pretty and TeX forms (null when too long to
 * write), the reduced canonical form, the kind of each, the outcome and the stops.
 */
import { makePretty, makeTex } from '../../cgt/display';
import { plainLength } from '../../cgt/plain';
import { outcome, type Outcome } from '../../cgt/properties';
import { reduced } from '../../cgt/reduced';
import { leftStop, rightStop } from '../../cgt/stops';
import type { GameId } from '../../cgt/store';
import { classify, type Kind } from './classify';

/** Forms longer than this are not written in a table cell (the length is said instead). */
export const MAX_CELL_FORM = 400;

export interface ValueCell {
  value: string | null;
  tex: string | null;
  /** length of the plain canonical form, for "a form of 1,234 characters" */
  length: number;
  kind: Kind;
  reduced: string | null;
  reducedTex: string | null;
  reducedKind: Kind;
  outcome: Outcome;
  leftStop: string;
  rightStop: string;
}

export function valueCell(g: GameId, maxForm = MAX_CELL_FORM): ValueCell {
  const r = reduced(g);
  const length = plainLength(g);
  return {
    value: makePretty(g, maxForm),
    tex: makeTex(g, maxForm * 3),
    length: Number.isFinite(length) ? length : Number.MAX_SAFE_INTEGER,
    kind: classify(g),
    reduced: makePretty(r, maxForm),
    reducedTex: makeTex(r, maxForm * 3),
    reducedKind: classify(r),
    outcome: outcome(g),
    leftStop: leftStop(g).toString(),
    rightStop: rightStop(g).toString(),
  };
}
