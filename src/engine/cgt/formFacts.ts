/**
 * What a heap table shows of a canonical game, and the reduced forms' warning for a sum:
 * shared by every subtraction game's table and sums (Golden Nugget, Complementary
 * Subtraction), so each game adds only its own fields.
 */
import { sumAll } from './arithmetic';
import { makePretty, makeTex } from './display';
import { makePlain, plainLength } from './plain';
import { outcome, type Outcome } from './properties';
import { reduced } from './reduced';
import { leftStop, rightStop } from './stops';
import { birthday, isNumber, leftOptions, rightOptions, type GameId } from './store';

/** A canonical game's row in a heap table: its forms (cut for display), stops, outcome, birthday. */
export function formFacts(g: GameId) {
  const r = reduced(g);
  const length = plainLength(g);
  return {
    canonicalShort: makePlain(g, 200),
    pretty: makePretty(g, 400),
    canonicalLength: Number.isFinite(length) ? length : 'Infinity',
    reduced: makePlain(r, 400),
    reducedPretty: makePretty(r, 400),
    reducedTex: makeTex(r, 400),
    isNumber: isNumber(g),
    leftStop: leftStop(g).toString(),
    rightStop: rightStop(g).toString(),
    outcome: outcome(g),
    birthday: birthday(g),
    /** Left plus Right options of the canonical form (the size chart) */
    optionCount: leftOptions(g).length + rightOptions(g).length,
  };
}

/**
 * The reduced forms of a sum's components against the real sum: `misleads` when the reduced
 * forms add up to a number but the real sum is not one (its infinitesimal part decides who wins).
 */
export interface ReducedWarning {
  misleads: boolean;
  /** each component's reduced form, plain, in the order of the components */
  heapReduced: string[];
  /** the sum of those reduced forms, plain */
  reducedSum: string;
  /** is that sum a number? */
  reducedSumIsNumber: boolean;
  /** the outcome the reduced sum alone would suggest */
  reducedOutcome: Outcome;
  /** the real sum's outcome and whether it is a number */
  realOutcome: Outcome;
  realIsNumber: boolean;
}

export function reducedWarningOf(components: readonly GameId[], real: GameId): ReducedWarning {
  const parts = components.map(reduced);
  const sum = sumAll(parts);
  const reducedSumIsNumber = isNumber(sum);
  const realIsNumber = isNumber(real);
  return {
    misleads: reducedSumIsNumber && !realIsNumber,
    heapReduced: parts.map((g) => makePlain(g) ?? ''),
    reducedSum: makePlain(sum) ?? '',
    reducedSumIsNumber,
    reducedOutcome: outcome(sum),
    realOutcome: outcome(real),
    realIsNumber,
  };
}
