/** The moves made since the heaps were set, with who made each. */
import type { GoldenNuggetMoveRecord, GoldenNuggetSlice } from '../../store';
import type { PartizanSide } from '../../engine/games/gameRules';
import { moveText, SIDE_NAME } from './heapWords';

export function playerName(
  side: PartizanSide,
  s: Pick<GoldenNuggetSlice, 'opponent' | 'computerPlays'>,
): string {
  if (s.opponent === 'two') return SIDE_NAME[side];
  return side === s.computerPlays ? `Computer (${SIDE_NAME[side]})` : `You (${SIDE_NAME[side]})`;
}

export function MoveList({
  history,
  players,
}: {
  history: readonly GoldenNuggetMoveRecord[];
  players: Pick<GoldenNuggetSlice, 'opponent' | 'computerPlays'>;
}) {
  if (history.length === 0) return null;
  return (
    <ol className="gn-moves" aria-label="Moves so far" data-testid="gn-moves">
      {history.map((r, i) => (
        <li key={i}>
          {playerName(r.side, players)}: {moveText(r.before[r.move.component], r.move.take)}
        </li>
      ))}
    </ol>
  );
}
