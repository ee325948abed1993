/** Engine state types the oskar views draw (type imports only: no engine code runs here; answers are typed by api.ts's AnswerOf). */
import type { FormulaState } from '../../engine/games/oskar/formulaWalkthrough';
import type { ProofState } from '../../engine/games/oskar/closedFormProof';
import type { ElevatorColumn } from '../../engine/games/oskar/elevator';

export type { FormulaState, ProofState, ElevatorColumn };
