/**
 * The message beside a bad input (role="alert", so it is read out), with the engine's `at`
 * pointing at the offending character of the submitted text. The message names the position
 * in words; the pointer only repeats it, so it is hidden from screen readers.
 */
import type { ErrorInfo } from '../../engine/errors';
import './form.css';

/** Characters shown either side of the pointed character (lines can be thousands of coins). */
const CONTEXT = 40;
/** Longest message shown whole: a message quoting a pasted text is cut in its middle. */
const MAX_MESSAGE = 240;

function shorten(message: string): string {
  if (message.length <= MAX_MESSAGE) return message;
  const half = MAX_MESSAGE / 2;
  return `${message.slice(0, half)}…${message.slice(-half)}`;
}

export interface FieldErrorProps {
  /** referenced by the input's aria-describedby */
  id: string;
  error: Pick<ErrorInfo, 'message' | 'at'>;
  /** the text the error is about (the submitted one); without it nothing is pointed at */
  text?: string;
  testId?: string;
  /** test id of the pointer */
  atTestId?: string;
}

export function FieldError({ id, error, text = '', testId, atTestId }: FieldErrorProps) {
  const at = error.at;
  const pointed = at !== undefined && text.length > 0 && at >= 0 && at <= text.length;
  return (
    <p id={id} className="field-error" role="alert" data-testid={testId}>
      <span>
        <span aria-hidden="true">⚠ </span>
        {shorten(error.message)}
      </span>
      {pointed && (
        <span className="field-error-at" aria-hidden="true" data-testid={atTestId}>
          <code>{(at > CONTEXT ? '…' : '') + text.slice(Math.max(0, at - CONTEXT), at)}</code>
          <mark>{text.slice(at, at + 1) || '␣'}</mark>
          <code>{text.slice(at + 1, at + 1 + CONTEXT) + (text.length > at + 1 + CONTEXT ? '…' : '')}</code>
        </span>
      )}
    </p>
  );
}
