/**
 * A set of small whole numbers written short: runs of three or more as "a–b", the rest listed
 * ("0–3, 8, 10–15"). A mex table's sets of options' values run to a dozen numbers; as ranges
 * they fit a narrow column, and the missing value shows as the gap.
 */
export function numberRanges(values: Iterable<number>): string {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    if (j - i >= 2) parts.push(`${sorted[i]}–${sorted[j]}`);
    else for (let k = i; k <= j; k++) parts.push(String(sorted[k]));
    i = j + 1;
  }
  return parts.join(', ');
}
