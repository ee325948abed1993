/**
 * Canonical values of every position of a variant on a board, by the CGT engine
 * (src/engine/cgt): each position's options are already in the table (they are smaller
 * bitmasks, moves.ts), so the table fills in increasing order, one canonicalize a position.
 *
 * Tables live for the session, one per variant and board, and only grow: asking for longer
 * lines extends the line table where it stopped. The work ticks every few positions, with
 * every pushed entry complete, so a cancel keeps what was done for the next request.
 */
import { canonicalize } from '../../cgt/canonical';
import type { GameId } from '../../cgt/store';
import type { Work } from '../../progress';
import { lineBoardKey, ruleBoard, type LineRule } from './lineRule';
import { optionMasks, type Board } from './moves';
import { makeVariant, type Variant } from './variant';

const tables = new Map<string, GameId[]>();

/** How many positions a tick: small enough that Cancel answers within a moment. */
const TICK_EVERY = 32;

export interface Progressing {
  work: Work;
  /** positions done before this table (a search over many variants counts them all) */
  offset?: number;
  /** the total the progress bar runs to */
  total?: number;
  label?: string;
}

/** The table of ids for masks 0 … size − 1 of `board` (its first `size` positions). */
export function boardValues(
  boardKey: string,
  board: Board,
  variant: Variant,
  size: number,
  p: Progressing,
): readonly GameId[] {
  const key = `${makeVariant(variant)}@${boardKey}`;
  let ids = tables.get(key);
  if (!ids) tables.set(key, (ids = []));
  const offset = p.offset ?? 0;
  const total = p.total ?? size;
  const label = p.label ?? `values of ${makeVariant(variant)}`;
  for (let m = ids.length; m < size; m++) {
    if ((m & (TICK_EVERY - 1)) === 0) p.work.tick(offset + m, total, label);
    const left = optionMasks(m, board, variant.left).map((o) => ids[o]);
    const right = optionMasks(m, board, variant.right).map((o) => ids[o]);
    ids.push(canonicalize(left, right));
  }
  return ids;
}

/** Ids of every line of up to `maxLength` coins: entry m is the line whose coin i is bit i of m. */
export function lineValues(
  variant: Variant,
  maxLength: number,
  rule: LineRule,
  p: Progressing,
): readonly GameId[] {
  return boardValues(lineBoardKey(rule), ruleBoard(maxLength, rule), variant, 2 ** maxLength, p);
}
