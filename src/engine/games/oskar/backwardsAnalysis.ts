/**
 * The backwards game for the app: a position's value and each move's value, by exhaustive
 * play (the full table for N ≤ 20, a bounded search beyond), with the theorem of
 * backwardsTheorem.ts beside it; the theorem answers alone only where search cannot reach.
 */
import { fromMask, makeConfiguration, toMask, type Configuration } from './configuration';
import { weight } from './process';
import { decayTime, decayTimeMask } from './statistics';
import { cachedGrundyTable, grundyBySearch, predecessors, SEARCH_BUDGET, TABLE_MAX_COINS } from './backwards';
import { grundyByTheorem } from './backwardsTheorem';
import { toSubset } from './closedForm';
import type { Work } from '../../progress';

export type Method = 'table' | 'search' | 'theorem';

export const TREATMENT =
  'All tails is fixed by s, so it is its own predecessor. That self-move changes nothing and is not counted as a move here; then every move raises n by one and the game ends. If it were allowed, all tails would still be a first-player win (move to 10…0).';

interface Valued {
  grundy: number;
  method: Method;
}

function value(c: Configuration, work?: Work): Valued {
  if (c.length <= TABLE_MAX_COINS)
    return { grundy: cachedGrundyTable(c.length, work)[toMask(c)], method: 'table' };
  try {
    return { grundy: grundyBySearch(c, SEARCH_BUDGET, work), method: 'search' };
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    return { grundy: grundyByTheorem(c).grundy, method: 'theorem' };
  }
}

export function analyseBackwards(c: Configuration, work?: Work) {
  const own = value(c, work);
  const theorem = grundyByTheorem(c);
  const moves = predecessors(c).map((p) => {
    const v = value(p.configuration, work);
    return {
      configuration: makeConfiguration(p.configuration),
      coin: p.coin,
      n: decayTime(p.configuration),
      grundy: v.grundy,
      method: v.method,
      outcome: v.grundy === 0 ? 'P' : 'N',
      winning: v.grundy === 0,
      subset: toSubset(p.configuration),
    };
  });
  const allTails = weight(c) === 0;
  return {
    configuration: makeConfiguration(c),
    n: decayTime(c),
    grundy: own.grundy,
    outcome: own.grundy === 0 ? 'P' : 'N',
    method: own.method,
    theorem: {
      grundy: theorem.grundy,
      subset: theorem.subset,
      reason: theorem.reason,
      agrees: theorem.grundy === own.grundy,
    },
    moves,
    /** all tails also has itself as a predecessor (not counted as a move) */
    selfMove: allTails,
    outcomeWithSelfMove: allTails ? (moves.some((m) => m.winning) ? 'N' : 'D') : own.grundy === 0 ? 'P' : 'N',
    treatment: TREATMENT,
  };
}

/** Counts of Grundy values over all 2^N configurations, P-positions by n, and the theorem's agreement. */
export function backwardsSummary(coins: number, work?: Work) {
  const table = cachedGrundyTable(coins, work);
  const counts = [0, 0, 0];
  let theoremAgrees = 0;
  const D = (coins * (coins + 1)) / 2;
  const pByMoves = new Array<number>(D + 1).fill(0);
  const byMoves = new Array<number>(D + 1).fill(0);
  for (let mask = 0; mask < table.length; mask++) {
    const g = table[mask];
    counts[g]++;
    const n = decayTimeMask(mask, coins);
    byMoves[n]++;
    if (g === 0) pByMoves[n]++;
    if (grundyByTheorem(fromMask(mask, coins)).grundy === g) theoremAgrees++;
    if ((mask & 0x3fff) === 0) work?.tick(mask, table.length, 'checking the theorem');
  }
  return {
    coins,
    configurations: table.length,
    counts,
    pPositions: counts[0],
    theoremAgrees,
    pByMoves,
    byMoves,
    treatment: TREATMENT,
  };
}
