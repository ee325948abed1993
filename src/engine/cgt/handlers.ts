/**
 * The "cgt" requests of the engine contract (design.md):
 *   canonical {expression, treeLimit?} → canonical (plain), pretty, tex, outcome, leftStop,
 *             rightStop, reduced (+ reducedPretty, reducedTex), birthday, isNumber,
 *             canonicalLength, tree (the canonical form's nodes for drawing), and the
 *             temperature theory of temperatureFacts.ts: mean, temperature, thermograph,
 *             atomicWeight (+ atomicWeightNote), leftIncentives, rightIncentives
 * Expressions: plain or pretty forms with +, -, ±, : and parentheses, gn(n) for the
 * blue Golden Nugget heap of n, and cool(G, t), heat(G, t).
 */
import { EngineError } from '../errors';
import { op } from '../handler';
import { fields, int, refine, string, withDefault } from '../read';
import { fail, ok } from '../result';
import { heapValue, MAX_HEAP } from '../games/goldennugget/heapTable';
import { withBudget } from './budget';
import { describeGame } from './describe';
import { evaluate, type ExpressionFunctions } from './evaluate';
import { parseExpression } from './parse';
import { ParseError } from './tokens';
import { temperatureFacts } from './temperatureFacts';
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

export const cgtHandlers = {
  canonical: op(
    refine(fields({ expression: string, treeLimit: withDefault(int(1, 2000), 400) }), (req) => {
      const parsed = parseExpression(req.expression);
      return parsed.ok ? ok({ ...req, ast: parsed.value }) : fail(parsed.error.code, parsed.error.message, { field: 'expression', at: parsed.error.at });
    }),
    ({ expression, treeLimit, ast }, work) => {
      return withBudget(work, () => {
        let g: number;
        try {
          g = evaluate(ast, functionsFor(work));
        } catch (e) {
          if (e instanceof ParseError) throw new EngineError('bad_field', e.message, { field: 'expression', at: e.at });
          throw e;
        }
        return { expression, ...describeGame(g), ...temperatureFacts(g, work), tree: gameTree(g, treeLimit) };
      });
    },
  ),
};
