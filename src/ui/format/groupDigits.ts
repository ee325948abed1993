/**
 * A number with thousands separators, as `n.toLocaleString('en')` writes it ("12,345", "-1,234.5"),
 * without Intl: the page's first toLocaleString call starts ICU's number formatting, 35–75 ms in
 * one task on this project's test machine, which alone broke issue 12's 50 ms budget on Oskar's
 * first visit. Integers of any size (bigint or a decimal string) too. Fractions keep at most three
 * digits (rounded as toFixed rounds).
 */
export function groupDigits(n: number | bigint | string): string {
  // toFixed, not toLocaleString: no Intl; "1.500" → "1.5"
  const text = typeof n === 'number' && !Number.isInteger(n) ? n.toFixed(3).replace(/\.?0+$/, '') : String(n);
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text; // Infinity, NaN, 1e+21: as String writes them
  const [whole, fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
