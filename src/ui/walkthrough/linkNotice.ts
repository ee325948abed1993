/**
 * The one sentence every walkthrough says about a link parameter it could not use (a bad
 * `step`, Ruler's `run`, ...), in the words urlSync uses for a bad position, so a pasted link
 * is explained the same way on every page.
 */
export function linkNotice(param: string, raw: string, why: string, showing: string): string {
  const text = raw.length > 20 ? `${raw.slice(0, 20)}…` : raw;
  return `The link's ${param} “${text}” could not be used: ${why}. Showing ${showing} instead.`;
}
