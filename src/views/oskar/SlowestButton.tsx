/** An example button that asks the engine for the slowest configuration of N coins and sets it. */
import { useEffect, useState } from 'react';
import { useAnalysis } from '../../worker/useAnalysis';
import { groupDigits } from '../../ui/format/groupDigits';

export function SlowestButton({ coins, onSet }: { coins: number; onSet(c: string): void }) {
  const [asked, setAsked] = useState(false);
  const a = useAnalysis(asked ? { game: 'oskar', op: 'slowest', coins } : null);
  const r = a.result;
  useEffect(() => {
    if (asked && r) {
      setAsked(false);
      onSet(r.configuration);
    }
  }, [asked, r, onSet]);
  return (
    <button
      type="button"
      onClick={() => setAsked(true)}
      aria-busy={asked || undefined}
      title={`the slowest of the 2^${coins} configurations (from the engine)`}
    >
      Slowest, {groupDigits(coins)} coins
    </button>
  );
}
