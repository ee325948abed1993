/**
 * The engine's front door without its games: checks a request's shape, finds its op in the
 * registry it is given, reads the fields and runs the op. api.ts passes every game (the CLI,
 * the tests); the worker passes just the game a request names, once its chunk has loaded
 * (loaders.ts), so a page's worker carries only the games that page asks about.
 * Nothing thrown inside escapes: bad input and bugs alike become error responses.
 */
import { EngineError, type ErrorInfo } from './errors';
import type { AnyOp, Op } from './handler';
import { Work, type AnalyzeOptions } from './progress';

export type OkResponse = { ok: true } & Record<string, unknown>;
export type ErrorResponse = { ok: false; error: ErrorInfo };
export type EngineResponse = OkResponse | ErrorResponse;

/** Games and their ops, as the untyped front door sees them. */
export type Registry = Readonly<Record<string, Readonly<Record<string, AnyOp>>>>;

/** The request's game name if it names one (a string), for loading that game before dispatch. */
export function gameOf(request: unknown): string | undefined {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return undefined;
  const game = (request as Record<string, unknown>).game;
  return typeof game === 'string' ? game : undefined;
}

/**
 * Answer `request` from `registry`. `known` is every game the engine has (named in the
 * unknown-game error), which is more than `registry` holds when the worker loaded one game.
 */
export function dispatch(
  registry: Registry,
  known: readonly string[],
  request: unknown,
  options: AnalyzeOptions = {},
): EngineResponse {
  try {
    if (typeof request !== 'object' || request === null || Array.isArray(request)) {
      throw new EngineError('bad_request', 'a request is a JSON object with "game" and "op"');
    }
    const req = request as Record<string, unknown>;
    if (typeof req.game !== 'string')
      throw new EngineError('bad_request', 'the request needs a string "game"', { field: 'game' });
    if (typeof req.op !== 'string')
      throw new EngineError('bad_request', 'the request needs a string "op"', { field: 'op' });
    const game = Object.hasOwn(registry, req.game) ? registry[req.game] : undefined;
    if (!game)
      throw new EngineError('unknown_game', `unknown game "${req.game}"; known: ${known.join(', ')}`, {
        field: 'game',
      });
    const entry = Object.hasOwn(game, req.op) ? game[req.op] : undefined;
    if (!entry) {
      const ops = Object.keys(game);
      throw new EngineError(
        'unknown_op',
        `game "${req.game}" has no op "${req.op}"${ops.length ? `; known: ${ops.join(', ')}` : ''}`,
        { field: 'op' },
      );
    }
    return runOp(entry, req, options);
  } catch (e) {
    return { ok: false, error: toErrorInfo(e) };
  }
}

function runOp<Req, In, Res>(
  o: Op<Req, In, Res>,
  req: Record<string, unknown>,
  options: AnalyzeOptions,
): EngineResponse {
  const read = o.read(req, 'request');
  if (!read.ok) return { ok: false, error: read.error };
  return { ok: true, ...(o.run(read.value, new Work(options)) as Record<string, unknown>) };
}

export function toErrorInfo(e: unknown): ErrorInfo {
  if (e instanceof EngineError) return e.info;
  if (e instanceof RangeError)
    return { code: 'too_large', message: `the request is too large for this engine (${e.message})` };
  return { code: 'internal', message: `internal error: ${e instanceof Error ? e.message : String(e)}` };
}
