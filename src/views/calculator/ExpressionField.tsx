/**
 * The expression input, with the engine's message under it when the submitted text is wrong
 * and the offending character marked (the engine's `at`).
 */
import type { ErrorInfo } from '../../engine/errors';

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** the text the error is about (the submitted one) */
  submitted: string;
  error: Pick<ErrorInfo, 'message' | 'at'> | null;
}

export function ExpressionField({ value, onChange, submitted, error }: Props) {
  const at = error?.at;
  const pointed = at !== undefined && at >= 0 && at <= submitted.length;
  return (
    <div className={'calc-field' + (error ? ' calc-field--invalid' : '')}>
      <label htmlFor="calc-expression">Game expression</label>
      <input
        id="calc-expression"
        type="text"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'calc-expression-error' : 'calc-expression-hint'}
      />
      {error ? (
        <p id="calc-expression-error" className="calc-error" role="alert" data-testid="calc-error">
          <span>
            <span aria-hidden="true">⚠ </span>
            {error.message}
          </span>
          {pointed && (
            <span className="calc-error__at" aria-hidden="true" data-testid="calc-error-at">
              <code>{submitted.slice(0, at)}</code>
              <mark>{submitted.slice(at, at + 1) || '␣'}</mark>
              <code>{submitted.slice(at + 1)}</code>
            </span>
          )}
        </p>
      ) : (
        <p id="calc-expression-hint" className="calc-hint">
          e.g. <code>{'{1|0} + {0|*}'}</code>, <code>↑+↑+*</code> (or <code>^+^+*</code>), <code>±1</code>, <code>1/2:1/2</code>, <code>gn(20) - gn(17)</code>
        </p>
      )}
    </div>
  );
}
