/** The shapes of the engine's "sliding" answers, as the views read them. */
import type { Coin, MoveKind } from '../../engine/games/sliding/rules';

export type Pos = [number, number];

export interface SumMoveJson {
  component: number;
  after: Pos;
  move: { kind: MoveKind; coin: Coin; to: number };
  description: string;
  grundy: number;
  /** with `moves: true` */
  formula?: string | null;
  sumAfter?: number;
}

export interface SumResult {
  grundy: number;
  outcome: 'N' | 'P';
  components: { position: Pos; grundy: number; formula: string | null }[];
  winningMoves: SumMoveJson[];
  bestMove: SumMoveJson | null;
  moves?: SumMoveJson[];
}

export interface FormulaSetJson {
  label: string;
  n: number;
  set: 1 | 2 | 3;
  a: number;
  tex: string;
}

export interface GrundyResult {
  position: Pos;
  grundy: number;
  formula: string | null;
  formulaSets: FormulaSetJson[];
  formulaNote?: string;
  terminal: boolean;
  outcome: 'N' | 'P';
  bruteForce?: number;
  agrees?: boolean;
}

export interface TableResult {
  size: number;
  rows: { y: number; cells: { x: number; grundy: number | null; sets: number[] }[] }[];
  checkedUpTo: number;
  mismatches: { position: Pos; formula: number | null; bruteForce: number }[];
}

/** A paper claim as the engine checks it (its JSON is the engine's own shape). */
export type { Claim as ClaimJson } from '../../engine/games/sliding/claims';

/** "G(5,1)" → "G_{5,1}" for KaTeX. */
export const setTex = (label: string) => label.replace(/^G\((\d+),(\d)\)$/, 'G_{$1,$2}');
