/** Error codes every front door (worker, CLI, tests) may see in {"ok": false, "error": {...}}. */
export const ERROR_CODES = [
  'bad_json', // the line is not JSON
  'bad_request', // not an object, or no string game/op
  'unknown_game',
  'unknown_op',
  'missing_field',
  'bad_field', // a field of the wrong type or form (a typed position, an expression)
  'too_large', // over the engine's size limits
  'cancelled',
  'internal', // a bug: reported, never thrown past analyze()
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorInfo {
  code: ErrorCode;
  message: string;
  /** For bad_field: which field, and where in a typed string the problem is (0-based). */
  field?: string;
  at?: number;
}

/** Thrown inside the engine for bad input; analyze() turns it into an error response. */
export class EngineError extends Error {
  readonly info: ErrorInfo;
  constructor(code: ErrorCode, message: string, extra: { field?: string; at?: number } = {}) {
    super(message);
    this.info = { code, message, ...extra };
  }
}
