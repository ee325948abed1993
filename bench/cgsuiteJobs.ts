/**
 * The jobs of the CGSuite side-by-side bench (issue 24) and our answers to them, timed one by
 * one in this process (so each keeps the caches of the ones before, as the app does between
 * requests). Run in a fresh process per round by bench/cgsuiteOurs.ts.
 *  - hot: a sum of k hot games born by day 3 (bench/hotGames.ts): canonical form, both stops,
 *    thermograph and temperature, k = 2..8;
 *  - rcf: ±1 + ±2 + … + ±k: canonical form and reduced canonical form, k = 2..16 (below 12 both
 *    sides take a few milliseconds: start-up costs, not the algorithm).
 * The first job is a warm-up (each side's JIT), not reported.
 */
import { evaluate } from '../src/engine/cgt/evaluate';
import { parseExpression } from '../src/engine/cgt/parse';
import { reduced } from '../src/engine/cgt/reduced';
import { leftStop, rightStop } from '../src/engine/cgt/stops';
import { leftOptions, rightOptions } from '../src/engine/cgt/store';
import { temperature, thermograph } from '../src/engine/cgt/thermograph';
import { hotDay3Games } from './hotGames';
import type { PeerAnswer } from './cgsuitePeer';

export interface CgsuiteJob {
  op: 'hot' | 'rcf';
  /** plain forms joined by " + ", read alike by both sides */
  expression: string;
  /** "k = 5"; none for the warm-up */
  size?: string;
}

export function cgsuiteJobs(): CgsuiteJob[] {
  const games = hotDay3Games(9);
  return [
    { op: 'hot', expression: `${games[8]} + {3|-3}` },
    ...Array.from({ length: 7 }, (_, i) => ({
      op: 'hot' as const,
      expression: games.slice(0, i + 2).join(' + '),
      size: `k = ${i + 2}`,
    })),
    ...Array.from({ length: 15 }, (_, i) => ({
      op: 'rcf' as const,
      expression: Array.from({ length: i + 2 }, (_, j) => `{${j + 1}|-${j + 1}}`).join(' + '),
      size: `k = ${i + 2}`,
    })),
  ];
}

const game = (text: string) => {
  const p = parseExpression(text);
  if (!p.ok) throw new Error(p.error.message);
  return evaluate(p.value);
};

function answer(job: CgsuiteJob): string {
  const g = game(job.expression);
  if (job.op === 'rcf') {
    const r = reduced(g);
    return `rcf options ${leftOptions(r).length}+${rightOptions(r).length}`;
  }
  const ls = leftStop(g);
  const rs = rightStop(g);
  thermograph(g);
  return `stops ${ls} ${rs} temperature ${temperature(g)}`;
}

/**
 * Our wall and CPU time and answer for each job, in order, in this process. The CPU time is the
 * process's (node 20 has no thread clock), so V8's compiler and GC helper threads count too.
 */
export function runOurs(jobs: readonly CgsuiteJob[]): PeerAnswer[] {
  return jobs.map((job) => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const a = answer(job);
    const ms = performance.now() - t0;
    const c = process.cpuUsage(c0);
    return { ms, cpuMs: (c.user + c.system) / 1000, answer: a };
  });
}
