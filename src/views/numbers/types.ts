/** The Numbers requests' answers as the page reads them (see src/engine/arith/handlers.ts). */
import type { NumbersDerivation } from '../../engine/arith/numbersState';
import type { ErrorInfo } from '../../engine/errors';

export interface NumbersAnswer {
  value: string;
  signs?: string;
  derivation?: NumbersDerivation;
  /** instead of derivation when the walkthrough would be too large: the engine's sentence saying why */
  walkthroughOmitted?: string;
}

/** An engine error about one request field, to be shown at that field's input; else null. */
export function errorFor(error: ErrorInfo | null, field: string): ErrorInfo | null {
  return error && error.field === field ? error : null;
}

/** An engine error that belongs to no input of this form (shown with the analysis status). */
export function isFieldError(error: ErrorInfo | null, fields: readonly string[]): boolean {
  return !!error && error.field !== undefined && fields.includes(error.field);
}
