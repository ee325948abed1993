/**
 * A labelled text input for a number, with the engine's message beside it when the
 * submitted text is wrong, pointing at the character the engine names (`at`).
 */
import type { ErrorInfo } from '../../engine/errors';

export interface NumberFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the text the error is about (the submitted one) */
  submitted?: string;
  error?: Pick<ErrorInfo, 'message' | 'at'> | null;
  placeholder?: string;
  hint?: string;
}

export function NumberField({ id, label, value, onChange, submitted, error, placeholder, hint }: NumberFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const at = error?.at;
  const text = submitted ?? value;
  const pointed = at !== undefined && at >= 0 && at <= text.length;
  return (
    <div className={'nfield' + (error ? ' nfield-invalid' : '')}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="text"
        autoComplete="off"
        spellCheck={false}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined}
      />
      {hint && !error && (
        <span id={hintId} className="nfield-hint">
          {hint}
        </span>
      )}
      {error && (
        <p id={errorId} className="nfield-error" role="alert" data-testid={`${id}-error`}>
          <span aria-hidden="true">⚠ </span>
          {error.message}
          {pointed && (
            // The engine's message names the position in words; this points at it.
            <span className="nfield-at" aria-hidden="true">
              <code>{text.slice(0, at)}</code>
              <mark>{text.slice(at, at + 1) || '␣'}</mark>
              <code>{text.slice(at + 1)}</code>
            </span>
          )}
        </p>
      )}
    </div>
  );
}
