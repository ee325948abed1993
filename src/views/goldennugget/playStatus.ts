/** The board's status line: who is to move, or how the game ended (words only). */
import type { PartizanSide } from '../../engine/games/gameRules';
import type { GoldenNuggetSlice } from '../../store';
import { playerName, type PlayStatus } from '../../ui/play';
import { SIDE_NAME } from './heapWords';

type Players = Pick<GoldenNuggetSlice, 'opponent' | 'computerPlays'>;

/** The end: the player to move has no move and loses. */
export function endText(s: Players, mover: PartizanSide): string {
  const winner: PartizanSide = mover === 'L' ? 'R' : 'L';
  if (s.opponent === 'two')
    return `Game over: ${SIDE_NAME[mover]} has no move, so ${SIDE_NAME[winner]} wins.`;
  return winner === s.computerPlays
    ? 'Game over: you have no move. The computer wins.'
    : 'Game over: the computer has no move. You win!';
}

export function playStatus(s: PlayStatus<PartizanSide>): string {
  if (s.mode === 'edit') return 'Editing the heaps: change them, then press Play.';
  if (s.over) return endText(s, s.turn);
  if (s.opponent === 'computer' && s.turn === s.computerPlays)
    return `The computer (${SIDE_NAME[s.turn]}) is choosing its move…`;
  return s.opponent === 'computer'
    ? `Your move (${SIDE_NAME[s.turn]}).`
    : `${playerName(s.turn, s)} to move.`;
}
