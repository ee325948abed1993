/** Section 5's variants: a whole family searched, one long table, the DAG enumeration. */
import { time, type BenchRow } from './harness';
import { analyze } from '../src/engine/api';
import { smallDags } from '../src/engine/games/flippingVariants/dag';
import { storeSize } from '../src/engine/cgt/store';

export function flippingVariantsBench(): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const [k, maxLength] of [
    [3, 10],
    [3, 12],
    [4, 10],
  ] as const) {
    const r = time(() => analyze({ game: 'flippingvariants', op: 'search', k, maxLength }));
    rows.push({
      operation: 'flippingvariants search (first time)',
      size: `k = ${k}, lines ≤ ${maxLength}`,
      ms: r.ms,
      note: `store ${storeSize().toLocaleString('en')} games`,
    });
  }
  const t = time(() =>
    analyze({
      game: 'flippingvariants',
      op: 'table',
      variant: '101/011',
      maxLength: 14,
      from: 8000,
      rows: 50,
    }),
  );
  rows.push({ operation: 'flippingvariants table (first time)', size: '101/011, lines ≤ 14', ms: t.ms });
  const again = time(
    () =>
      analyze({
        game: 'flippingvariants',
        op: 'table',
        variant: '101/011',
        maxLength: 14,
        from: 9000,
        rows: 50,
      }),
    3,
  );
  rows.push({
    operation: 'flippingvariants table (another page)',
    size: '101/011, lines ≤ 14',
    ms: again.ms,
  });
  const d = time(() => smallDags(5, 'edge'));
  rows.push({
    operation: 'DAGs up to isomorphism',
    size: '5 vertices',
    ms: d.ms,
    note: `${d.result.length} classes`,
  });
  return rows;
}
