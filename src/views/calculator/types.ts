/** The engine's answer to {"game":"cgt","op":"canonical"} (types only: views compute nothing). */
import type { GameDescription } from '../../engine/cgt/describe';
import type { GameTree, TreeNode } from '../../engine/cgt/tree';

export type { GameTree, TreeNode };

export type CalculatorAnswer = GameDescription & {
  expression: string;
  tree: GameTree;
};

export const OUTCOME_TEXT: Readonly<Record<string, string>> = {
  L: 'Left wins, whoever starts (G > 0)',
  R: 'Right wins, whoever starts (G < 0)',
  N: 'the first player wins (G ‖ 0, fuzzy)',
  P: 'the second player wins (G = 0)',
};
