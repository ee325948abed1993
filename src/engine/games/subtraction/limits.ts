/**
 * Complementary Subtraction's size limits, in a file of their own so a page can show them
 * without loading the engine's tables.
 */

/** Largest heap a request may name (membership and outcomes reach it quickly). */
export const MAX_HEAP = 100_000;
/** Largest heap whose canonical form a request may need (the generic table is quadratic). */
export const MAX_VALUE_HEAP = 20_000;
/** Rows in one table request. */
export const MAX_TABLE_ROWS = 1000;
/** Heaps in one sum. */
export const MAX_SUM_HEAPS = 16;
/** The explorer: moduli and heaps. */
export const MAX_EXPLORE_P = 12;
export const MAX_EXPLORE_HEAP = 100_000;
/** Value exploration (canonical forms of every T): moduli and heaps. */
export const MAX_VALUES_P = 6;
export const MAX_VALUES_HEAP = 400;
/** The walkthrough's modulus (it shows 3p heaps, each frame with 2p flags). */
export const MAX_WALKTHROUGH_P = 24;
