/** The step state of the Numbers walkthroughs; the fields are described in numbersDerivation.ts. */
import type { Derivation, Step } from '../derivation';
import type { SimplestSearch } from './simplestSearch';

export const NUMBERS_PHASES = [
  'dyadic',
  'rule',
  'signs',
  'concat',
  'read',
  'definition',
  'result',
  'interval',
  'level',
] as const;
export type NumbersPhase = (typeof NUMBERS_PHASES)[number];

export interface Stalk {
  label: string;
  signs: string;
  value: string;
  split: number | null;
}

export interface DefinitionCheck {
  baseLeft: string | null;
  baseRight: string | null;
  sumLeft: string | null;
  sumRight: string | null;
  value: string;
}

export interface NumbersState {
  phase: NumbersPhase;
  stalks: Stalk[];
  shown: number;
  focus: number | null;
  read: number | null;
  value: string | null;
  search: SimplestSearch | null;
  definition: DefinitionCheck | null;
  result: string | null;
}

export type NumbersStep = Step<NumbersState>;
export type NumbersDerivation = Derivation<NumbersState>;

/** A frame with every field present; `over` sets what this step shows. */
export function frame(stalks: Stalk[], over: Partial<NumbersState> & { phase: NumbersPhase }): NumbersState {
  return {
    stalks,
    shown: stalks.length,
    focus: null,
    read: null,
    value: null,
    search: null,
    definition: null,
    result: null,
    ...over,
  };
}
