/** Sizes the variant ops accept; no imports, so the page checks the same limits without the engine. */

/** Lines of up to this many coins are tabled (2^14 positions). */
export const MAX_TABLE_LENGTH = 14;
/** The longest lines a search over a whole family covers, by k (coins a move). */
export const MAX_SEARCH_LENGTH: Readonly<Record<number, number>> = { 2: 14, 3: 12, 4: 10 };
/** Rows in one page of a table answer. */
export const MAX_ROWS = 200;
/** The longest lines §5's claim is checked on under each reading (readings.ts). */
export const MAX_READINGS_LENGTH = 12;
