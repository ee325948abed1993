/** What the game slices share about play: take back, new seeds and clamped settings. */

/**
 * How many moves stay after a take back: the last move goes, and against the computer also
 * the moves back to the person's turn, so a take back never hands the move to the computer.
 * `computerMovesNext(kept)` says whether the computer would move after the first `kept` moves.
 */
export function movesKeptAfterTakeBack(
  moves: number,
  vsComputer: boolean,
  computerMovesNext: (kept: number) => boolean,
): number {
  let kept = Math.max(0, moves - 1);
  while (vsComputer && kept > 0 && computerMovesNext(kept)) kept--;
  return kept;
}

/** A fresh seed for the computer's random choices, per game. */
export const newSeed = () => Math.floor(Math.random() * 0xffffffff);

/** A number from the UI, rounded and kept within min..max. */
export const clampInt = (x: number, min: number, max: number) => Math.max(min, Math.min(max, Math.round(x)));
