/**
 * How the play shell names the sides and the players: Left and Right in a partizan game,
 * Player 1 and Player 2 in an impartial one; against the computer, "You" and "Computer"
 * (with the side in a partizan game, where it says which moves are yours).
 */
import type { Side } from '../../engine/games/gameRules';
import type { Opponent } from '../../store/playSlice';
import type { BoardMode } from './playActions';

const PARTIZAN_NAME = { L: 'Left', R: 'Right' } as const;

/** "Left", "Right"; "Player 1", "Player 2" (player 0 moves first). */
export const sideName = (side: Side): string =>
  typeof side === 'string' ? PARTIZAN_NAME[side] : `Player ${side + 1}`;

export interface Players<S extends Side> {
  opponent: Opponent;
  computerPlays: S;
}

/** Who made (or is to make) a move of `side`: "Left", "Player 2", "You (Left)", "Computer". */
export function playerName<S extends Side>(side: S, players: Players<S>): string {
  if (players.opponent === 'two') return sideName(side);
  const who = side === players.computerPlays ? 'Computer' : 'You';
  return typeof side === 'string' ? `${who} (${sideName(side)})` : who;
}

/** What a board's status line reads from its play shell. */
export interface PlayStatus<S extends Side> extends Players<S> {
  mode: BoardMode;
  /** the side to move */
  turn: S;
  over: boolean;
  history: readonly unknown[];
}
