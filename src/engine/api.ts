/**
 * The engine contract (shared/design.md): analyze(request) → {"ok": true, ...} or
 * {"ok": false, "error": {code, message}}. The worker, the CLI and the tests all call this.
 * Nothing thrown inside escapes: bad input and bugs alike become error responses.
 */
import { EngineError, type ErrorInfo } from './errors';
import type { GameHandlers } from './handler';
import { Work, type AnalyzeOptions } from './progress';
import type { RawRequest } from './request';
import { numbersHandlers } from './arith/handlers';
import { cgtHandlers } from './cgt/handlers';
import { flippingHandlers } from './games/flipping/handlers';
import { slidingHandlers } from './games/sliding/handlers';
import { goldenNuggetHandlers } from './games/goldennugget/handlers';
import { rulerHandlers } from './games/ruler/handlers';
import { oskarHandlers } from './games/oskar/handlers';

export type { AnalyzeOptions, Progress, CancelSignal } from './progress';
export type { ErrorInfo, ErrorCode } from './errors';

export const GAMES: Readonly<Record<string, GameHandlers>> = {
  numbers: numbersHandlers,
  cgt: cgtHandlers,
  flipping: flippingHandlers,
  sliding: slidingHandlers,
  goldennugget: goldenNuggetHandlers,
  ruler: rulerHandlers,
  oskar: oskarHandlers,
};

/** A request: JSON with a game and an op; the other fields depend on them. */
export interface EngineRequest {
  game: string;
  op: string;
  [field: string]: unknown;
}

export type OkResponse = { ok: true } & Record<string, unknown>;
export type ErrorResponse = { ok: false; error: ErrorInfo };
export type EngineResponse = OkResponse | ErrorResponse;

export function analyze(request: unknown, options: AnalyzeOptions = {}): EngineResponse {
  try {
    if (typeof request !== 'object' || request === null || Array.isArray(request)) {
      throw new EngineError('bad_request', 'a request is a JSON object with "game" and "op"');
    }
    const req = request as RawRequest;
    if (typeof req.game !== 'string') throw new EngineError('bad_request', 'the request needs a string "game"', { field: 'game' });
    if (typeof req.op !== 'string') throw new EngineError('bad_request', 'the request needs a string "op"', { field: 'op' });
    const game = Object.hasOwn(GAMES, req.game) ? GAMES[req.game] : undefined;
    if (!game) throw new EngineError('unknown_game', `unknown game "${req.game}"; known: ${Object.keys(GAMES).join(', ')}`, { field: 'game' });
    const handler = Object.hasOwn(game, req.op) ? game[req.op] : undefined;
    if (!handler) {
      const ops = Object.keys(game);
      throw new EngineError('unknown_op', `game "${req.game}" has no op "${req.op}"${ops.length ? `; known: ${ops.join(', ')}` : ''}`, { field: 'op' });
    }
    return { ok: true, ...handler(req, new Work(options)) };
  } catch (e) {
    return { ok: false, error: toErrorInfo(e) };
  }
}

export function toErrorInfo(e: unknown): ErrorInfo {
  if (e instanceof EngineError) return e.info;
  if (e instanceof RangeError) return { code: 'too_large', message: `the request is too large for this engine (${e.message})` };
  return { code: 'internal', message: `internal error: ${e instanceof Error ? e.message : String(e)}` };
}

/** One JSON line in, one JSON line out (the CLI's unit of work; also fuzz-tested). */
export function analyzeLine(line: string, options: AnalyzeOptions = {}): string {
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch (e) {
    const error: ErrorInfo = { code: 'bad_json', message: `not valid JSON: ${e instanceof Error ? e.message : String(e)}` };
    return JSON.stringify({ ok: false, error });
  }
  return JSON.stringify(analyze(request, options));
}
