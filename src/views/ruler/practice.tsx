/** Ruler in Practice: the question's rows of coins, and the ruler rows' frames. */
import type { RulerRowsState } from '../../engine/games/ruler/derivation';
import type { FrameProps, QuestionBoardProps } from '../../nav/pages';
import { CoinRow } from '../../ui/board';
import { RowDiagram } from './RowDiagram';
import './ruler.css';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

export function Board({ board, highlight }: QuestionBoardProps) {
  if (board.kind !== 'ruler') return null;
  return (
    <div className="pr-board" data-anchor="board">
      {board.rows.map((row, i) => (
        <CoinRow
          key={i}
          coins={[...row] as ('H' | 'T')[]}
          labels={numbers(row.length)}
          ariaLabel={`Ruler row ${row}`}
          highlights={highlight ?? []}
        />
      ))}
    </div>
  );
}

export const Rows = ({ step }: FrameProps) => (
  <RowDiagram state={step.state as RulerRowsState} highlight={step.highlight} />
);
