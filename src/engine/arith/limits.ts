/** The numbers' input limits, apart from the handlers so the views' boxes can import them alone. */

/** Longest sign expansion the engine builds (per number, and for a concatenation). */
export const MAX_SIGNS = 100_000;
/** Longest typed number (a 100,000-sign number needs about 60,000 characters as "p/q"). */
export const MAX_NUMBER_TEXT = 70_000;
