/**
 * A game typed as an answer ("{1|0}", "1/2", "{1 | 1/2}"), read by the calculator's parser
 * and built under a budget, so no typed expression can run away. Parse errors keep their place.
 */
import { withBudget } from '../cgt/budget';
import { evaluate } from '../cgt/evaluate';
import { parseExpression } from '../cgt/parse';
import type { GameId } from '../cgt/store';
import { ParseError } from '../cgt/tokens';
import { EngineError } from '../errors';
import { Work } from '../progress';
import { fail, ok, type Result } from '../result';

/** New games a typed answer may build (a short answer needs few). */
const ANSWER_GAMES = 20_000;

export function readGame(text: string, work: Work = new Work()): Result<GameId> {
  const ast = parseExpression(text);
  if (!ast.ok)
    return fail('bad_field', `${ast.error.message}; type a game like {1|0}, 1/2 or *`, { at: ast.error.at });
  try {
    return ok(withBudget(work, () => evaluate(ast.value), ANSWER_GAMES, 'reading the answer'));
  } catch (e) {
    if (e instanceof ParseError) return fail('bad_field', e.message, { at: e.at });
    if (e instanceof EngineError && e.info.code !== 'cancelled')
      return fail('too_large', 'that game is too large to be an answer here; the forms asked for are short', {
        at: 0,
      });
    throw e;
  }
}
