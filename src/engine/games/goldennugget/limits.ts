/**
 * Golden Nugget's size limits, in a file of their own so the page can show them without
 * loading the heap table's code.
 */

/** Upper bound on heap sizes a request may ask for (the heap table's reach). */
export const MAX_HEAP = 100_000;
