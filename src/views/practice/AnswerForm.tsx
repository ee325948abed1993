/**
 * The answer: a text field (numbers, moves, games, coins) or a group of choices. Enter
 * submits; a message the engine could not read sits beside the input, the text kept.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { ErrorInfo } from '../../engine/errors';
import type { AnswerForm as Form } from '../../engine/practice/types';
import { FieldError, TextField } from '../../ui/form';

interface Props {
  form: Form;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  /** the engine's message about the submitted text */
  error: Pick<ErrorInfo, 'message' | 'at'> | null;
  submitted: string | null;
  busy: boolean;
  /** take the focus on mount: only for an exercise the user asked for (n, Next), so on a page
      just opened `p` and the other page keys still work */
  focusOnMount: boolean;
  /** false after a wrong answer: Enter still checks, and Tab goes straight on to "Next exercise" */
  checkInTabOrder?: boolean;
}

const INPUT_MODE = {
  number: 'text',
  whole: 'numeric',
  move: 'text',
  game: 'text',
  coins: 'numeric',
  choice: 'text',
} as const;

export function AnswerForm({
  form,
  value,
  onChange,
  onSubmit,
  error,
  submitted,
  busy,
  focusOnMount,
  checkInTabOrder = true,
}: Props) {
  const id = useId();
  const box = useRef<HTMLFormElement>(null);
  const [focusNow] = useState(focusOnMount); // at mount: the parent's later renders do not count
  useEffect(() => {
    if (focusNow)
      box.current
        ?.querySelector<HTMLInputElement>('input:checked, input[type=text], input[type=radio]')
        ?.focus({ preventScroll: true });
  }, [focusNow]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const button = (
    <button type="submit" className="pr-submit" disabled={busy} tabIndex={checkInTabOrder ? undefined : -1}>
      Check
    </button>
  );
  if (form.shape === 'choice' && form.choices) {
    // Enter on a radio button submits too (browsers submit forms from text fields only).
    const enter = (e: KeyboardEvent) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        onSubmit();
      }
    };
    return (
      <form ref={box} className="pr-answer" onSubmit={submit} aria-label="Your answer">
        <fieldset
          className="pr-choices"
          onKeyDown={enter}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <legend>{form.label}</legend>
          {form.choices.map((c) => (
            <label key={c.value} className="pr-choice">
              <input
                type="radio"
                name={`${id}-choice`}
                value={c.value}
                checked={value === c.value}
                onChange={() => onChange(c.value)}
              />
              {c.label}
            </label>
          ))}
        </fieldset>
        {error && (
          <FieldError
            id={`${id}-error`}
            error={error}
            text={submitted ?? value}
            testId="practice-answer-error"
          />
        )}
        {button}
      </form>
    );
  }
  return (
    <form ref={box} className="pr-answer" onSubmit={submit} aria-label="Your answer">
      <TextField
        id={`${id}-answer`}
        label={form.label}
        value={value}
        onChange={onChange}
        error={error}
        submitted={submitted ?? undefined}
        hint={form.hint}
        inputMode={INPUT_MODE[form.shape]}
        errorTestId="practice-answer-error"
        className="pr-field"
      >
        {button}
      </TextField>
    </form>
  );
}
