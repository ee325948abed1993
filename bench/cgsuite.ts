/**
 * Side by side with CGSuite (issue 24), on the answer a user waits for:
 *  - a sum of k hot games born by day 3 (bench/hotGames.ts, the same seeded games for both):
 *    canonical form, both stops, thermograph and temperature, k = 2..8;
 *  - ±1 + ±2 + … + ±k: canonical form and reduced canonical form, k = 2..12.
 * Each side keeps its caches from one k to the next (sums of k − 1 terms are known), as the
 * app does between requests; each side first does one small warm-up sum (its JIT). The
 * CGSuite column needs its Java core built (bench/cgsuite/README.md); "vs CGSuite" is its time
 * over ours, so above 1 we are faster. The answers are checked to agree (stops, temperature).
 */
import { evaluate } from '../src/engine/cgt/evaluate';
import { parseExpression } from '../src/engine/cgt/parse';
import { reduced } from '../src/engine/cgt/reduced';
import { leftStop, rightStop } from '../src/engine/cgt/stops';
import { leftOptions, rightOptions } from '../src/engine/cgt/store';
import { temperature, thermograph } from '../src/engine/cgt/thermograph';
import { runPeer } from './cgsuitePeer';
import type { BenchRow } from './harness';
import { hotDay3Games } from './hotGames';

const game = (text: string) => {
  const p = parseExpression(text);
  if (!p.ok) throw new Error(p.error.message);
  return evaluate(p.value);
};

function timed(fn: () => string): { ms: number; answer: string } {
  const t0 = performance.now();
  const answer = fn();
  return { ms: performance.now() - t0, answer };
}

const hot = (text: string) => () => {
  const g = game(text);
  const ls = leftStop(g);
  const rs = rightStop(g);
  thermograph(g);
  return `stops ${ls} ${rs} temperature ${temperature(g)}`;
};

const rcf = (text: string) => () => {
  const r = reduced(game(text));
  return `rcf options ${leftOptions(r).length}+${rightOptions(r).length}`;
};

export function cgsuiteBench(): BenchRow[] {
  const games = hotDay3Games(9);
  const warmUp = { op: 'hot' as const, expression: `${games[8]} + {3|-3}` };
  const jobs: { op: 'hot' | 'rcf'; expression: string; size?: string }[] = [
    warmUp,
    ...Array.from({ length: 7 }, (_, i) => ({
      op: 'hot' as const,
      expression: games.slice(0, i + 2).join(' + '),
      size: `k = ${i + 2}`,
    })),
    ...Array.from({ length: 11 }, (_, i) => ({
      op: 'rcf' as const,
      expression: Array.from({ length: i + 2 }, (_, j) => `{${j + 1}|-${j + 1}}`).join(' + '),
      size: `k = ${i + 2}`,
    })),
  ];
  const peer = runPeer(jobs);
  const rows: BenchRow[] = [];
  jobs.forEach((job, n) => {
    const mine = timed(job.op === 'hot' ? hot(job.expression) : rcf(job.expression));
    if (n === 0 || job.size === undefined) return;
    const theirs = peer?.[n];
    const agree = !theirs || theirs.answer === mine.answer ? '' : `; DISAGREES: CGSuite ${theirs.answer}`;
    rows.push({
      operation:
        job.op === 'hot'
          ? 'sum of k hot day-3 games: canonical, stops, thermograph, temperature'
          : '±1 + … + ±k: canonical and reduced canonical form',
      size: job.size,
      ms: mine.ms,
      peerMs: theirs?.ms,
      note: `${mine.answer}${agree}${peer ? '' : '; no CGSuite build (bench/cgsuite/README.md)'}`,
    });
  });
  return rows;
}
