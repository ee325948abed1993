/**
 * The one shape every reader returns: requests, typed notations (positions, moves,
 * numbers, expressions), URL parameters and saved data. Parse errors are values with a
 * code, never throws (chessops' convention); programmer errors still throw.
 */
import type { ErrorCode, ErrorInfo } from './errors';

export type Result<T> = { ok: true; value: T } | { ok: false; error: ErrorInfo };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export function fail(
  code: ErrorCode,
  message: string,
  extra: { field?: string; at?: number } = {},
): { ok: false; error: ErrorInfo } {
  return { ok: false, error: { code, message, ...extra } };
}

/** Apply `f` to a success; pass a failure through unchanged. */
export function mapResult<T, U>(r: Result<T>, f: (value: T) => U): Result<U> {
  return r.ok ? ok(f(r.value)) : r;
}
