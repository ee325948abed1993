/** Where the Numbers pages show an engine error (the answers are typed by api.ts's AnswerOf). */
import type { ErrorInfo } from '../../engine/errors';

/** An engine error about one request field, to be shown at that field's input; else null. */
export function errorFor(error: ErrorInfo | null, field: string): ErrorInfo | null {
  return error && error.field === field ? error : null;
}

/** An engine error that belongs to no input of this form (shown with the analysis status). */
export function isFieldError(error: ErrorInfo | null, fields: readonly string[]): boolean {
  return !!error && error.field !== undefined && fields.includes(error.field);
}
