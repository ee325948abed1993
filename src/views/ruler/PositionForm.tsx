/**
 * Set the row: type it as H/T, change its length, or pick an example (Hoey's is one click
 * away). A bad row gets the engine parser's message beside the input, pointing at the
 * offending coin; the board keeps the last good row.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { parsePosition } from '../../engine/games/ruler/rules';
import { TextField } from '../../ui/form';
import { RULER_BOARD_MAX, RULER_HOEY_EXAMPLE, setRulerLength, setRulerPosition } from '../../store';

const EXAMPLES: readonly { label: string; position: string; why: string }[] = [
  { label: "Hoey's example", position: RULER_HOEY_EXAMPLE, why: 'the position in Hoey’s post' },
  { label: 'One head at 8', position: 'TTTTTTTH', why: 'a lone head is worth the ruler function' },
  { label: 'Twelve heads', position: 'HHHHHHHHHHHH', why: 'many winning runs' },
  { label: 'A lost position', position: 'THHTHHT', why: 'every row even: value 0' },
];

export function PositionForm({ position, onChanged }: { position: string; onChanged: () => void }) {
  const [draft, setDraft] = useState(position);
  // A row being typed is not overwritten when the computer replies on the board meanwhile;
  // the box follows the board again once the person sets a row, picks one or changes its length.
  const typing = useRef(false);
  const type = (text: string) => {
    typing.current = true;
    setDraft(text);
  };
  const [error, setError] = useState<{ message: string; at?: number; text: string } | null>(null);
  // The coins box keeps what was typed; a size out of range gets a message beside it.
  const [count, setCount] = useState(String(position.length));
  const [countError, setCountError] = useState<string | null>(null);
  useEffect(() => {
    if (!typing.current) setDraft(position);
    setError(null);
    setCount(String(position.length));
    setCountError(null);
  }, [position]);
  const typedCount = (text: string, entered = false) => {
    setCount(text);
    const n = Number(text.trim());
    if (text.trim() === '')
      return setCountError(entered ? `Type a number of coins: between 1 and ${RULER_BOARD_MAX}.` : null);
    if (!Number.isInteger(n) || n < 1 || n > RULER_BOARD_MAX)
      return setCountError(
        `Between 1 and ${RULER_BOARD_MAX} coins (got ${text.trim()}); the row keeps its ${position.length}.`,
      );
    setCountError(null);
    if (n !== position.length) length(n);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = draft.trim();
    const r = parsePosition(text, RULER_BOARD_MAX);
    if (!r.ok) return setError({ message: r.error.message, at: r.error.at, text });
    setError(null);
    typing.current = false;
    setDraft(r.value);
    setRulerPosition(r.value);
    onChanged();
  };
  const pick = (p: string) => {
    typing.current = false;
    setDraft(p);
    setRulerPosition(p);
    onChanged();
  };
  const length = (n: number) => {
    typing.current = false;
    setRulerLength(n);
    onChanged();
  };

  return (
    <div className="ruler-setup toolbar pres-fold">
      <form className="ruler-form" onSubmit={submit} aria-label="Set the row">
        <TextField
          id="ruler-position"
          label="Row (H = heads, T = tails, coin 1 first)"
          value={draft}
          onChange={type}
          error={error}
          submitted={error?.text}
        >
          <button type="submit">Set row</button>
        </TextField>
      </form>
      <div className="ruler-length toolbar" role="group" aria-label="Number of coins">
        <span>Coins:</span>
        <button
          type="button"
          onClick={() => length(position.length - 1)}
          disabled={position.length <= 1}
          aria-label="One coin fewer"
        >
          −
        </button>
        <input
          type="number"
          min={1}
          max={RULER_BOARD_MAX}
          value={count}
          aria-label="Number of coins"
          aria-invalid={countError ? true : undefined}
          aria-describedby={countError ? 'ruler-count-error' : undefined}
          onChange={(e) => typedCount(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') typedCount(e.currentTarget.value, true);
          }}
          onBlur={() => {
            if (countError === null) setCount(String(position.length));
          }}
        />
        <button
          type="button"
          onClick={() => length(position.length + 1)}
          disabled={position.length >= RULER_BOARD_MAX}
          aria-label="One coin more"
        >
          +
        </button>
        {countError && (
          <span id="ruler-count-error" className="ruler-error" role="alert" data-testid="ruler-count-error">
            {countError}
          </span>
        )}
      </div>
      <div className="toolbar" role="group" aria-label="Examples">
        {EXAMPLES.map((ex) => (
          <button
            key={ex.label}
            type="button"
            onClick={() => pick(ex.position)}
            title={`${ex.position}: ${ex.why}`}
            aria-pressed={position === ex.position}
          >
            {ex.label}
          </button>
        ))}
      </div>
    </div>
  );
}
