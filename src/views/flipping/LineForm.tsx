/**
 * Type a line: replace the selected line or add a new one. A bad line gets the engine
 * parser's message beside the input, pointing at the offending coin; the board keeps the
 * last good lines. A line too long for the board points to (and opens) the Long lines panel.
 */
import { useEffect, useState } from 'react';
import { setParams } from '../../nav/router';
import { MAX_LINE, parseLine } from '../../engine/games/flipping/rules';
import { TextField } from '../../ui/form';
import { FLIPPING_BOARD_MAX, FLIPPING_MAX_LINES, addFlippingLine, setFlippingLine } from '../../store';
import { offerLongLine } from './longLineHandoff';
import { groupDigits } from '../../ui/format/groupDigits';

export function LineForm({
  selected,
  current,
  count,
  onChanged,
}: {
  selected: number;
  current: string;
  count: number;
  onChanged: () => void;
}) {
  const [draft, setDraft] = useState(current);
  const [error, setError] = useState<{ message: string; at?: number; text: string; long?: boolean } | null>(
    null,
  );
  useEffect(() => {
    setDraft(current);
    setError(null);
  }, [current, selected]);

  const read = (): string | null => {
    const text = draft.trim();
    const r = parseLine(text, FLIPPING_BOARD_MAX);
    if (!r.ok) {
      const raw = text.replace(/\s+/g, '');
      const long = r.error.code === 'too_large' && parseLine(raw, MAX_LINE).ok;
      setError({
        message: long
          ? `${r.error.message}: the Long lines panel below takes up to ${groupDigits(MAX_LINE)}`
          : r.error.message,
        at: r.error.at,
        text: raw,
        long,
      });
      return null;
    }
    setError(null);
    return r.value;
  };
  const set = () => {
    const line = read();
    if (line === null) return;
    setFlippingLine(selected, line);
    onChanged();
  };
  const add = () => {
    const line = read();
    if (line === null) return;
    addFlippingLine(line);
    onChanged();
  };

  return (
    <form
      className="flip-form pres-fold"
      aria-label="Type a line"
      onSubmit={(e) => {
        e.preventDefault();
        set();
      }}
    >
      <TextField
        id="flip-line-input"
        label={
          <>
            Line {selected + 1} as 0s and 1s (0 = heads, 1 = tails, coin d<sub>1</sub> first)
          </>
        }
        inputMode="numeric"
        value={draft}
        onChange={setDraft}
        error={error}
        submitted={error?.text}
        errorTestId="flip-line-error"
      >
        <button type="submit">Set line {selected + 1}</button>
        <button type="button" onClick={add} disabled={count >= FLIPPING_MAX_LINES}>
          Add as a new line
        </button>
      </TextField>
      {error?.long && (
        <p className="flip-long-pointer">
          <button
            type="button"
            data-testid="flip-open-long"
            onClick={() => {
              offerLongLine(error.text);
              setParams({ tab: 'verify', step: undefined });
            }}
          >
            Value these {groupDigits(error.text.length)} coins in the Long lines panel
          </button>
        </p>
      )}
    </form>
  );
}
