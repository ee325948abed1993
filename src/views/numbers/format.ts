/**
 * Formatting the engine's "p/q" strings for people. No arithmetic on values here: the
 * engine computes them (number-line positions are in numberLineLayout.ts).
 */

/** "-11/16" → "-\frac{11}{16}"; "3" → "3"; digits past 40 are elided (an integer too, so it cannot widen the page). */
export function texOfValue(s: string): string {
  const digits = (d: string) => (d.length <= 40 ? d : `${d.slice(0, 12)}\\ldots${d.slice(-6)}`);
  const int = /^(-?)(\d+)$/.exec(s);
  if (int) return `${int[1]}${digits(int[2])}`;
  const m = /^(-?)(\d+)\/(\d+)$/.exec(s);
  if (!m) return s;
  return `${m[1]}\\frac{${digits(m[2])}}{${digits(m[3])}}`;
}

/** "+-+" shortened for a label: "+ − +". */
export function signsText(signs: string, max = 24): string {
  const pretty = (t: string) => [...t].map((c) => (c === '-' ? '−' : '+')).join(' ');
  if (signs.length === 0) return '(no edges)';
  if (signs.length <= max) return pretty(signs);
  return `${pretty(signs.slice(0, 10))} … ${pretty(signs.slice(-6))} (${signs.length} signs)`;
}
