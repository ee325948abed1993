/** Start a backwards game (from the configuration above or from all tails) and choose who plays. */
import { useState } from 'react';
import type { OskarOpponent } from '../../store';
import { parseCount } from './codecs';

interface Props {
  configuration: string;
  position: string;
  opponent: OskarOpponent;
  computerPlays: 0 | 1;
  max: number;
  onNew(position: string): void;
  onOpponent(o: OskarOpponent): void;
  onComputerPlays(p: 0 | 1): void;
}

export function BackwardsSetup({ configuration, position, opponent, computerPlays, max, onNew, onOpponent, onComputerPlays }: Props) {
  const [n, setN] = useState(String(position.length));
  const [problem, setProblem] = useState<string | null>(null);
  const fromTails = () => {
    const r = parseCount(n, 1, max, 'The number of coins');
    if (!r.ok) return setProblem(r.message);
    setProblem(null);
    onNew('0'.repeat(r.value));
  };
  return (
    <div className="oskar-setup">
      <button type="button" onClick={() => onNew(configuration)} disabled={configuration.length > max} title={configuration.length > max ? `the backwards game takes up to ${max} coins` : undefined}>
        New game from the configuration above
      </button>
      <span className="oskar-form">
        <button type="button" onClick={fromTails}>
          New game from all tails
        </button>
        <label htmlFor="oskar-back-n">with</label>
        <input id="oskar-back-n" type="text" inputMode="numeric" value={n} onChange={(e) => setN(e.currentTarget.value)} aria-invalid={problem ? true : undefined} aria-describedby={problem ? 'oskar-back-error' : undefined} />
        <span>coins</span>
        {problem && (
          <span id="oskar-back-error" role="alert" className="oskar-error">
            {problem}
          </span>
        )}
      </span>
      <fieldset className="oskar-players">
        <legend>Players</legend>
        <label>
          <input type="radio" name="oskar-opponent" checked={opponent === 'computer'} onChange={() => onOpponent('computer')} /> against the computer
        </label>
        <label>
          <input type="radio" name="oskar-opponent" checked={opponent === 'two'} onChange={() => onOpponent('two')} /> two people
        </label>
        {opponent === 'computer' && (
          <label>
            the computer moves{' '}
            <select value={computerPlays} onChange={(e) => onComputerPlays(Number(e.currentTarget.value) as 0 | 1)}>
              <option value={1}>second</option>
              <option value={0}>first</option>
            </select>
          </label>
        )}
      </fieldset>
    </div>
  );
}
