/** Choose N for the distribution and the slowest configuration; a bad N gets a message beside the input. */
import { useEffect, useState, type FormEvent } from 'react';
import { FieldError } from '../../ui/form';
import { OSKAR_DISTRIBUTION_MAX, setOskarCoins } from '../../store';
import { parseCount } from './codecs';

export function CoinsForm({ coins }: { coins: number }) {
  const [draft, setDraft] = useState(String(coins));
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setDraft(String(coins));
    setProblem(null);
  }, [coins]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = parseCount(draft, 1, OSKAR_DISTRIBUTION_MAX, 'N');
    if (!r.ok)
      return setProblem(
        `${r.error.message}. Beyond ${OSKAR_DISTRIBUTION_MAX} the exact counts take too long to list here.`,
      );
    setProblem(null);
    setOskarCoins(r.value);
  };
  return (
    <form className="oskar-form toolbar" onSubmit={submit} aria-label="Number of coins for the distribution">
      <label htmlFor="oskar-coins">Coins N</label>
      <input
        id="oskar-coins"
        type="text"
        inputMode="numeric"
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'oskar-coins-error' : undefined}
      />
      <button type="submit">Show</button>
      {[5, 10, 40, 200].map((n) => (
        <button key={n} type="button" onClick={() => setOskarCoins(n)} aria-pressed={coins === n}>
          N = {n}
        </button>
      ))}
      {problem && (
        <FieldError id="oskar-coins-error" error={{ message: problem }} testId="oskar-coins-error" />
      )}
    </form>
  );
}
