/** The hint: the player to move's winning moves from the engine's `sum` answer, each previewed on the board and played by a click. */
import type { AnswerOf } from '../../engine/api';
import type { PartizanSide } from '../../engine/games/gameRules';
import { clickToPlay, WinningMoves } from '../../ui/play';
import { moveText, SIDE_NAME } from './heapWords';

type SumMove = AnswerOf<'goldennugget', 'sum'>['winningMoves']['left'][number];

export interface HintMovesProps {
  sum: AnswerOf<'goldennugget', 'sum'>;
  side: PartizanSide;
  canPlay: boolean;
  onPreview: (m: SumMove | null) => void;
  onPlay: (m: SumMove) => void;
}

export function HintMoves({ sum, side, canPlay, onPreview, onPlay }: HintMovesProps) {
  const moves = side === 'L' ? sum.winningMoves.left : sum.winningMoves.right;
  const name = SIDE_NAME[side];
  if (moves.length === 0)
    return (
      <p data-testid="gn-hints-none">
        {name}, to move, has no winning move: every move loses against perfect play.
      </p>
    );
  return (
    <WinningMoves
      moves={moves}
      keyOf={(m) => `${m.component}:${m.take}`}
      label={(m) => moveText(sum.heaps[m.component], m.take)}
      intro={`Hint: ${name}’s winning move${moves.length === 1 ? '' : 's'} (${moves.length})${clickToPlay(canPlay)}:`}
      introId="gn-hints-intro"
      listTestId="gn-hints"
      canPlay={canPlay}
      onPreview={onPreview}
      onPlay={onPlay}
    />
  );
}
