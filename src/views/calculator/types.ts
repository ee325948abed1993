/** View types and labels of the calculator (the engine's answer is typed by api.ts's AnswerOf). */
import type { GameTree, TreeNode } from '../../engine/cgt/tree';

export type { GameTree, TreeNode };

export const OUTCOME_TEXT: Readonly<Record<string, string>> = {
  L: 'Left wins, whoever starts (G > 0)',
  R: 'Right wins, whoever starts (G < 0)',
  N: 'the first player wins (G ‖ 0, fuzzy)',
  P: 'the second player wins (G = 0)',
};
