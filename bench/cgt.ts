/**
 * Benchmarks for the CGT engine (issue 3):
 *  - canonical and reduced canonical forms of Golden Nugget heaps 0..N, N = 1,000, 5,000,
 *    10,000 (the table and the store are kept across steps, as in the app, so each row's time
 *    is cumulative: the time to get 0..N from nothing), with store size and the
 *    comparison-cache hit rate;
 *  - the heap table grown on to 40,000 (set CGL_BENCH_GN=n for another size, 0 to skip),
 *    with memory;
 *  - sums of switches {1|−1} + {2|−2} + … + {k|−k}, k up to 12;
 *  - thermographs (with mean and temperature) of those sums, k up to 12 (and their incentives
 *    and atomic weights), of numbers with long denominators, and of Golden Nugget heaps 0..N,
 *    N up to 2,000 (after the table's canonical forms, which are timed above).
 * CPU time is shown beside wall time: the machine is shared, and wall time varies with load.
 */
import { compareStats, resetCompareStats } from '../src/engine/cgt/compare';
import { evaluate } from '../src/engine/cgt/evaluate';
import { parseExpression } from '../src/engine/cgt/parse';
import { outcome } from '../src/engine/cgt/properties';
import { infCompareCount, reduced } from '../src/engine/cgt/reduced';
import { Dyadic } from '../src/engine/arith/dyadic';
import { birthday, leftOptions, numberId, rightOptions, storeSize } from '../src/engine/cgt/store';
import { atomicWeight } from '../src/engine/cgt/atomicWeight';
import { leftIncentives, rightIncentives } from '../src/engine/cgt/incentives';
import { mean, temperature, thermograph } from '../src/engine/cgt/thermograph';
import type { Trajectory } from '../src/engine/cgt/trajectory';
import { heapsKnown, heapValue } from '../src/engine/games/goldennugget/heapTable';
import type { BenchRow } from './harness';

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Wall and CPU time of fn. */
function measure<T>(fn: () => T): { ms: number; cpu: number; result: T } {
  const c0 = cpuMs();
  const t0 = performance.now();
  const result = fn();
  return { ms: performance.now() - t0, cpu: cpuMs() - c0, result };
}

function hitRate(): string {
  const s = compareStats();
  const total = s.hits + s.misses;
  return total
    ? `${((100 * s.hits) / total).toFixed(1)}% of ${total.toLocaleString('en')} lookups`
    : 'no lookups';
}

const mb = () => `${(process.memoryUsage().rss / 1e6).toFixed(0)} MB resident`;

function goldenNuggetRows(): BenchRow[] {
  const rows: BenchRow[] = [];
  let canonicalMs = 0;
  let canonicalCpu = 0;
  let reducedMs = 0;
  let reducedCpu = 0;
  let reducedDone = 0;
  for (const n of [1000, 5000, 10000]) {
    resetCompareStats();
    const c = measure(() => heapValue(n));
    canonicalMs += c.ms;
    canonicalCpu += c.cpu;
    rows.push({
      operation: 'Golden Nugget canonical forms, heaps 0..N',
      size: n.toLocaleString('en'),
      ms: canonicalMs,
      note: `CPU ${(canonicalCpu / 1000).toFixed(2)} s; store ${storeSize().toLocaleString('en')} games; comparison cache ${hitRate()}`,
    });
    resetCompareStats();
    const r = measure(() => {
      for (let k = reducedDone; k <= n; k++) reduced(heapValue(k));
    });
    reducedDone = n + 1;
    reducedMs += r.ms;
    reducedCpu += r.cpu;
    rows.push({
      operation: 'Golden Nugget reduced canonical forms, heaps 0..N',
      size: n.toLocaleString('en'),
      ms: reducedMs,
      note: `CPU ${(reducedCpu / 1000).toFixed(2)} s; store ${storeSize().toLocaleString('en')}; ${infCompareCount().toLocaleString('en')} Inf-comparisons (RS(H − G) ≥ 0) in all`,
    });
  }
  rows.push({
    operation: 'Golden Nugget canonical + reduced, heaps 0..N (goal < 6 s)',
    size: '10,000',
    ms: canonicalMs + reducedMs,
    note: `CPU ${((canonicalCpu + reducedCpu) / 1000).toFixed(2)} s; ${mb()}`,
  });
  const target = Number(process.env.CGL_BENCH_GN ?? 40000);
  if (target > heapsKnown()) {
    const g = measure(() => heapValue(target));
    let maxOptions = 0;
    let maxBirthday = 0;
    for (let k = 0; k <= target; k++) {
      const v = heapValue(k);
      maxOptions = Math.max(maxOptions, leftOptions(v).length + rightOptions(v).length);
      maxBirthday = Math.max(maxBirthday, Number(birthday(v)));
    }
    rows.push({
      operation: 'Golden Nugget table grown on from 10,001 to N',
      size: target.toLocaleString('en'),
      ms: g.ms,
      note: `CPU ${(g.cpu / 1000).toFixed(2)} s; store ${storeSize().toLocaleString('en')}; ${mb()}; widest canonical form ${maxOptions} options, oldest born on day ${maxBirthday}`,
    });
  }
  return rows;
}

function switchRows(): BenchRow[] {
  const rows: BenchRow[] = [];
  for (let k = 1; k <= 12; k++) {
    const text = Array.from({ length: k }, (_, i) => `{${i + 1}|-${i + 1}}`).join('+');
    const parsed = parseExpression(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const before = storeSize();
    const s = measure(() => {
      const g = evaluate(parsed.value);
      return { g, o: outcome(g), r: reduced(g) };
    });
    const g = s.result.g;
    rows.push({
      operation: 'sum of switches {1|−1}+…+{k|−k}',
      size: `k = ${k}`,
      ms: s.ms,
      note: `CPU ${s.cpu.toFixed(0)} ms; ${leftOptions(g).length}+${rightOptions(g).length} options, born day ${birthday(g)}, outcome ${s.result.o}; +${(storeSize() - before).toLocaleString('en')} games (sums up to k−1 cached)`,
    });
  }
  return rows;
}

const corners = (w: Trajectory) => w.cps.length;

function thermographRows(): BenchRow[] {
  const rows: BenchRow[] = [];
  for (let k = 1; k <= 12; k++) {
    const text = Array.from({ length: k }, (_, i) => `{${i + 1}|-${i + 1}}`).join('+');
    const parsed = parseExpression(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const g = evaluate(parsed.value);
    const s = measure(() => thermograph(g));
    const th = s.result;
    rows.push({
      operation: 'thermograph of {1|−1}+…+{k|−k}',
      size: `k = ${k}`,
      ms: s.ms,
      note: `CPU ${s.cpu.toFixed(0)} ms; mean ${mean(g)}, temperature ${temperature(g)}; ${corners(th.left)}+${corners(th.right)} critical points (smaller sums cached)`,
    });
    if (k >= 8) {
      // the calculator's other temperature fields: each incentive G^L − G is a new sum to canonicalise
      const before = storeSize();
      const e = measure(
        () => [leftIncentives(g).length + rightIncentives(g).length, atomicWeight(g).atomic] as const,
      );
      rows.push({
        operation: 'incentives + atomic weight of {1|−1}+…+{k|−k}',
        size: `k = ${k}`,
        ms: e.ms,
        note: `CPU ${e.cpu.toFixed(0)} ms; ${e.result[0]} incentives; +${(storeSize() - before).toLocaleString('en')} games`,
      });
    }
  }
  for (const bits of [300, 1000, 4000]) {
    // an odd numerator of `bits` bits over 2^bits: walls with about `bits`/2 corners each
    const x = Dyadic.of(((1n << BigInt(bits - 1)) / 3n) | 1n, bits);
    const s = measure(() => thermograph(numberId(x)));
    rows.push({
      operation: 'thermograph of a number m/2^k (closed form)',
      size: `k = ${bits}`,
      ms: s.ms,
      note: `CPU ${s.cpu.toFixed(0)} ms; ${corners(s.result.left)}+${corners(s.result.right)} critical points`,
    });
  }
  let done = 0;
  let ms = 0;
  let cpu = 0;
  for (const n of [500, 1000, 2000]) {
    heapValue(n);
    let most = 0;
    const s = measure(() => {
      for (let h = done; h <= n; h++) {
        const th = thermograph(heapValue(h));
        most = Math.max(most, corners(th.left) + corners(th.right));
      }
    });
    done = n + 1;
    ms += s.ms;
    cpu += s.cpu;
    rows.push({
      operation: 'thermographs of Golden Nugget heaps 0..N',
      size: n.toLocaleString('en'),
      ms,
      note: `CPU ${(cpu / 1000).toFixed(2)} s (cumulative); heap N: mean ${mean(heapValue(n))}, temperature ${temperature(heapValue(n))}; at most ${most} critical points on a heap's walls in this step`,
    });
  }
  return rows;
}

/** Numbers and nimbers are held by value: a 300-bit number or *4095 costs one id, not 2^300 days. */
function byValueRows(): BenchRow[] {
  const rows: BenchRow[] = [];
  const big = `${2n ** 300n - 1n}/2^299`; // a 300-bit numerator
  for (const text of [
    `${big} + {1|-1}`,
    `{${big} | 2^300}`,
    '-1823437481924 - {|-1823437481923}',
    '*4095 + *4094 + ↑5 + 7/8',
  ]) {
    const before = storeSize();
    const s = measure(() => {
      const p = parseExpression(text);
      if (!p.ok) throw new Error(p.error.message);
      return evaluate(p.value);
    });
    rows.push({
      operation: 'canonical form of a number, nimber or ups held by value',
      size: text.length > 40 ? `${text.slice(0, 18)}…${text.slice(-18)}` : text,
      ms: s.ms,
      note: `CPU ${s.cpu.toFixed(0)} ms; +${(storeSize() - before).toLocaleString('en')} games; born on day ${String(birthday(s.result)).slice(0, 24)}`,
    });
  }
  return rows;
}

export function cgtBench(): BenchRow[] {
  return [...byValueRows(), ...goldenNuggetRows(), ...switchRows(), ...thermographRows()];
}
