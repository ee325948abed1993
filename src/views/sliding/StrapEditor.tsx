/**
 * Type a strap's position "x, y"; a bad one gets its message beside the input (and the
 * board keeps its position). Enter or Set applies it. Folded in presentation mode.
 */
import { useId, useState, type FormEvent } from 'react';
import { FieldError } from '../../ui/form';
import { makeStrap, parseStrap } from './positionText';
import type { Pos } from './types';

interface Props {
  label: string;
  position: Pos;
  onSet: (p: Pos) => void;
  onRemove?: () => void;
}

export function StrapEditor({ label, position, onSet, onRemove }: Props) {
  const current = makeStrap(position);
  const [text, setText] = useState(current);
  const [shown, setShown] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  // Follow the board (moves, take backs) unless the person is mid-edit with an error.
  if (shown !== current) {
    setShown(current);
    setText(current);
    setError(null);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = parseStrap(text);
    if (r.ok) {
      setError(null);
      onSet(r.value);
    } else setError(r.error.message);
  };
  return (
    <form className="sl-editor pres-fold" onSubmit={submit}>
      <label htmlFor={`${id}-in`}>{label} (x, y)</label>
      <input
        id={`${id}-in`}
        value={text}
        size={8}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit">Set</button>
      {onRemove && (
        <button type="button" onClick={onRemove} aria-label={`Remove ${label}`}>
          Remove
        </button>
      )}
      {error && <FieldError id={`${id}-err`} error={{ message: error }} />}
    </form>
  );
}
