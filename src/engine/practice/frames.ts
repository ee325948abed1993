/** Explanations drawn on the question's own board: captions over a read-only position. */
import type { Step } from '../derivation';
import type { BoardFrame, Explanation, PracticeBoard } from './types';

export interface BoardStep {
  caption: string;
  board: PracticeBoard;
  highlight?: Step['highlight'];
  important?: boolean;
}

export function boardExplanation(title: string, steps: readonly BoardStep[]): Explanation {
  return {
    frames: 'board',
    derivation: {
      title,
      steps: steps.map((s): Step<BoardFrame> => ({
        caption: s.caption,
        state: { board: s.board },
        ...(s.highlight ? { highlight: s.highlight } : {}),
        ...(s.important ? { important: true } : {}),
      })),
    },
  };
}
