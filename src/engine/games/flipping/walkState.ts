/**
 * The state of each walkthrough frame (Derivation<S>.steps[k].state): plain JSON that the
 * views draw as they are, so every frame is self-contained (a deep link to step 7 needs
 * nothing from steps 1–6). Numbers are machine form "p/q".
 */
import type { HighlightTone } from '../../derivation';

export type AlgorithmPhase =
  'line' | 'reduce' | 'reduced' | 'split' | 'blocks' | 'base' | 'ordinalSum' | 'value';

/** A coloured block of the split drawn on the coins: Q_j or the last part G_i. */
export interface BlockView {
  role: 'Q' | 'G';
  /** Q_j or G_i: the index j or i */
  index: number;
  start: number;
  end: number;
  coins: string;
  tone: HighlightTone;
  /** For Q_j the exponent 1/2^(2p+q−1); for G_i its value v_i, '' on the frames before Step 5 finds it. */
  value: string;
  p?: number;
  q?: number;
  a?: number;
  /** For Q_j: its own value 1/2^(2p+q) (not the exponent: see `right`). */
  own?: string;
  /** For Q_j: Right's best move in it (coins numbered within the block) and Q_j^R, the line it leaves. */
  right?: { move: [number, number]; after: string };
}

/** The ordinal-sum tree: base : exponent, each node with its value (null until evaluated). */
export type TreeNode =
  | { kind: 'base'; label: string; coins: string; value: string | null }
  /** The exponent Q_j^R (Lemma 4.5): `coins` is Q_j^R, reached by Right's `move` in the block Q_j; `value` is Q_j^R's value. */
  | { kind: 'exponent'; label: string; coins: string; block: string; move: [number, number]; value: string }
  | { kind: 'sum'; label: string; base: TreeNode; exponent: TreeNode; value: string | null; focus: boolean };

/** "What if we used Q's own value?": the wrong exponents' answer beside the right one. */
export interface WrongView {
  /** At step j: Q_j's own value, v_(j+1) : Q_j, and how far that is from v_(j+1) : Q_j^R (right − wrong). Null on the last frame. */
  step: { exponent: string; value: string; diff: string } | null;
  /** The whole chain down to here with Q's own values (v'_j), the right v_j, and right − wrong. */
  chain: string;
  right: string;
  diff: string;
}

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
  /** Step 6 frames and the value: the same sums with Q_j in place of Q_j^R (null elsewhere). */
  wrong: WrongView | null;
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
