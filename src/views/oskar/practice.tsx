/** Oskar's Coin Game in Practice: the question's configuration. */
import type { QuestionBoardProps } from '../../nav/pages';
import { CoinRow } from '../../ui/board';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

export function Board({ board, highlight }: QuestionBoardProps) {
  if (board.kind !== 'oskar') return null;
  return (
    <div className="pr-board" data-anchor="board">
      <CoinRow
        coins={[...board.configuration].map((c) => (c === '1' ? 'H' : 'T'))}
        symbols={{ H: '1', T: '0' }}
        labels={numbers(board.configuration.length)}
        ariaLabel={`Configuration ${board.configuration}`}
        highlights={highlight ?? []}
      />
    </div>
  );
}
