/**
 * The engine contract (shared/design.md): analyze(request) → {"ok": true, ...} or
 * {"ok": false, "error": {code, message}}. The worker, the CLI and the tests all call this.
 * Nothing thrown inside escapes: bad input and bugs alike become error responses.
 */
import type { ErrorInfo } from './errors';
import type { AnswerFields, RequestFields } from './handler';
import type { AnalyzeOptions } from './progress';
import { dispatch, toErrorInfo, type EngineResponse, type ErrorResponse } from './dispatch';
import { numbersHandlers } from './arith/handlers';
import { calculatorOps } from './calculatorOps';
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
  cgt: calculatorOps,
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

export type { OkResponse, ErrorResponse, EngineResponse } from './dispatch';

const GAME_NAMES = Object.keys(GAMES);

export function analyze(request: unknown, options: AnalyzeOptions = {}): EngineResponse {
  return dispatch(GAMES, GAME_NAMES, request, options);
}

/** The typed front door: the answer's type follows from the request's game and op. */
export function ask<R extends EngineRequest>(
  request: R,
  options: AnalyzeOptions = {},
): AnswerFor<R> | ErrorResponse {
  return analyze(request, options) as AnswerFor<R> | ErrorResponse;
}

export { toErrorInfo };

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
