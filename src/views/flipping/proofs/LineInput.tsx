/** A line typed for one of the Proofs explorers, kept in a URL parameter; the engine's message shows beside it. */
import type { FormEvent } from 'react';
import type { ErrorInfo } from '../../../engine/errors';
import { setParams } from '../../../nav/router';
import { TextField, useDraft } from '../../../ui/form';

interface Props {
  id: string;
  param: string;
  value: string;
  label: string;
  error: ErrorInfo | null;
  examples: readonly string[];
}

export function LineInput({ id, param, value, label, error, examples }: Props) {
  const [draft, setDraft] = useDraft(value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setParams({ [param]: draft.replace(/\s+/g, '') || undefined }, { replace: false });
  };
  return (
    <form className="proof-line-form" onSubmit={submit} aria-label={label}>
      <TextField
        id={id}
        label={label}
        value={draft}
        onChange={setDraft}
        submitted={value}
        error={error?.field === 'position' ? error : null}
        className="proof-line-field"
      >
        <button type="submit">Show</button>
      </TextField>
      <span className="proof-examples" role="group" aria-label="Examples">
        {examples.map((x) => (
          <button
            key={x}
            type="button"
            className="flip-mono"
            onClick={() => setParams({ [param]: x }, { replace: false })}
            aria-pressed={x === value}
          >
            {x}
          </button>
        ))}
      </span>
    </form>
  );
}
