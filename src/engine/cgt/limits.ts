/**
 * Limits the views check before asking (a module with no imports, so a page can use it without
 * bundling the engine).
 */

/** Longest expression accepted (against hangs on pasted junk). */
export const MAX_EXPRESSION_LENGTH = 4000;
