/**
 * Set the configuration: type it (1 = heads, 0 = tails, coin 1 first), change the number of
 * coins, or pick an example. A bad configuration gets the engine parser's message beside the
 * input, pointing at the offending character; the board keeps the last good one.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { checkConfiguration } from '../../engine/games/oskar/configuration';
import { TextField } from '../../ui/form';
import { OSKAR_BOARD_MAX, OSKAR_PAPER_EXAMPLE } from '../../store';
import { SlowestButton } from './SlowestButton';
import { groupDigits } from '../../ui/format/groupDigits';

const EXAMPLES: readonly { label: string; configuration: string; why: string }[] = [
  { label: "Paper's example 1001101", configuration: OSKAR_PAPER_EXAMPLE, why: 'Table 1 and Table 2' },
  { label: 'All heads, 10 coins', configuration: '1111111111', why: 'goes straight down' },
];

interface Props {
  configuration: string;
  onSet(configuration: string): void;
}

export function ConfigForm({ configuration, onSet }: Props) {
  const [draft, setDraft] = useState(configuration);
  const [error, setError] = useState<{ message: string; at?: number; text: string } | null>(null);
  useEffect(() => {
    setDraft(configuration.length <= OSKAR_BOARD_MAX ? configuration : '');
    setError(null);
  }, [configuration]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = draft.trim();
    const r = checkConfiguration(text, OSKAR_BOARD_MAX);
    if (!r.ok) return setError({ message: r.error.message, at: r.error.at, text });
    setError(null);
    onSet(r.value);
  };
  const length = (n: number) => {
    const k = Math.max(1, Math.min(OSKAR_BOARD_MAX, n));
    onSet(
      k <= configuration.length
        ? configuration.slice(0, k)
        : configuration + '0'.repeat(k - configuration.length),
    );
  };

  return (
    <div className="oskar-setup toolbar pres-later">
      <form className="oskar-form toolbar" onSubmit={submit} aria-label="Set the configuration">
        <TextField
          id="oskar-configuration"
          label="Configuration (1 = heads, 0 = tails, coin 1 first)"
          value={draft}
          onChange={setDraft}
          error={error}
          submitted={error?.text}
        >
          <button type="submit">Set</button>
        </TextField>
      </form>
      <div className="oskar-length toolbar" role="group" aria-label="Number of coins">
        <span>Coins:</span>
        <button
          type="button"
          onClick={() => length(configuration.length - 1)}
          disabled={configuration.length <= 1}
          aria-label="One coin fewer"
        >
          −
        </button>
        <span className="oskar-length-value">{groupDigits(configuration.length)}</span>
        <button
          type="button"
          onClick={() => length(configuration.length + 1)}
          disabled={configuration.length >= OSKAR_BOARD_MAX}
          aria-label="One coin more (a tail on top)"
        >
          +
        </button>
      </div>
      <div className="toolbar" role="group" aria-label="Examples">
        {EXAMPLES.map((ex) => (
          <button
            key={ex.label}
            type="button"
            onClick={() => onSet(ex.configuration)}
            title={ex.why}
            aria-pressed={configuration === ex.configuration}
          >
            {ex.label}
          </button>
        ))}
        <SlowestButton coins={7} onSet={onSet} />
        <SlowestButton coins={1000} onSet={onSet} />
      </div>
    </div>
  );
}
