/**
 * The set S: presets (the paper's examples) and a text box in the engine's notation. A text
 * the engine cannot read leaves the set as it was and shows the engine's message, with where
 * in the text it went wrong, beside the box.
 */
import { useState, type FormEvent } from 'react';
import { useSourceDraft } from './useSourceDraft';
import { setSubtractionSet } from '../../store';
import { TextField } from '../../ui/form';

export const PRESETS: readonly { set: string; label: string }[] = [
  { set: 'wythoff', label: 'Wythoff’s A' },
  { set: 'beatty:sqrt2', label: '⌊n√2⌋' },
  { set: 'beatty:(1+sqrt5)/2', label: '⌊nφ⌋' },
  { set: 'beatty:2+sqrt3', label: '⌊n(2+√3)⌋' },
  { set: 'mod:2:1', label: 'odd numbers' },
  { set: 'mod:5:1,3', label: '1, 3 mod 5' },
  { set: 'finite:1,2,5', label: '{1, 2, 5}' },
];

export function SetChooser({ set, description }: { set: string; description: string | null }) {
  // the set changed elsewhere (a preset, a link): the box follows
  const { draft, setDraft, error, setError } = useSourceDraft(set);
  const [submitted, setSubmitted] = useState('');
  const choose = (text: string) => {
    const r = setSubtractionSet(text);
    setSubmitted(text);
    if (r.ok) {
      setError(null);
      setDraft(r.value);
    } else setError(r.error);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    choose(draft);
  };
  return (
    <section className="cs-set" aria-labelledby="cs-set-heading">
      <h2 id="cs-set-heading">The set S</h2>
      <div className="cs-presets" role="group" aria-label="Preset sets">
        {PRESETS.map((p) => (
          <button
            key={p.set}
            type="button"
            aria-pressed={p.set === set}
            onClick={() => choose(p.set)}
            data-testid={`cs-preset-${p.set}`}
          >
            {p.label}
          </button>
        ))}
      </div>
      <form onSubmit={submit} className="cs-set-form">
        <TextField
          id="cs-set-input"
          label="Set S"
          value={draft}
          onChange={setDraft}
          error={error}
          submitted={submitted}
          errorTestId="cs-set-error"
          hint={
            <>
              <code>wythoff</code>, <code>beatty:sqrt2</code>, <code>beatty:(1+sqrt5)/2</code>,{' '}
              <code>cf:[1;(2)]</code>, <code>mod:5:1,3</code>, <code>finite:1,2,5</code>
            </>
          }
        >
          <button type="submit">Use this set</button>
        </TextField>
      </form>
      <p data-testid="cs-set-now">
        Now: <code>{set}</code>
        {description ? ` — S = ${description}` : ''}. From a blue heap Left removes any number in S and Right
        any number not in S; a red heap swaps the roles.
      </p>
    </section>
  );
}
