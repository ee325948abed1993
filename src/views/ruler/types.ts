/** The engine's answers the ruler views read (see src/engine/games/ruler/handlers.ts). */
import type { Derivation } from '../../engine/derivation';
import type { RulerRowsState } from '../../engine/games/ruler/derivation';
import type { ClaimCheck } from '../../engine/games/ruler/hoey';
import type { RulerMexState, MexRow } from '../../engine/games/ruler/mexDerivation';
import type { RowSummary } from '../../engine/games/ruler/rulerFunction';
import type { LengthCheck, PositionCheck } from '../../engine/games/ruler/verify';

export type Run = [number, number];

export interface ValueAnswer {
  position: string;
  length: number;
  heads: number;
  nimValue: number;
  binary: string;
  outcome: 'N' | 'P';
  rows: RowSummary[];
  winningMoves: Run[];
  winningMoveCount: number;
}

export interface WalkthroughAnswer {
  derivation: Derivation<RulerRowsState>;
}

export interface MexAnswer {
  derivation: Derivation<RulerMexState>;
}

export interface ComputerAnswer {
  move: Run | null;
  reason: 'winning' | 'mistake' | 'no-winning-move' | 'no-move';
  position: string;
  nimValue: number;
}

export interface ClaimsAnswer {
  example: string;
  claims: ClaimCheck[];
}

export interface BruteForceAnswer {
  maxCoins: number;
  lengths: LengthCheck[];
  totals: { positions: number; valuesAgree: number; movesAgree: number };
  singleHeads: MexRow[];
}

export type BruteCheckAnswer = PositionCheck;

export interface BruteListAnswer {
  coins: number;
  list: { position: string; brute: number; formula: number }[];
}

/** "7–11" (en dash), or "coin 8" for a run of one. */
export const runLabel = ([a, b]: readonly [number, number]) => (a === b ? `coin ${b}` : `${a}–${b}`);
