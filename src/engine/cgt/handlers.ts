/**
 * The "cgt" requests of the engine contract (design.md):
 *   canonical {expression, treeLimit?} → canonical (plain), pretty, tex, outcome, leftStop,
 *             rightStop, reduced (+ reducedPretty, reducedTex), birthday, isNumber,
 *             canonicalLength, tree (the canonical form's nodes for drawing), and the
 *             temperature theory of temperatureFacts.ts: mean, temperature, thermograph,
 *             atomicWeight (+ atomicWeightNote), leftIncentives, rightIncentives, and for a
 *             sum its terms' {expression, mean, temperature, thermograph} (at most 8)
 *   derivation {expression} → derivation (frames from the options as typed to the canonical
 *             form: dominated options removed, reversible ones bypassed; canonicalSteps.ts),
 *             truncated
 * Expressions: plain or pretty forms with +, -, ±, : and parentheses, cool(G, t), heat(G, t),
 * and the functions the games lend the calculator (gn(n), the blue Golden Nugget heap of n,
 * from engine/games/goldennugget/calculatorTerms.ts). cgt sits below the games, so it takes
 * them as an argument: `cgtOps(terms)`, called in engine/api.ts.
 */
import { EngineError } from '../errors';
import { op } from '../handler';
import { fields, int, refine, string, withDefault } from '../read';
import { fail, ok } from '../result';
import { withBudget } from './budget';
import { describeGame } from './describe';
import { evaluate, type ExpressionFunction, type ExpressionFunctions } from './evaluate';
import { canonicalSteps } from './canonicalSteps';
import { parseExpression } from './parse';
import { ParseError } from './tokens';
import { temperatureFacts, termThermographs } from './temperatureFacts';
import { gameTree } from './tree';
import type { Work } from '../progress';

/** A function a game lends the calculator's expressions, made for one job (it may tick). */
export type CalculatorTerm = (work: Work) => ExpressionFunction;

/** The expression field, parsed (errors point at the place in it). */
const expressionField = <T extends { expression: string }>(req: T) => {
  const parsed = parseExpression(req.expression);
  return parsed.ok
    ? ok({ ...req, ast: parsed.value })
    : fail(parsed.error.code, parsed.error.message, { field: 'expression', at: parsed.error.at });
};

/** Evaluation errors (an unknown function, a bad gn(n)) as field errors. */
function located<T>(run: () => T): T {
  try {
    return run();
  } catch (e) {
    if (e instanceof ParseError)
      throw new EngineError('bad_field', e.message, { field: 'expression', at: e.at });
    throw e;
  }
}

/** The cgt ops, with the games' functions by name (e.g. {gn: goldenNuggetTerm}). */
export function cgtOps(terms: Readonly<Record<string, CalculatorTerm>>) {
  const functionsFor = (work: Work): ExpressionFunctions =>
    Object.fromEntries(Object.entries(terms).map(([name, term]) => [name, term(work)]));
  return {
    canonical: op(
      refine(fields({ expression: string, treeLimit: withDefault(int(1, 2000), 400) }), expressionField),
      ({ expression, treeLimit, ast }, work) => {
        return withBudget(work, () => {
          const functions = functionsFor(work);
          const g = located(() => evaluate(ast, functions));
          const terms = termThermographs(expression, ast, (a) => evaluate(a, functions), work);
          return {
            expression,
            ...describeGame(g),
            ...temperatureFacts(g, work),
            terms,
            tree: gameTree(g, treeLimit),
          };
        });
      },
    ),
    derivation: op(refine(fields({ expression: string }), expressionField), ({ expression, ast }, work) =>
      withBudget(work, () => {
        const { derivation, truncated } = located(() => canonicalSteps(expression, ast, functionsFor(work)));
        return { expression, derivation, truncated };
      }),
    ),
  };
}
