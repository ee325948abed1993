/** The moves made since the row was set, with who made each. */
import type { RulerMoveRecord, RulerOpponent } from '../../store';
import { runLabel } from './types';

export function playerName(player: 0 | 1, opponent: RulerOpponent, computerPlays: 0 | 1): string {
  if (opponent === 'two') return `Player ${player + 1}`;
  return player === computerPlays ? 'Computer' : 'You';
}

export function MoveList({
  history,
  opponent,
  computerPlays,
}: {
  history: readonly RulerMoveRecord[];
  opponent: RulerOpponent;
  computerPlays: 0 | 1;
}) {
  if (history.length === 0) return null;
  return (
    <ol className="ruler-moves" aria-label="Moves so far">
      {history.map((h, i) => (
        <li key={i}>
          {playerName(h.side, opponent, computerPlays)}: {runLabel(h.move)}
        </li>
      ))}
    </ol>
  );
}
