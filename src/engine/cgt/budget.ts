/**
 * Keeps one request's work bounded: while `fn` runs, every 1024 new games in the store the
 * request's Work is ticked (so it can be cancelled) and a cap on new games is enforced
 * (sums of many hot games grow exponentially; past the cap the answer is "too_large").
 */
import { EngineError } from '../errors';
import type { Work } from '../progress';
import { setGrowthHook, storeSize } from './store';

export const DEFAULT_NEW_GAMES = 400_000;

export function withBudget<T>(
  work: Work,
  fn: () => T,
  maxNewGames = DEFAULT_NEW_GAMES,
  label = 'building games',
): T {
  const start = storeSize();
  const previous = setGrowthHook((size) => {
    previous?.(size);
    const made = size - start;
    if (made > maxNewGames) {
      throw new EngineError(
        'too_large',
        `this needs more than ${maxNewGames.toLocaleString('en')} new games in canonical form; try a smaller expression`,
      );
    }
    work.tick(made, maxNewGames, label);
  });
  try {
    return fn();
  } finally {
    setGrowthHook(previous);
  }
}
