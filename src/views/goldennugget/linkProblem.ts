/**
 * The sentence for a link's parameter that could not be used, as every page says it ("The
 * link's step “abc” could not be used: …"), naming what is shown instead (said once, after
 * the last of several).
 */
export function linkProblem(param: string, value: string, why: string, instead?: string): string {
  const text = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  const shown = instead ? ` ${instead[0]!.toUpperCase()}${instead.slice(1)} instead.` : '';
  return `The link's ${param} “${text}” could not be used: ${why}.${shown}`;
}
