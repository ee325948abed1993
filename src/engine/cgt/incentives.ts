/**
 * Incentives (Siegel, CGT, II.5; Winning Ways ch. 6): Left's are G^L − G, Right's G − G^R, so
 * each player prefers a larger one. As CGSuite's CanonicalShortGameOps.incentives, duplicates
 * and dominated incentives (those some other incentive of the same player is ≥) are dropped.
 */
import { sub } from './arithmetic';
import { leq } from './compare';
import { sortUnique } from './canonical';
import { leftOptions, rightOptions, type GameId } from './store';

function undominated(ids: readonly GameId[]): GameId[] {
  const all = sortUnique(ids);
  return all.filter((g) => !all.some((h) => h !== g && leq(g, h)));
}

export function leftIncentives(g: GameId): GameId[] {
  return undominated(leftOptions(g).map((l) => sub(l, g)));
}

export function rightIncentives(g: GameId): GameId[] {
  return undominated(rightOptions(g).map((r) => sub(g, r)));
}
