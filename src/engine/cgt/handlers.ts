/**
 * The "cgt" requests of the engine contract (design.md):
 *   canonical {expression, treeLimit?} → canonical (plain), pretty, tex, outcome, leftStop,
 *             rightStop, reduced (+ reducedPretty, reducedTex), birthday, isNumber,
 *             canonicalLength, tree (the canonical form's nodes for drawing), and the
 *             temperature theory of temperatureFacts.ts: mean, temperature, thermograph,
 *             and for a sum its terms' {expression, mean, temperature, thermograph} (at most 8)
 *             comparison: null, or for "G ≥ H" and the other relations (comparison.ts) the
 *             answer in words, the rest of the answer then being about G − H;
 *             definitions: the toolkit functions and relation used, each with its definition
 *             gameTerms: the games' terms in it (flip(0101), gn(20), …), each with the page
 *             showing its position; winningMoves: for a sum holding a game's term (or one such
 *             term), each player's winning first moves in each game's own words (termMoves.ts)
 *   extras {expression} → atomicWeight (+ atomicWeightNote), leftIncentives, rightIncentives
 *             (+ incentivesNote): asked for only when shown (issue 24), as they can cost
 *             far more than the canonical form
 *   derivation {expression} → derivation (frames from the options as typed to the canonical
 *             form: dominated options removed, reversible ones bypassed; canonicalSteps.ts),
 *             truncated
 * Expressions: plain or pretty forms with +, -, ±, : and parentheses, toolkit.ts's cool(G, t),
 * heat(G, T), overheat(G, S, T), freeze(G), norton(G, U), one comparison at the top (G ≥ H,
 * G ‖ H, …), and the terms the games lend the calculator (gameTerm.ts: flip(0101), ruler(THHT),
 * slide(3,7), gn(20) / gn(r17), cs(mod:5:1,3, 7), each argument in its game's own notation).
 * cgt sits below the games, so it takes them as an argument: `cgtOps(terms)`, called in
 * engine/calculatorOps.ts.
 */
import { EngineError } from '../errors';
import { op } from '../handler';
import { fields, int, refine, string, withDefault } from '../read';
import { fail, ok } from '../result';
import { withBudget } from './budget';
import { describeGame } from './describe';
import { evaluate, type ExpressionFunction, type ExpressionFunctions } from './evaluate';
import { canonicalSteps } from './canonicalSteps';
import { forEachNode, parseExpression, type Ast } from './parse';
import { sub } from './arithmetic';
import { compareGames, RELATION_DEFINITIONS } from './comparison';
import { BUILTINS, isBuiltin } from './toolkit';
import { ParseError } from './tokens';
import { temperatureExtras, temperatureFacts, termThermographs } from './temperatureFacts';
import { gameTree } from './tree';
import { gameTermsIn, sumWinningMoves } from './termMoves';
import type { Work } from '../progress';

/** A term a game lends the calculator's expressions (gameTerm.ts), made for one job (it may tick). */
export type CalculatorTerm = (work: Work) => ExpressionFunction;

/** The toolkit functions and the relation an expression uses, each with its definition (shown beside the answer). */
function definitionsIn(ast: Ast): { signature: string; definition: string }[] {
  const seen = new Map<string, string>();
  forEachNode(ast, (a) => {
    if (a.kind === 'call' && isBuiltin(a.name))
      seen.set(BUILTINS[a.name].signature, BUILTINS[a.name].definition);
    if (a.kind === 'compare') seen.set(`G ${a.relation} H`, RELATION_DEFINITIONS[a.relation]);
  });
  return [...seen].map(([signature, definition]) => ({ signature, definition }));
}

/** The expression field, parsed (errors point at the place in it). */
const expressionField = <T extends { expression: string }>(req: T) => {
  const parsed = parseExpression(req.expression);
  return parsed.ok
    ? ok({ ...req, ast: parsed.value })
    : fail(parsed.error.code, parsed.error.message, { field: 'expression', at: parsed.error.at });
};

/** Evaluation errors (an unknown function, bad notation in a game's term) as field errors. */
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
          const comparing = ast.kind === 'compare' ? ast : null;
          const g = located(() =>
            comparing
              ? sub(evaluate(comparing.a, functions), evaluate(comparing.b, functions))
              : evaluate(ast, functions),
          );
          const comparison = comparing
            ? compareGames(
                evaluate(comparing.a, functions),
                evaluate(comparing.b, functions),
                comparing.relation,
              )
            : null;
          const terms = comparing
            ? []
            : termThermographs(expression, ast, (a) => evaluate(a, functions), work);
          const gameTerms = gameTermsIn(expression, ast, functions);
          const winningMoves = sumWinningMoves(
            expression,
            ast,
            functions,
            (a) => evaluate(a, functions),
            work,
          );
          return {
            expression,
            comparison,
            gameTerms,
            winningMoves,
            definitions: definitionsIn(ast),
            ...describeGame(g),
            ...temperatureFacts(g, work),
            terms,
            tree: gameTree(g, treeLimit),
          };
        });
      },
    ),
    extras: op(refine(fields({ expression: string }), expressionField), ({ expression, ast }, work) =>
      withBudget(work, () => {
        const functions = functionsFor(work);
        const g = located(() =>
          ast.kind === 'compare'
            ? sub(evaluate(ast.a, functions), evaluate(ast.b, functions))
            : evaluate(ast, functions),
        );
        return { expression, ...temperatureExtras(g, work) };
      }),
    ),
    derivation: op(refine(fields({ expression: string }), expressionField), ({ expression, ast }, work) =>
      withBudget(work, () => {
        const { derivation, truncated } = located(() => canonicalSteps(expression, ast, functionsFor(work)));
        return { expression, derivation, truncated };
      }),
    ),
  };
}
