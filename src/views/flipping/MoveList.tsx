/** The moves made since the lines were set, with who made each. */
import type { FlippingMoveRecord, FlippingOpponent, FlippingPlayer } from '../../store';
import { PLAYER_NAME } from './format';

export function moverName(
  p: FlippingPlayer,
  opponent: FlippingOpponent,
  computerPlays: FlippingPlayer,
): string {
  if (opponent === 'two') return PLAYER_NAME[p];
  return p === computerPlays ? `Computer (${PLAYER_NAME[p]})` : `You (${PLAYER_NAME[p]})`;
}

export function MoveList({
  history,
  opponent,
  computerPlays,
}: {
  history: readonly FlippingMoveRecord[];
  opponent: FlippingOpponent;
  computerPlays: FlippingPlayer;
}) {
  if (history.length === 0) return null;
  return (
    <ol className="flip-moves" aria-label="Moves so far">
      {history.map((h, i) => (
        <li key={i}>
          {moverName(h.side, opponent, computerPlays)}: line {h.move.component + 1}, coins {h.move.move[0]}{' '}
          and {h.move.move[1]}
        </li>
      ))}
    </ol>
  );
}
