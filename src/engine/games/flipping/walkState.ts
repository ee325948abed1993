/**
 * The state of each walkthrough frame (Derivation<S>.steps[k].state): plain JSON that the
 * views draw as they are, so every frame is self-contained (a deep link to step 7 needs
 * nothing from steps 1–6). Numbers are machine form "p/q".
 */
import type { HighlightTone } from '../../derivation';

export type AlgorithmPhase = 'line' | 'reduce' | 'reduced' | 'split' | 'blocks' | 'base' | 'ordinalSum' | 'value';

/** A coloured block of the split drawn on the coins: Q_j or the last part G_i. */
export interface BlockView {
  role: 'Q' | 'G';
  /** Q_j or G_i: the index j or i */
  index: number;
  start: number;
  end: number;
  coins: string;
  tone: HighlightTone;
  /** For Q_j the exponent 1/2^(2p+q−1); for G_i its value v_i (Step 5). */
  value: string;
  p?: number;
  q?: number;
  a?: number;
}

/** The ordinal-sum tree: base : exponent, each node with its value (null until evaluated). */
export type TreeNode =
  | { kind: 'base'; label: string; coins: string; value: string | null }
  | { kind: 'exponent'; label: string; coins: string; value: string }
  | { kind: 'sum'; label: string; base: TreeNode; exponent: TreeNode; value: string | null; focus: boolean };

/** One ordinal sum evaluated by concatenating sign expansions. */
export interface SignsView {
  base: string;
  baseSigns: string;
  exponent: string;
  exponentSigns: string;
  signs: string;
  value: string;
}

export interface AlgorithmState {
  phase: AlgorithmPhase;
  /** The coins drawn at this step (the paper's string, coin d1 first). */
  line: string;
  /** After a reduction: the line it leads to. */
  next: string | null;
  blocks: BlockView[];
  tree: TreeNode | null;
  signs: SignsView | null;
  /** The value found so far at this step (v_j), or the final value. */
  value: string | null;
}

export type SumPhase = 'lines' | 'line' | 'total' | 'best' | 'winning' | 'none';

export interface SumLineView {
  line: string;
  value: string | null;
  /** Left's best move here (Theorem 4.2) and the value after it. */
  best: { move: [number, number]; after: string; value: string; total: string } | null;
}

export interface SumState {
  phase: SumPhase;
  lines: SumLineView[];
  /** The component in focus at this step, if any. */
  focus: number | null;
  total: string | null;
  /** Left's winning moves found so far (component, move, sum after). */
  winning: { component: number; move: [number, number]; after: string; total: string }[];
}
