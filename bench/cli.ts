/**
 * The engine's command line from a fresh process, as a script or a teacher's shell runs it:
 * one request answered by `node scripts/engine.mjs`, against `node -e 0` (node's own start-up),
 * best of RUNS. Issue 26's goal: under 100 ms over node. `npm run engine` adds npm's start-up.
 */
import { spawnSync } from 'node:child_process';
import { type BenchRow } from './harness';

const RUNS = 10;
const REQUEST = '{"game":"flipping","op":"value","position":"0101011111"}\n';
const GOAL_MS = 100;

// Preloaded into a node run: writes the process's CPU time (user + system, all its threads) as it
// exits, a figure a busy machine inflates far less than the wall time.
const CPU_AT_EXIT = `process.on('exit', () => { const u = process.cpuUsage(); process.stderr.write('cpu ' + (u.user + u.system) / 1000 + '\\n'); });`;

/** Best and median wall time (ms) of a fresh `command args` fed REQUEST, and the least CPU time of a node run. */
function fresh(command: string, args: string[], runs: number): { best: number; median: number; cpu: number } {
  const times: number[] = [];
  let cpu = Infinity;
  const isNode = command === process.execPath;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const r = spawnSync(
      command,
      isNode ? ['--import', `data:text/javascript,${encodeURIComponent(CPU_AT_EXIT)}`, ...args] : args,
      {
        input: REQUEST,
        encoding: 'utf8',
      },
    );
    times.push(performance.now() - t0);
    if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${r.stderr}`);
    const used = /cpu ([\d.]+)/.exec(r.stderr);
    if (used) cpu = Math.min(cpu, Number(used[1]));
  }
  times.sort((a, b) => a - b);
  return { best: times[0], median: times[Math.floor((runs - 1) / 2)], cpu };
}

export function cliBench(): BenchRow[] {
  fresh(process.execPath, ['scripts/engine.mjs'], 1); // builds the bundle if a source changed
  const node = fresh(process.execPath, ['-e', '0'], RUNS);
  const engine = fresh(process.execPath, ['scripts/engine.mjs'], RUNS);
  const npm = fresh('npm', ['run', 'engine', '--silent'], 3);
  const over = engine.best - node.best;
  return [
    {
      operation: 'CLI start, one request: node scripts/engine.mjs',
      size: 'fresh process',
      ms: over,
      note: `over node -e 0 (goal < ${GOAL_MS} ms${over < GOAL_MS ? ', met' : ', MISSED'}); node -e 0 ${node.best.toFixed(0)} ms, engine ${engine.best.toFixed(0)} ms best, ${engine.median.toFixed(0)} ms median; CPU ${(engine.cpu - node.cpu).toFixed(0)} ms over node's ${node.cpu.toFixed(0)} ms`,
    },
    {
      operation: 'CLI start, one request: npm run engine --silent',
      size: 'fresh process',
      ms: npm.best - node.best,
      note: `over node -e 0, npm's start-up included (no goal: npm's, not the engine's)`,
    },
  ];
}
