/** Golden Nugget in Practice: the question's heaps, and the representations' and classifier's frames. */
import type { Step } from '../../engine/derivation';
import type { ClassifyState, RepresentationState } from '../../engine/games/goldennugget/theoremTypes';
import type { FrameProps, QuestionBoardProps } from '../../nav/pages';
import { ClassifyFrame } from './ClassifyFrame';
import { HeapBoard } from './HeapBoard';
import { RepresentationFrame } from './RepresentationFrame';
import './board.css';
import './goldennugget.css';

export function Board({ board }: QuestionBoardProps) {
  if (board.kind !== 'goldennugget') return null;
  return (
    <div className="pr-board" data-anchor="board">
      <HeapBoard heaps={board.heaps} mayTake={null} onTake={() => {}} />
    </div>
  );
}

export const Representation = ({ step }: FrameProps) => (
  <RepresentationFrame step={step as Step<RepresentationState>} />
);
export const Classify = ({ step }: FrameProps) => <ClassifyFrame step={step as Step<ClassifyState>} />;
