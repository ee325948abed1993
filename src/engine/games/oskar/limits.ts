/** Size limits of the oskar ops: beyond them a request gets a too_large error, never a hang. */

/** Coins in a configuration (decay, elevator, formula walkthrough, backwards by theorem). */
export const MAX_COINS = 5000;
/** Cells (configurations × coins) in a full trajectory; longer ones are paged with op "elevator". */
export const TRAJECTORY_MAX_CELLS = 2_000_000;
/** Columns in one elevator page, and cells in one page. */
export const PAGE_MAX_COLUMNS = 2000;
export const PAGE_MAX_CELLS = 1_000_000;
/** Coins for the exact distribution (N(N+1)/2 + 1 counts of up to ~N bits each). */
export const DISTRIBUTION_MAX_COINS = 400;
/** Up to here the distribution op also multiplies out the closed form and compares, by default. */
export const DISTRIBUTION_CHECK_MAX_COINS = 300;
/** Coins for the cross-check by enumeration of all 2^N configurations. */
export const ENUMERATION_CHECK_MAX_COINS = 20;
/** Coins for the exhaustive search of slowest configurations (2^N simulations). */
export const SLOWEST_SEARCH_MAX_COINS = 18;
/** Coins for the slowest configuration (the string has N characters). */
export const SLOWEST_MAX_COINS = 100_000;
