/**
 * Draws one explanation frame with the picture of the walkthrough it comes from: the
 * question's board, or a game's own frame (the Algorithm, the sums walkthrough, the ruler
 * rows, the Numbers stalks, Golden Nugget's representations and classifier).
 */
import type { Step } from '../../engine/derivation';
import type { AlgorithmState, SumState } from '../../engine/games/flipping/walkState';
import type { ClassifyState, RepresentationState } from '../../engine/games/goldennugget/theoremTypes';
import type { RulerRowsState } from '../../engine/games/ruler/derivation';
import type { NumbersState } from '../../engine/arith/numbersState';
import type { BoardFrame, FrameKind } from '../../engine/practice/types';
import { AlgorithmFrame } from '../flipping/AlgorithmFrame';
import { SumFrame } from '../flipping/SumFrame';
import { ClassifyFrame } from '../goldennugget/ClassifyFrame';
import { RepresentationFrame } from '../goldennugget/RepresentationFrame';
import { NumbersFrame } from '../numbers/NumbersFrame';
import { RowDiagram } from '../ruler/RowDiagram';
import { PracticeBoard } from './PracticeBoard';
import '../flipping/flipping.css';
import '../ruler/ruler.css';
import '../numbers/numbers.css';
import '../goldennugget/goldennugget.css';

export function ExplanationFrame({ frames, step }: { frames: FrameKind; step: Step<unknown> }) {
  switch (frames) {
    case 'board':
      return (
        <PracticeBoard
          board={(step.state as BoardFrame).board}
          highlight={step.highlight}
          squaresNote={false}
        />
      );
    case 'flipping-algorithm':
      return <AlgorithmFrame step={step as Step<AlgorithmState>} />;
    case 'flipping-sum':
      return <SumFrame step={step as Step<SumState>} />;
    case 'ruler-rows':
      return <RowDiagram state={step.state as RulerRowsState} highlight={step.highlight} />;
    case 'numbers':
      return <NumbersFrame state={step.state as NumbersState} />;
    case 'gn-representation':
      return <RepresentationFrame step={step as Step<RepresentationState>} />;
    case 'gn-classify':
      return <ClassifyFrame step={step as Step<ClassifyState>} />;
  }
}
