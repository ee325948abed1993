/**
 * A "your turn" question in place of a step's caption: the prompt, an input (or a button a
 * choice), Check and Show answer. The engine's checkAsk grades (a cheap pure function, run here
 * on the main thread), so 2/4 and 1/2 are the same answer in every view. A wrong answer stays
 * listed and the student tries again; text that is no answer gets a message beside the input.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { askHint, checkAsk, type Ask } from '../../engine/ask';
import type { ErrorInfo } from '../../engine/errors';
import { Caption } from '../math/Caption';
import { TextField } from '../form';

export interface YourTurnProps {
  ask: Ask;
  /** the answers already tried and found wrong, kept while the page is open */
  wrong: readonly string[];
  onWrong: (typed: string) => void;
  onRight: (typed: string) => void;
  onReveal: () => void;
  /** "Step 4 of 12", read out before the question */
  stepLabel: string;
  /** take the focus on arrival (the student stepped here; not on a page load) */
  autoFocus: boolean;
  /** how often the student tried to move on past this open question (each try brings them back to it) */
  held?: number;
}

export function YourTurn({
  ask,
  stepLabel,
  wrong,
  onWrong,
  onRight,
  onReveal,
  autoFocus,
  held = 0,
}: YourTurnProps) {
  const id = useId().replace(/:/g, '');
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<{ error: Pick<ErrorInfo, 'message' | 'at'>; text: string } | null>(
    null,
  );
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!(autoFocus || held > 0) || !boxRef.current) return;
    boxRef.current.querySelector<HTMLElement>('input, .wt-ask-choice')?.focus({ preventScroll: true });
    boxRef.current.scrollIntoView?.({ block: 'nearest' }); // on a projector the question is under the frame
  }, [autoFocus, ask, held]);
  // "Answer first" shows from a try to move on until the next answer is checked.
  const [checkedAt, setCheckedAt] = useState(0);

  // A message or verdict may land below a projector's screen: bring it into view.
  useEffect(() => {
    if (problem || wrong.length) boxRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [problem, wrong.length]);

  const submit = (typed: string) => {
    setCheckedAt(held);
    const r = checkAsk(ask, typed);
    if (!r.ok) return setProblem({ error: r.error, text: typed });
    setProblem(null);
    if (r.value) onRight(typed.trim());
    else {
      onWrong(typed.trim());
      setDraft('');
    }
  };
  const last = wrong[wrong.length - 1];

  return (
    <div
      className="wt-ask"
      ref={boxRef}
      data-testid="wt-ask"
      role="group"
      aria-label={`Your turn: ${stepLabel}`}
    >
      <p className="wt-ask-prompt" aria-live="polite" aria-atomic="true">
        <span className="visually-hidden">{stepLabel}: </span>
        <strong>Your turn.</strong> <Caption text={ask.prompt} as="span" />
      </p>
      {ask.form === 'choice' ? (
        <div className="wt-ask-choices" role="group" aria-label="Your answer">
          {(ask.choices ?? []).map((c) => (
            <button
              key={c}
              type="button"
              className={'wt-ask-choice' + (wrong.includes(c) ? ' wt-ask-tried' : '')}
              onClick={() => submit(c)}
            >
              {wrong.includes(c) && <span aria-hidden="true">✗ </span>}
              {c}
            </button>
          ))}
          <button type="button" className="wt-ask-reveal" onClick={onReveal}>
            Show answer
          </button>
        </div>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit(draft);
          }}
        >
          <TextField
            id={`${id}-answer`}
            label="Your answer"
            value={draft}
            onChange={(v) => {
              setDraft(v);
              setProblem(null);
            }}
            error={problem?.error}
            submitted={problem?.text}
            hint={askHint(ask)}
            inputMode={ask.form === 'integer' || ask.form === 'bits' ? 'numeric' : 'text'}
            errorTestId="wt-ask-error"
            className="wt-ask-field"
          >
            <button type="submit">Check</button>
            <button type="button" className="wt-ask-reveal" onClick={onReveal}>
              Show answer
            </button>
          </TextField>
        </form>
      )}
      <p className="wt-ask-verdict" role="status" data-testid="wt-ask-verdict">
        {held > checkedAt && (
          // a new node each press, so a screen reader says it again
          <span key={held} data-testid="wt-ask-held">
            Answer, or press Show answer, first: the next step shows the answer.{' '}
          </span>
        )}
        {last !== undefined && (
          <>
            <span aria-hidden="true">✗ </span>
            {`Not ${last}. Try again, or show the answer.`}
            {wrong.length > 1 && ` Tried: ${wrong.join(', ')}.`}
          </>
        )}
      </p>
    </div>
  );
}

/** The line above a guarded step's caption once its question is settled. */
export function AskOutcome({ answer, how }: { answer: string; how: 'right' | 'revealed' }) {
  return (
    <p className={'wt-ask-outcome wt-ask-' + how} data-testid="wt-ask-outcome">
      <span aria-hidden="true">{how === 'right' ? '✓ ' : '→ '}</span>
      {how === 'right' ? `Right: ${answer}.` : `The answer: ${answer}.`}
    </p>
  );
}
