import { time, type BenchRow } from './harness';
import { Dyadic, simplestBetween } from '../src/engine/arith/dyadic';
import { analyze } from '../src/engine/api';
import { runAlgorithm } from '../src/engine/games/flipping/algorithm';
import { BruteForceTable } from '../src/engine/games/flipping/bruteForce';
import { indexToLine, options } from '../src/engine/games/flipping/rules';

/** The plain memoised recursion on Dyadics and strings (what a first implementation would do). */
function plainFill(n: number): number {
  const memo = new Map<string, Dyadic>();
  const value = (line: string): Dyadic => {
    const known = memo.get(line);
    if (known) return known;
    const best = (p: 'L' | 'R') =>
      options(line, p).reduce<Dyadic | null>((m, o) => {
        const v = value(o.after);
        return m === null || (p === 'L' ? m.lt(v) : v.lt(m)) ? v : m;
      }, null);
    const v = simplestBetween(best('L'), best('R'))!;
    memo.set(line, v);
    return v;
  };
  for (let x = 0; x < 2 ** n; x++) value(indexToLine(x));
  return memo.size;
}

/** A reproducible random line of n coins ending in a 1. */
function randomLine(n: number, seed = 7): string {
  const parts: string[] = new Array(n);
  let s = seed;
  for (let i = 0; i < n - 1; i++) {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    parts[i] = s & 0x10000 ? '1' : '0';
  }
  parts[n - 1] = '1';
  return parts.join('');
}

export function flippingBench(): BenchRow[] {
  const rows: BenchRow[] = [];
  const plain14 = time(() => plainFill(14));
  const typed14 = time(() => new BruteForceTable().fillLines(14), 3);
  rows.push({
    operation: 'flipping: brute force, every line',
    size: '≤ 14 coins (16,384 lines)',
    ms: typed14.ms,
    baselineMs: plain14.ms,
    note: 'baseline: memoised recursion on Dyadic/strings',
  });
  const fill20 = time(() => new BruteForceTable().fillLines(20));
  rows.push({
    operation: 'flipping: brute force, every line',
    size: '≤ 20 coins (1,048,576 lines)',
    ms: fill20.ms,
    note: '8 MB table (numerators over 2^44); aim ≤ 2 s',
  });

  const random = randomLine(1_000_000);
  const r = time(() => runAlgorithm(random), 3);
  rows.push({
    operation: 'flipping: Algorithm (value)',
    size: '1,000,000 coins, random',
    ms: r.ms,
    note: `${r.result.reductions} reductions, ${r.result.split.count} blocks; aim < 0.5 s`,
  });
  const long = '01' + '0'.repeat(999_995) + '11';
  const l = time(() => runAlgorithm(long), 3);
  rows.push({
    operation: 'flipping: Algorithm (value)',
    size: '1,000,000 coins, 01 0^p 11',
    ms: l.ms,
    note: `sign expansion ~2,000,000 long; denominator 2^${l.result.value.exp}`,
  });
  const ones = '0' + '1'.repeat(999_999);
  const o = time(() => runAlgorithm(ones), 3);
  rows.push({
    operation: 'flipping: Algorithm (value)',
    size: '1,000,000 coins, 0 1^999999',
    ms: o.ms,
    note: `${o.result.reductions} reductions`,
  });
  const req = time(() => analyze({ game: 'flipping', op: 'value', position: random }));
  rows.push({
    operation: 'flipping: value request (JSON fields, "p/q")',
    size: '1,000,000 coins, random',
    ms: req.ms,
    note: 'includes the decimal numerator',
  });
  const sum = time(() =>
    analyze({
      game: 'flipping',
      op: 'sum',
      positions: [randomLine(60, 1), randomLine(60, 2), randomLine(60, 3)],
    }),
  );
  rows.push({
    operation: 'flipping: sum with every winning move',
    size: '3 lines × 60 coins',
    ms: sum.ms,
    note: 'every option of every line valued',
  });
  return rows;
}
