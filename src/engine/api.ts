/**
 * The engine contract (shared/design.md): analyze(request) → {"ok": true, ...} or
 * {"ok": false, "error": {code, message}}. The worker, the CLI and the tests all call this.
 * Nothing thrown inside escapes: bad input and bugs alike become error responses.
 */
import { EngineError, type ErrorInfo } from './errors';
import type { AnswerFields, AnyOp, Op, RequestFields } from './handler';
import { Work, type AnalyzeOptions } from './progress';
import { numbersHandlers } from './arith/handlers';
import { cgtHandlers } from './cgt/handlers';
import { flippingHandlers } from './games/flipping/handlers';
import { flippingProofHandlers } from './games/flipping/proofs/handlers';
import { flippingVariantsHandlers } from './games/flippingVariants/handlers';
import { slidingHandlers } from './games/sliding/handlers';
import { goldenNuggetHandlers } from './games/goldennugget/handlers';
import { rulerHandlers } from './games/ruler/handlers';
import { oskarHandlers } from './games/oskar/handlers';
import { subtractionHandlers } from './games/subtraction/handlers';
import { practiceHandlers } from './practice/handlers';

export type { AnalyzeOptions, Progress, CancelSignal } from './progress';
export type { ErrorInfo, ErrorCode } from './errors';

/** The registry: every game and its ops. Its type is the contract (the types below). */
export const GAMES = {
  numbers: numbersHandlers,
  cgt: cgtHandlers,
  flipping: flippingHandlers,
  flippingproofs: flippingProofHandlers,
  flippingvariants: flippingVariantsHandlers,
  sliding: slidingHandlers,
  goldennugget: goldenNuggetHandlers,
  ruler: rulerHandlers,
  oskar: oskarHandlers,
  subtraction: subtractionHandlers,
  practice: practiceHandlers,
} as const;

type Games = typeof GAMES;
export type GameName = keyof Games;
export type OpName<G extends GameName> = keyof Games[G] & string;

/** A request as sent: its game, its op and the JSON fields that op reads. */
export type RequestOf<G extends GameName, O extends OpName<G>> = { game: G; op: O } & RequestFields<
  Games[G][O]
>;
/** A successful answer to that request. */
export type AnswerOf<G extends GameName, O extends OpName<G>> = { ok: true } & AnswerFields<Games[G][O]>;

/** Every request the engine answers. */
export type EngineRequest = { [G in GameName]: { [O in OpName<G>]: RequestOf<G, O> }[OpName<G>] }[GameName];
/** The answer to a request, inferred from its game and op. */
export type AnswerFor<R> = R extends { game: infer G extends GameName; op: infer O }
  ? O extends OpName<G>
    ? AnswerOf<G, O>
    : never
  : never;

/** Every game and its op names, from the registry (the CLI's --list). */
export function listOps(): Record<string, string[]> {
  return Object.fromEntries(Object.entries(GAMES).map(([game, ops]) => [game, Object.keys(ops)]));
}

export { request } from './typedRequest';

/** What the untyped front door takes: any game and op (the CLI, the worker's messages). */
export type AnyRequest = { game: string; op: string; [field: string]: unknown };

export type OkResponse = { ok: true } & Record<string, unknown>;
export type ErrorResponse = { ok: false; error: ErrorInfo };
export type EngineResponse = OkResponse | ErrorResponse;

export function analyze(request: unknown, options: AnalyzeOptions = {}): EngineResponse {
  try {
    if (typeof request !== 'object' || request === null || Array.isArray(request)) {
      throw new EngineError('bad_request', 'a request is a JSON object with "game" and "op"');
    }
    const req = request as Record<string, unknown>;
    if (typeof req.game !== 'string')
      throw new EngineError('bad_request', 'the request needs a string "game"', { field: 'game' });
    if (typeof req.op !== 'string')
      throw new EngineError('bad_request', 'the request needs a string "op"', { field: 'op' });
    const registry: Readonly<Record<string, Readonly<Record<string, AnyOp>>>> = GAMES;
    const game = Object.hasOwn(registry, req.game) ? registry[req.game] : undefined;
    if (!game)
      throw new EngineError(
        'unknown_game',
        `unknown game "${req.game}"; known: ${Object.keys(GAMES).join(', ')}`,
        { field: 'game' },
      );
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

/** The typed front door: the answer's type follows from the request's game and op. */
export function ask<R extends EngineRequest>(
  request: R,
  options: AnalyzeOptions = {},
): AnswerFor<R> | ErrorResponse {
  return analyze(request, options) as AnswerFor<R> | ErrorResponse;
}

export function toErrorInfo(e: unknown): ErrorInfo {
  if (e instanceof EngineError) return e.info;
  if (e instanceof RangeError)
    return { code: 'too_large', message: `the request is too large for this engine (${e.message})` };
  return { code: 'internal', message: `internal error: ${e instanceof Error ? e.message : String(e)}` };
}

/** One JSON line in, one JSON line out (the CLI's unit of work; also fuzz-tested). */
export function analyzeLine(line: string, options: AnalyzeOptions = {}): string {
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch (e) {
    const error: ErrorInfo = {
      code: 'bad_json',
      message: `not valid JSON: ${e instanceof Error ? e.message : String(e)}`,
    };
    return JSON.stringify({ ok: false, error });
  }
  return JSON.stringify(analyze(request, options));
}
