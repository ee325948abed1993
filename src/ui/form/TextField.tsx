/**
 * A labelled text input with a hint under it, or, once a submitted text is wrong, the
 * engine's message (FieldError) instead, wired with aria-invalid and aria-describedby.
 * Buttons passed as children sit on the input's line.
 */
import type { ReactNode } from 'react';
import type { ErrorInfo } from '../../engine/errors';
import { FieldError } from './FieldError';
import { DEFAULT_MAX_CHARS, useInputLimit } from './limit';
import { OWN_LIMIT } from './textLimitGuard';
import './form.css';

export interface TextFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  error?: Pick<ErrorInfo, 'message' | 'at'> | null;
  /** the text the error is about (the submitted one); the value by default */
  submitted?: string;
  hint?: ReactNode;
  placeholder?: string;
  inputMode?: 'text' | 'numeric' | 'decimal';
  /** the page's own class for sizing the field */
  className?: string;
  /** test id of the message; `${id}-error` by default */
  errorTestId?: string;
  atTestId?: string;
  /**
   * The most characters the box takes (DEFAULT_MAX_CHARS unless given): a longer paste, drop
   * or keystroke is refused before anything parses it, with a sentence saying so.
   */
  maxLength?: number;
  /** on the input's line, after it (submit buttons) */
  children?: ReactNode;
}

export function TextField(props: TextFieldProps) {
  const {
    id,
    label,
    value,
    onChange,
    error,
    submitted,
    hint,
    placeholder,
    inputMode,
    className,
    errorTestId,
    atTestId,
    maxLength = DEFAULT_MAX_CHARS,
    children,
  } = props;
  const limit = useInputLimit(maxLength, onChange);
  const shown = limit.refused ? { message: limit.refused } : error;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const input = (
    <input
      id={id}
      type="text"
      inputMode={inputMode}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      value={value}
      placeholder={placeholder}
      onChange={(e) => limit.onChange(e.currentTarget.value)}
      onPaste={limit.onPaste}
      onDrop={limit.onDrop}
      {...{ [OWN_LIMIT]: '' }}
      aria-invalid={shown ? true : undefined}
      aria-describedby={shown ? errorId : hint ? hintId : undefined}
    />
  );
  return (
    <div className={['field', shown ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {children ? (
        <div className="field-line">
          {input}
          {children}
        </div>
      ) : (
        input
      )}
      {shown ? (
        <FieldError
          id={errorId}
          error={shown}
          text={limit.refused ? '' : (submitted ?? value)}
          testId={errorTestId ?? errorId}
          atTestId={atTestId}
        />
      ) : (
        hint && (
          <p id={hintId} className="field-hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
