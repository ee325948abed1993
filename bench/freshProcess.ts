/**
 * One engine request answered by a fresh `node scripts/engine.mjs`, as a command-line user
 * runs it: wall time, the process's CPU time (user + system, all threads: a loaded machine
 * inflates it far less than the wall time), its peak resident memory and the answer's size.
 * Used for the heap tables (issue 26: "as a command-line user gets it"), beside the
 * in-process figures.
 */
import { spawnSync } from 'node:child_process';

// Preloaded into the run: writes CPU time and peak RSS as the process exits.
const AT_EXIT = `process.on('exit', () => { const u = process.cpuUsage(); const r = process.resourceUsage(); process.stderr.write('cpu ' + (u.user + u.system) / 1000 + ' rss ' + r.maxRSS / 1024 + '\\n'); });`;

export interface FreshRun {
  ms: number;
  cpuMs: number;
  /** peak resident set, MB */
  rssMb: number;
  /** bytes written to stdout */
  bytes: number;
}

export function freshRequest(request: object): FreshRun {
  const t0 = performance.now();
  const r = spawnSync(
    process.execPath,
    ['--import', `data:text/javascript,${encodeURIComponent(AT_EXIT)}`, 'scripts/engine.mjs'],
    { input: JSON.stringify(request) + '\n', encoding: 'utf8', maxBuffer: 1 << 30 },
  );
  const ms = performance.now() - t0;
  if (r.status !== 0 || !r.stdout.startsWith('{"ok":true'))
    throw new Error(`engine failed: ${r.stderr}${r.stdout.slice(0, 300)}`);
  const m = /cpu ([\d.]+) rss ([\d.]+)/.exec(r.stderr);
  return { ms, cpuMs: Number(m?.[1] ?? NaN), rssMb: Number(m?.[2] ?? NaN), bytes: r.stdout.length };
}

/** The exponent b of t ≈ a·N^b fitted by least squares on log t against log N. */
export function growthExponent(points: { n: number; t: number }[]): number {
  const xs = points.map((p) => Math.log(p.n));
  const ys = points.map((p) => Math.log(p.t));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let sxy = 0;
  let sxx = 0;
  xs.forEach((x, i) => ((sxy += (x - mx) * (ys[i] - my)), (sxx += (x - mx) ** 2)));
  return sxy / sxx;
}
