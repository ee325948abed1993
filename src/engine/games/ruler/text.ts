/** Small wording helpers shared by the ruler derivations and claims (plain text and TeX). */

/** "5, 8 and 10"; long lists are cut: "1, 3, 5, … (40 coins)". */
export function listNumbers(xs: readonly (number | string)[], max = 12): string {
  if (xs.length === 0) return 'none';
  if (xs.length > max) return `${xs.slice(0, max - 1).join(', ')}, … (${xs.length} in all)`;
  if (xs.length === 1) return String(xs[0]);
  return `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
}

export function plural(n: number, one: string, many = one + 's'): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A value in binary as TeX, with at least `width` digits: $1011_2$. */
export function binaryTex(v: number, width = 1): string {
  return `${v.toString(2).padStart(width, '0')}_2`;
}

/** v as a sum of its powers of two in TeX ("8 + 2 + 1"; "0" for 0). */
export function powersTex(v: number): string {
  const parts: number[] = [];
  for (let b = 30; b >= 0; b--) if ((v >> b) & 1) parts.push(1 << b);
  return parts.length ? parts.join(' + ') : '0';
}

/** The run a..b in words: "coins 7–11" or "coin 8". */
export function runWords(from: number, to: number): string {
  return from === to ? `coin ${to}` : `coins ${from}–${to}`;
}

/** The name of row k by its place value, as Hoey says it: units, twos, fours, eights, … */
export function rowName(k: number): string {
  const names = ['units', 'twos', 'fours', 'eights', 'sixteens', 'thirty-twos', 'sixty-fours'];
  return names[k] ?? `${2 ** k}s`;
}
