/**
 * Formatting the engine's "p/q" strings for people. No arithmetic on values here: the
 * engine computes them; `approx` is a drawing coordinate only (position on a number line).
 */

/** "-11/16" → "-\frac{11}{16}"; "3" → "3". */
export function texOfValue(s: string): string {
  const m = /^(-?)(\d+)\/(\d+)$/.exec(s);
  if (!m) return s;
  const digits = (d: string) => (d.length <= 40 ? d : `${d.slice(0, 12)}\\ldots${d.slice(-6)}`);
  return `${m[1]}\\frac{${digits(m[2])}}{${digits(m[3])}}`;
}

/** A float position for drawing only (saturates for huge values). */
export function approx(s: string): number {
  const [p, q = '1'] = s.split('/');
  const v = Number(p) / Number(q);
  return Number.isFinite(v) ? v : Math.sign(Number(p)) * Number.MAX_VALUE;
}

/** "+-+" shortened for a label: "+ − +". */
export function signsText(signs: string, max = 24): string {
  const pretty = (t: string) => [...t].map((c) => (c === '-' ? '−' : '+')).join(' ');
  if (signs.length === 0) return '(no edges)';
  if (signs.length <= max) return pretty(signs);
  return `${pretty(signs.slice(0, 10))} … ${pretty(signs.slice(-6))} (${signs.length} signs)`;
}
