/**
 * The instance of a played proof: which lemma, α and a (Lemma 4.3: α01^(3+a) − α101^a) or
 * α and β (Lemma 4.4: α0111β − α10β), and which side the user takes. Submitting starts a new
 * game; the engine's message about a field shows beside it.
 */
import { useState, type FormEvent } from 'react';
import type { ErrorInfo } from '../../../engine/errors';
import { TextField, useDraft } from '../../../ui/form';

export interface ProofInstance {
  lemma: '4.3' | '4.4';
  alpha: string;
  a: number;
  beta: string;
}

interface Props {
  instance: ProofInstance;
  side: 'L' | 'R';
  error: ErrorInfo | null;
  onSubmit: (x: { lemma: '4.3' | '4.4'; alpha: string; a: string; beta: string }) => void;
  onSide: (side: 'L' | 'R') => void;
}

const fieldError = (error: ErrorInfo | null, field: string) => (error?.field === field ? error : null);

export function ProofForm({ instance, side, error, onSubmit, onSide }: Props) {
  const [alpha, setAlpha] = useDraft(instance.alpha);
  const [a, setA] = useDraft(String(instance.a));
  const [beta, setBeta] = useDraft(instance.beta);
  const [lemma, setLemma] = useDraft(instance.lemma);
  const [aProblem, setAProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const bad = lemma !== '4.4' && !/^\d{1,3}$/.test(a.trim());
    setAProblem(bad ? 'a is a whole number: 0, 1, 2, …' : null);
    if (bad) return;
    onSubmit({ lemma: lemma === '4.4' ? '4.4' : '4.3', alpha: alpha.trim(), a: a.trim(), beta: beta.trim() });
  };
  return (
    <form className="proof-form" onSubmit={submit} aria-label="The difference game to play">
      <fieldset className="proof-choice">
        <legend>Lemma</legend>
        <label>
          <input type="radio" name="proof-lemma" checked={lemma !== '4.4'} onChange={() => setLemma('4.3')} />{' '}
          4.3: α01<sup>3+a</sup> = α101<sup>a</sup>
        </label>
        <label>
          <input type="radio" name="proof-lemma" checked={lemma === '4.4'} onChange={() => setLemma('4.4')} />{' '}
          4.4: α0111β = α10β
        </label>
      </fieldset>
      <TextField
        id="proof-alpha"
        label="α (may be empty)"
        value={alpha}
        onChange={setAlpha}
        submitted={instance.alpha}
        error={fieldError(error, 'alpha')}
        placeholder="empty"
        className="proof-field"
      />
      {lemma === '4.4' ? (
        <TextField
          id="proof-beta"
          label="β"
          value={beta}
          onChange={setBeta}
          submitted={instance.beta}
          error={fieldError(error, 'beta')}
          className="proof-field"
        />
      ) : (
        <TextField
          id="proof-a"
          label="a"
          value={a}
          onChange={setA}
          submitted={String(instance.a)}
          error={aProblem ? { message: aProblem } : fieldError(error, 'a')}
          inputMode="numeric"
          className="proof-field proof-a"
        />
      )}
      <button type="submit">Start this game</button>
      <fieldset className="proof-choice">
        <legend>You play (first)</legend>
        {(['L', 'R'] as const).map((p) => (
          <label key={p}>
            <input type="radio" name="proof-side" checked={side === p} onChange={() => onSide(p)} />{' '}
            {p === 'L' ? 'Left' : 'Right'}
          </label>
        ))}
      </fieldset>
    </form>
  );
}
