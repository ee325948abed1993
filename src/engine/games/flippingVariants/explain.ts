/**
 * One position of a variant explained: its value (canonical and reduced), kind, stops, and
 * every option of each player as the paper writes them (1011 = {0001, 001, 1 | 1101, 111}),
 * with the coins each move flips and the option's value.
 */
import type { GameId } from '../../cgt/store';
import { makePretty, makeTex } from '../../cgt/display';
import type { Work } from '../../progress';
import { dagValues } from './dagSearch';
import { coinsMask, dagBoard, maskCoinsInVertexOrder, type Dag, type DagRule } from './dag';
import { valueCell } from './describeValue';
import { ruleBoard, type LineRule } from './lineRule';
import { flips, lineMask, maskLine, type Board } from './moves';
import { lineValues } from './values';
import type { Variant } from './variant';

export interface OptionRow {
  /** 1-based coins (on a DAG: vertices) flipped */
  coins: number[];
  after: string;
  value: string | null;
  tex: string | null;
}

function optionRows(
  mask: number,
  board: Board,
  pattern: string,
  ids: readonly GameId[],
  name: (m: number) => string,
  label: (coin: number) => number,
): OptionRow[] {
  const out: OptionRow[] = [];
  for (const f of flips(mask, board, pattern)) {
    out.push({
      coins: f.coins.map(label).sort((a, b) => a - b),
      after: name(f.after),
      value: makePretty(ids[f.after], 200),
      tex: makeTex(ids[f.after], 600),
    });
  }
  return out;
}

export function explainLine(variant: Variant, line: string, rule: LineRule, work: Work) {
  const n = Math.max(1, line.length);
  const ids = lineValues(variant, n, rule, { work });
  const board = ruleBoard(n, rule);
  const mask = lineMask(line);
  const label = (c: number) => c + 1;
  return {
    position: line,
    ...valueCell(ids[mask], 2000),
    left: optionRows(mask, board, variant.left, ids, maskLine, label),
    right: optionRows(mask, board, variant.right, ids, maskLine, label),
  };
}

export function explainDag(variant: Variant, d: Dag, rule: DagRule, coins: string, work: Work) {
  const { ids, order } = dagValues(d, rule, variant, work);
  const { board } = dagBoard(d, rule);
  const mask = coinsMask(coins, order);
  const name = (m: number) => maskCoinsInVertexOrder(m, order);
  const label = (c: number) => order[c];
  return {
    position: coins,
    ...valueCell(ids[mask], 2000),
    left: optionRows(mask, board, variant.left, ids, name, label),
    right: optionRows(mask, board, variant.right, ids, name, label),
  };
}
