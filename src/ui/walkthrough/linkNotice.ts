/**
 * The one sentence every page says about a link parameter it could not use (a bad `step`,
 * Ruler's `run`, Golden Nugget's `heaps`, ...), in the words urlSync uses for a bad position,
 * so a pasted link is explained the same way everywhere. `showing` is what is shown instead;
 * of several problems said together, only the last names it.
 */
export function linkNotice(param: string, raw: string, why: string, showing?: string): string {
  const text = raw.length > 20 ? `${raw.slice(0, 20)}…` : raw;
  return `The link's ${param} “${text}” could not be used: ${why}.${showing ? ` Showing ${showing} instead.` : ''}`;
}
