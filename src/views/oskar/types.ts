/** The engine's oskar answers as the views read them (type imports only: no engine code runs here). */
import type { Derivation } from '../../engine/derivation';
import type { FormulaState } from '../../engine/games/oskar/formulaWalkthrough';
import type { ProofState } from '../../engine/games/oskar/closedFormProof';
import type { ElevatorColumn } from '../../engine/games/oskar/elevator';
import type { Claim } from '../../engine/games/oskar/claims';

export type { FormulaState, ProofState, ElevatorColumn, Claim };

export interface DecayAnswer {
  coins: number;
  moves: number;
  w: number;
  v: number;
  u: number;
  n: number;
  formulaAgrees: boolean;
}

export interface ElevatorAnswer {
  coins: number;
  moves: number;
  from: number;
  columns: ElevatorColumn[];
}

export interface FormulaAnswer {
  derivation: Derivation<FormulaState>;
  n: number;
}

export interface ProofAnswer {
  derivation: Derivation<ProofState>;
  subset: number[];
  n: number;
}

export interface DistributionAnswer {
  coins: number;
  counts: string[];
  maxMoves: number;
  total: string;
  totalIsPowerOfTwo: boolean;
  symmetric: boolean;
  method: string;
  checks: { closedForm?: boolean; enumeration?: boolean };
}

export interface SlowestAnswer {
  coins: number;
  k: number;
  configuration: string;
  moves: number;
  formula: number;
  candidates?: { k: number; formula: number; n: number }[];
  search?: { maximum: number; slowest: string[]; unique: boolean };
}

export interface BackwardsMove {
  configuration: string;
  coin: number;
  n: number;
  grundy: number;
  method: string;
  outcome: 'P' | 'N';
  winning: boolean;
  subset: number[];
}

export interface BackwardsAnswer {
  configuration: string;
  n: number;
  grundy: number;
  outcome: 'P' | 'N';
  method: 'table' | 'search' | 'theorem';
  theorem: { grundy: number; subset: number[]; reason: string; agrees: boolean };
  moves: BackwardsMove[];
  selfMove: boolean;
  outcomeWithSelfMove: 'P' | 'N' | 'D';
  treatment: string;
}

export interface BackwardsSummaryAnswer {
  coins: number;
  configurations: number;
  counts: number[];
  pPositions: number;
  theoremAgrees: number;
}

export interface ClaimsAnswer {
  claims: Claim[];
}
