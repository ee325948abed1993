/** Start a backwards game (from the configuration above or from all tails) and choose who plays. */
import { useState } from 'react';
import type { OskarOpponent } from '../../store';
import { FieldError } from '../../ui/form';
import { ComputerMovesSelect, MistakesSlider, PlayersFieldset } from '../../ui/play';
import { parseCount } from './codecs';

interface Props {
  configuration: string;
  position: string;
  opponent: OskarOpponent;
  computerPlays: 0 | 1;
  max: number;
  onNew(position: string): void;
  onOpponent(o: OskarOpponent): void;
  /** the computer's chance of a random move, 0 perfect … 100 random */
  errorPercent: number;
  onErrorPercent(percent: number): void;
  onComputerPlays(p: 0 | 1): void;
}

export function BackwardsSetup({
  configuration,
  position,
  opponent,
  computerPlays,
  errorPercent,
  max,
  onNew,
  onOpponent,
  onComputerPlays,
  onErrorPercent,
}: Props) {
  const [n, setN] = useState(String(position.length));
  const [problem, setProblem] = useState<string | null>(null);
  const fromTails = () => {
    const r = parseCount(n, 1, max, 'The number of coins');
    if (!r.ok) return setProblem(r.error.message);
    setProblem(null);
    onNew('0'.repeat(r.value));
  };
  return (
    <div className="oskar-setup toolbar">
      <button
        type="button"
        onClick={() => onNew(configuration)}
        disabled={configuration.length > max}
        title={configuration.length > max ? `the backwards game takes up to ${max} coins` : undefined}
      >
        New game from the configuration above
      </button>
      <div className="oskar-form toolbar">
        <button type="button" onClick={fromTails}>
          New game from all tails
        </button>
        <label htmlFor="oskar-back-n">with</label>
        <input
          id="oskar-back-n"
          type="text"
          inputMode="numeric"
          value={n}
          onChange={(e) => setN(e.currentTarget.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'oskar-back-error' : undefined}
        />
        <span>coins</span>
        {problem && <FieldError id="oskar-back-error" error={{ message: problem }} />}
      </div>
      <PlayersFieldset
        name="oskar-opponent"
        opponent={opponent}
        onOpponent={onOpponent}
        labels={{ computer: 'against the computer', two: 'two people' }}
      >
        <ComputerMovesSelect value={computerPlays} onChange={onComputerPlays} label="the computer moves" />
        {opponent === 'computer' && (
          <MistakesSlider percent={errorPercent} onChange={onErrorPercent} label="Computer’s mistakes" />
        )}
      </PlayersFieldset>
    </div>
  );
}
