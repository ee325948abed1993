/**
 * The calculator's temperature-theory fields for one canonical game, as plain JSON
 * (design.md: numbers as "p/q" strings, games in plain form):
 *   temperatureFacts (in every canonical answer): mean, temperature; thermograph {left, right}:
 *   each wall's breakpoints [t, x] from t = −1 up to the foot of its mast (above its last point
 *   the wall is the vertical mast at the mean);
 *   temperatureExtras (only when asked for, issue 24: a sum of eight hot games paid seconds
 *   for them on every request): atomicWeight (null when not atomic, atomicWeightNote says
 *   why); leftIncentives, rightIncentives.
 * Incentives and atomic weights of big sums can need many new games: each gets a budget of
 * its own, and past it the field is null with a note instead of failing the whole answer.
 */
import { EngineError } from '../errors';
import type { Work } from '../progress';
import { atomicWeight } from './atomicWeight';
import { withBudget } from './budget';
import { MAX_FORM_LENGTH } from './describe';
import { leftIncentives, rightIncentives } from './incentives';
import { makePlain } from './plain';
import { optionCount, type GameId } from './store';
import type { Ast } from './parse';
import { neg } from './arithmetic';
import { sumTerms } from './sumTerms';
import { mean, temperature, thermograph } from './thermograph';
import type { Trajectory } from './trajectory';

/** Incentives are listed for games with at most this many options (*4095 has 8,190). */
export const MAX_INCENTIVE_OPTIONS = 256;

/** New games allowed for the incentives, and again for the atomic weight. */
export const EXTRAS_NEW_GAMES = 100_000;

export interface TemperatureFacts {
  mean: string;
  temperature: string;
  thermograph: { left: [string, string][]; right: [string, string][] };
}

export interface TemperatureExtras {
  /** plain form; null when the game is not atomic (or the computation was too large) */
  atomicWeight: string | null;
  atomicWeightNote: string | null;
  /** plain forms (an entry is null when longer than MAX_FORM_LENGTH); null when too large to compute */
  leftIncentives: (string | null)[] | null;
  rightIncentives: (string | null)[] | null;
  incentivesNote: string | null;
}

const wall = (w: Trajectory): [string, string][] => w.points().map(([t, x]) => [t.toString(), x.toString()]);

/** fn's result, or why it was not computed (too many new games, or past a store limit); cancellation propagates. */
function withinBudget<T>(work: Work, label: string, fn: () => T): { value: T } | { tooLarge: string } {
  try {
    return { value: withBudget(work, fn, EXTRAS_NEW_GAMES, label) };
  } catch (e) {
    if ((e instanceof EngineError && e.info.code === 'too_large') || e instanceof RangeError)
      return { tooLarge: `${label} not computed: ${e.message}` };
    throw e;
  }
}

export function temperatureFacts(g: GameId, work: Work): TemperatureFacts {
  const tg = thermograph(g, work);
  return {
    mean: mean(g).toString(),
    temperature: temperature(g).toString(),
    thermograph: { left: wall(tg.left), right: wall(tg.right) },
  };
}

export function temperatureExtras(g: GameId, work: Work): TemperatureExtras {
  const aw = withinBudget(work, 'atomic weight', () => atomicWeight(g));
  const plainAll = (ids: GameId[]) => ids.map((i) => makePlain(i, MAX_FORM_LENGTH));
  const options = optionCount(g);
  // dropping dominated incentives compares them pairwise: past this many options, say so instead
  const incentives: { value: { left: (string | null)[]; right: (string | null)[] } } | { tooLarge: string } =
    options > MAX_INCENTIVE_OPTIONS
      ? {
          tooLarge: `incentives not listed: G has ${options.toLocaleString('en')} options (at most ${MAX_INCENTIVE_OPTIONS} here)`,
        }
      : withinBudget(work, 'incentives', () => ({
          left: plainAll(leftIncentives(g)),
          right: plainAll(rightIncentives(g)),
        }));
  return {
    atomicWeight: 'value' in aw && aw.value.atomic ? makePlain(aw.value.weight, MAX_FORM_LENGTH) : null,
    atomicWeightNote: 'tooLarge' in aw ? aw.tooLarge : aw.value.atomic ? null : aw.value.reason,
    leftIncentives: 'value' in incentives ? incentives.value.left : null,
    rightIncentives: 'value' in incentives ? incentives.value.right : null,
    incentivesNote: 'tooLarge' in incentives ? incentives.tooLarge : null,
  };
}

/** Terms whose thermographs are drawn beside a sum's (more are left out). */
export const MAX_DRAWN_TERMS = 8;

/** Each term's thermograph, mean and temperature, for drawing beside the sum's. */
export function termThermographs(text: string, ast: Ast, evaluateTerm: (a: Ast) => GameId, work: Work) {
  return sumTerms(ast)
    .slice(0, MAX_DRAWN_TERMS)
    .map(({ term, negated }) => {
      const g = negated ? neg(evaluateTerm(term)) : evaluateTerm(term);
      const tg = thermograph(g, work);
      const typed = text.slice(term.at, term.end).trim();
      return {
        expression: negated ? `−(${typed})` : typed,
        mean: mean(g).toString(),
        temperature: temperature(g).toString(),
        thermograph: { left: wall(tg.left), right: wall(tg.right) },
      };
    });
}
