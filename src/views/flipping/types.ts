/** The engine's answers this page reads (engine/games/flipping/handlers.ts), as plain JSON. */
import type { Derivation } from '../../engine/derivation';
import type { AlgorithmState, SumState } from '../../engine/games/flipping/walkState';
import type { ClaimResult } from '../../engine/games/flipping/claimsEval';
import type { CheckResult } from '../../engine/games/flipping/theoremChecks';

export type Outcome = 'L' | 'R' | 'N' | 'P';

export interface SumMoveJson {
  component: number;
  move: [number, number];
  after: string;
  /** the line's value after the move, and the sum's */
  value: string;
  total: string;
}

export interface SumAnswer {
  positions: string[];
  values: string[];
  value: string;
  outcome: Outcome;
  winningMoves: { left: SumMoveJson[]; right: SumMoveJson[] };
  exhaustive: boolean;
  bestMoves: { left: SumMoveJson | null; right: SumMoveJson | null };
}

export interface ValueAnswer {
  position: string;
  dropped: number;
  length: number;
  value: string;
  outcome: Outcome;
  reduced: string | null;
  reducedLength: number;
  reductions: number;
  blocks: number;
  expression: string | null;
  theorem31: 'even' | 'startsWithTails' | null;
  bestMoves: { left: [number, number] | null; right: [number, number] | null };
  bruteForceAvailable: boolean;
  walkthroughAvailable: boolean;
}

export interface WalkthroughAnswer {
  derivation: Derivation<AlgorithmState>;
}

export interface SumWalkthroughAnswer {
  derivation: Derivation<SumState>;
}

export interface BruteForceAnswer {
  position: string;
  value: string;
  algorithm: string;
  agree: boolean;
}

export interface ChecksAnswer {
  coins: number;
  lines: number;
  agree: number;
  checks: CheckResult[];
}

export interface ClaimsAnswer {
  claims: ClaimResult[];
}

export interface ComputerAnswer {
  move: SumMoveJson | null;
  kind: 'best' | 'random' | 'none';
  winning: boolean;
}
