/**
 * The "cgt" requests of the engine contract (design.md):
 *   canonical {expression, treeLimit?} → canonical (plain), pretty, tex, outcome, leftStop,
 *             rightStop, reduced (+ reducedPretty, reducedTex), birthday, isNumber,
 *             canonicalLength, tree (the canonical form's nodes for drawing), storeSize
 * Expressions: plain or pretty forms with +, -, ±, : and parentheses, and gn(n) for the
 * blue Golden Nugget heap of n.
 */
import { EngineError } from '../errors';
import type { GameHandlers } from '../handler';
import { optionalInt, str } from '../request';
import { heapValue, MAX_HEAP } from '../games/goldennugget/heapTable';
import { withBudget } from './budget';
import { describeGame } from './describe';
import { evaluate, type ExpressionFunctions } from './evaluate';
import { parseExpression } from './parse';
import { storeSize } from './store';
import { ParseError } from './tokens';
import { gameTree } from './tree';
import type { Work } from '../progress';

function functionsFor(work: Work): ExpressionFunctions {
  return {
    gn: {
      help: 'the blue Golden Nugget heap of n counters',
      apply: (n, at) => {
        if (n < 0) throw new ParseError(`gn(n) needs n ≥ 0 (at position ${at + 1})`, at);
        if (n > MAX_HEAP) throw new EngineError('too_large', `Golden Nugget heaps go up to ${MAX_HEAP.toLocaleString('en')} here (got ${n.toLocaleString('en')})`, { field: 'expression', at });
        return heapValue(n, work);
      },
    },
  };
}

export const cgtHandlers: GameHandlers = {
  canonical(req, work) {
    const expression = str(req, 'expression');
    const treeLimit = optionalInt(req, 'treeLimit', 1, 2000, 400);
    const parsed = parseExpression(expression);
    if (!parsed.ok) throw new EngineError('bad_field', parsed.message, { field: 'expression', at: parsed.at });
    return withBudget(work, () => {
      let g: number;
      try {
        g = evaluate(parsed.ast, functionsFor(work));
      } catch (e) {
        if (e instanceof ParseError) throw new EngineError('bad_field', e.message, { field: 'expression', at: e.at });
        throw e;
      }
      return { expression, ...describeGame(g), tree: gameTree(g, treeLimit), storeSize: storeSize() };
    });
  },
};
