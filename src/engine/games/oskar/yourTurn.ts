/**
 * "Your turn" questions on Oskar's walkthroughs: the next column of the elevator diagram.
 * In the process, the first few columns after the start; in the derivation of n = 2v − w²,
 * the configuration s.c after one move (P3). Only for boards short enough to type; each
 * answer is the configuration the guarded frame draws.
 */
import type { Ask } from '../../ask';
import type { Derivation, Step } from '../../derivation';
import type { FormulaState } from './formulaWalkthrough';
import type { ProcessFrame, ProcessFramePage } from './processFrames';

/** Longer boards are not asked: nobody types 40 digits to learn the rule. */
export const ASK_MAX_COINS = 32;
/** The process asks for its first columns only; after those the rule is learnt (or revealed). */
export const ASK_COLUMNS = 3;

/** The process frames that carry a question, known up front from the size (the player marks them). */
export function processAskFrames(coins: number, moves: number): number[] {
  if (coins > ASK_MAX_COINS) return [];
  return Array.from({ length: Math.min(ASK_COLUMNS, moves) }, (_, i) => i + 1);
}

const nextColumn = (what: string): Omit<Ask, 'answer'> => ({
  prompt: `${what} Type the next column, coin 1 first ($1$ head, $0$ tail).`,
  form: 'bits',
});

/** A page of process frames with its question frames marked. */
export function withProcessAsks(page: ProcessFramePage, coins: number): ProcessFramePage {
  const asked = new Set(processAskFrames(coins, page.count - 1));
  const frames = page.frames.map((f): Step<ProcessFrame> => {
    const m = f.state.m;
    if (!asked.has(m)) return f;
    return {
      ...f,
      ask: {
        ...nextColumn(`Move ${m} of the process: coin $w$ of the column before turns.`),
        answer: f.state.configuration,
      },
    };
  });
  return { ...page, frames };
}

/** The derivation of n = 2v − w² with its P3 step (one move on, a new configuration) asked. */
export function withFormulaAsks(d: Derivation<FormulaState>): Derivation<FormulaState> {
  const start = d.steps[0]?.state;
  if (!start || start.configuration.length > ASK_MAX_COINS) return d;
  return {
    ...d,
    steps: d.steps.map((step) =>
      step.state.configuration === start.configuration
        ? step
        : {
            ...step,
            ask: { ...nextColumn(`A move turns coin $w.c = ${start.w}$.`), answer: step.state.configuration },
          },
    ),
  };
}
