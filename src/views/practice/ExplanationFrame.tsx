/**
 * Draws one explanation frame with the picture of the walkthrough it comes from: the
 * question's board, or a game's own frame, which that game's manifest names
 * (`practice.frames`: the Algorithm, the ruler rows, the Numbers stalks, ...).
 */
import { Suspense } from 'react';
import type { Step } from '../../engine/derivation';
import type { BoardFrame, FrameKind } from '../../engine/practice/types';
import { pages } from '../../nav/pages';
import { PracticeBoard } from './PracticeBoard';

export function ExplanationFrame({ frames, step }: { frames: FrameKind; step: Step<unknown> }) {
  if (frames === 'board')
    return (
      <PracticeBoard
        board={(step.state as BoardFrame).board}
        highlight={step.highlight}
        squaresNote={false}
      />
    );
  const Frame = pages()
    .map((p) => p.practice?.frames?.[frames])
    .find((f) => f !== undefined);
  if (!Frame) return null;
  return (
    <Suspense fallback={null}>
      <Frame step={step} />
    </Suspense>
  );
}
