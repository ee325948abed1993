/** Small helpers for captions: sums of terms and sets, shortened when long. */

/** "1 + 2 + 1 + 3", or "1 + 2 + 1 + ⋯ + 3 + 9" (n terms) when long; "0" when empty. */
export function sumTeX(terms: readonly number[], max = 10): string {
  if (terms.length === 0) return '0';
  if (terms.length <= max) return terms.join(' + ');
  return `${terms.slice(0, 4).join(' + ')} + \\dots + ${terms.slice(-2).join(' + ')}\\ (${terms.length}\\text{ terms})`;
}

/** "\{7, 5, 1\}" or "\emptyset", shortened when long. */
export function setTeX(items: readonly number[], max = 14): string {
  if (items.length === 0) return '\\emptyset';
  if (items.length <= max) return `\\{${items.join(', ')}\\}`;
  return `\\{${items.slice(0, 6).join(', ')}, \\dots, ${items.slice(-3).join(', ')}\\}\\ (${items.length}\\text{ elements})`;
}

/** Coin list in words: "2 and 3", "2, 3 and 5", "none". */
export function listWords(items: readonly number[], max = 12): string {
  if (items.length === 0) return 'none';
  if (items.length > max)
    return `${items.slice(0, max - 2).join(', ')}, … and ${items[items.length - 1]} (${items.length} coins)`;
  if (items.length === 1) return String(items[0]);
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A configuration for TeX, shortened in the middle when long. */
export function configTeX(config: string, max = 40): string {
  const s = config.length <= max ? config : `${config.slice(0, 18)}\\dots${config.slice(-18)}`;
  return `\\texttt{${s}}`;
}
