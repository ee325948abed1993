/** Flipping Coins in Practice: the question's lines, and the Algorithm's and the sums' frames. */
import type { Step } from '../../engine/derivation';
import type { AlgorithmState, SumState } from '../../engine/games/flipping/walkState';
import type { FrameProps, QuestionBoardProps } from '../../nav/pages';
import { CoinRow } from '../../ui/board';
import { AlgorithmFrame } from './AlgorithmFrame';
import { SumFrame } from './SumFrame';
import './flipping.css';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

export function Board({ board, highlight }: QuestionBoardProps) {
  if (board.kind !== 'flipping') return null;
  return (
    <div className="pr-board" data-anchor="board">
      {board.lines.map((line, i) => (
        <div key={i} className="pr-line">
          {board.lines.length > 1 && <span className="pr-line-name">Line {i + 1}</span>}
          <CoinRow
            coins={[...line].map((c) => (c === '1' ? 'T' : 'H'))}
            symbols={{ H: '0', T: '1' }}
            labels={numbers(line.length)}
            ariaLabel={`Line ${i + 1}: ${line}`}
            highlights={board.lines.length === 1 ? (highlight ?? []) : []}
          />
        </div>
      ))}
    </div>
  );
}

export const Algorithm = ({ step }: FrameProps) => <AlgorithmFrame step={step as Step<AlgorithmState>} />;
export const Sum = ({ step }: FrameProps) => <SumFrame step={step as Step<SumState>} />;
