/**
 * Golden Nugget benchmarks (issue 10):
 *  - `classify` of 100-digit heaps (Theorem 2.2 from Fibonacci representations; goal < 10 ms
 *    each), the classifier alone and the whole contract answer with its walkthroughs;
 *  - the heap table grown from nothing in steps to 40,000 (goal < 10 s), then to
 *    CGL_BENCH_GN_MAX (default 100,000, goal < 60 s and 400 MB; 0 to skip), with memory;
 *  - `checkTheorem` over the heaps computed.
 *  - the same table as a command-line user gets it: a fresh `node scripts/engine.mjs` asked for
 *    the table's last 1,000 rows up to N (the whole answer written out), N = 10,000, 20,000,
 *    40,000 and CGL_BENCH_GN_FRESH_MAX (default 100,000; 0 to skip), with peak memory and the
 *    growth exponent of the CPU time.
 * CPU time is shown beside wall time: the machine may be shared. Run this area on its own
 * (`npm run bench goldennugget`) so the table starts empty.
 */
import { classify, xk } from '../src/engine/games/goldennugget/classify';
import { ensureHeaps, heapsKnown } from '../src/engine/games/goldennugget/heapTable';
import { checkTheorem, classifyAnswer } from '../src/engine/games/goldennugget/theorem';
import { seededRandom } from '../src/engine/games/computerChoice';
import { freshRequest, growthExponent } from './freshProcess';
import { time, type BenchRow } from './harness';

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

const mb = () => `${(process.memoryUsage().rss / 1e6).toFixed(0)} MB resident`;

function randomDigits(count: number, seed: number): bigint {
  const r = seededRandom(seed);
  let s = String(1 + Math.floor(r() * 9));
  while (s.length < count) s += String(Math.floor(r() * 10));
  return BigInt(s);
}

function classifyRows(): BenchRow[] {
  const sizes = Array.from({ length: 50 }, (_, i) => randomDigits(100, i + 1));
  classify(sizes[0]); // warm up the Fibonacci list and the JIT
  const c = time(() => sizes.map((n) => classify(n)), 3);
  const numbers = c.result.filter((x) => x.isNumber).length;
  const rows: BenchRow[] = [
    {
      operation: 'goldennugget classify (part, reduced form, value)',
      size: '100 digits, per heap',
      ms: c.ms / sizes.length,
      note: `mean of ${sizes.length} random heaps, ${numbers} number heaps (goal < 10 ms)`,
    },
  ];
  // the number heaps are the slow case: a value is read along its chain of ancestors
  const big = xk(200); // ≈ 10^85, value 0.(10)^199 1
  const xr = time(() => classify(big), 5);
  rows.push({
    operation: 'goldennugget classify of x_200 (a number heap)',
    size: `${big.toString().length} digits`,
    ms: xr.ms,
    note: `value with ${xr.result.chain?.length ?? 0} heaps in its chain`,
  });
  const a = time(() => sizes.slice(0, 10).map((n) => classifyAnswer(n)), 3);
  rows.push({
    operation: 'goldennugget classify answer (with walkthroughs)',
    size: '100 digits, per heap',
    ms: a.ms / 10,
    note: 'representations, Fibonacci word, classification and three greedy walkthroughs',
  });
  return rows;
}

function tableRows(): BenchRow[] {
  const rows: BenchRow[] = [];
  const c0 = cpuMs();
  const t0 = performance.now();
  const steps = [10_000, 20_000, 40_000];
  const max = Number(process.env.CGL_BENCH_GN_MAX ?? 100_000);
  if (max > 40_000) steps.push(max);
  for (const n of steps) {
    if (n <= heapsKnown() - 1) continue;
    ensureHeaps(n);
    const goal = n === 40_000 ? ' (goal < 10 s)' : n === 100_000 ? ' (goal < 60 s, 400 MB)' : '';
    rows.push({
      operation: `goldennugget heap table 0..N from nothing${goal}`,
      size: n.toLocaleString('en'),
      ms: performance.now() - t0,
      note: `CPU ${((cpuMs() - c0) / 1000).toFixed(2)} s; ${mb()}`,
    });
  }
  const check = time(() => checkTheorem(heapsKnown() - 1));
  rows.push({
    operation: 'goldennugget checkTheorem over the heaps computed',
    size: (heapsKnown() - 1).toLocaleString('en'),
    ms: check.ms,
    note: `${check.result.disagreements.length} disagreements; α_k slip on ${check.result.printedStatementDiffers[0]?.count ?? 0} heaps`,
  });
  return rows;
}

function freshRows(): BenchRow[] {
  const max = Number(process.env.CGL_BENCH_GN_FRESH_MAX ?? 100_000);
  const steps = [10_000, 20_000, 40_000];
  if (max > 40_000) steps.push(max);
  const rows: BenchRow[] = [];
  const points: { n: number; t: number; ms: number }[] = [];
  freshRequest({ game: 'goldennugget', op: 'heap', size: 1 }); // builds the CLI bundle if a source changed
  for (const n of steps) {
    const r = freshRequest({ game: 'goldennugget', op: 'table', from: n - 999, to: n });
    points.push({ n, t: r.cpuMs, ms: r.ms });
    const goal = n === 40_000 ? ' (goal < 10 s)' : n === 100_000 ? ' (goal < 60 s, 400 MB)' : '';
    rows.push({
      operation: `goldennugget table 0..N, fresh CLI process, last 1,000 rows written${goal}`,
      size: n.toLocaleString('en'),
      ms: r.ms,
      note: `CPU ${(r.cpuMs / 1000).toFixed(2)} s; peak ${r.rssMb.toFixed(0)} MB resident; answer ${(r.bytes / 1e6).toFixed(2)} MB`,
    });
  }
  const cpuExp = growthExponent(points);
  const wallExp = growthExponent(points.map((p) => ({ n: p.n, t: p.ms })));
  rows.push({
    operation: 'goldennugget table, fresh CLI process: growth exponent (t ≈ N^b)',
    size: `${steps[0].toLocaleString('en')}..${steps[steps.length - 1].toLocaleString('en')}`,
    ms: 0,
    note: `b = ${cpuExp.toFixed(2)} on CPU time, ${wallExp.toFixed(2)} on wall time`,
  });
  return rows;
}

export function goldenNuggetBench(): BenchRow[] {
  return [...classifyRows(), ...tableRows(), ...freshRows()];
}
