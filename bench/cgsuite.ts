/**
 * Side by side with CGSuite (issue 24), on the answer a user waits for (the jobs of
 * bench/cgsuiteJobs.ts: sums of k hot day-3 games, and ±1 + … + ±k with its reduced form).
 * Both sides run the jobs in order in a fresh process (node, and a JVM with CGSuite's Java
 * core built by bench/cgsuite/README.md), keeping their caches from one k to the next.
 * The machine is shared, so the columns are CPU time (ours: the node process's, all its threads;
 * CGSuite's: its working thread's, without the JVM's compiler and GC threads, so the ratio never
 * flatters us), wall time in the note, and all is done CGSUITE_ROUNDS times (default 3), ours
 * and CGSuite's taking turns, each row showing each side's best round; a row per family sums
 * the bests. "vs CGSuite" is CGSuite's time over ours, so above 1 we are faster. The answers
 * are checked to agree (stops and temperature; the reduced form's option counts).
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cgsuiteJobs, type CgsuiteJob } from './cgsuiteJobs';
import { runPeer, type PeerAnswer } from './cgsuitePeer';
import type { BenchRow } from './harness';

const ROUNDS = Math.max(1, Number(process.env.CGSUITE_ROUNDS ?? 3));
const OPERATION = {
  hot: 'sum of k hot day-3 games: canonical, stops, thermograph, temperature',
  rcf: '±1 + … + ±k: canonical and reduced canonical form',
};

/** One round of ours in a fresh node (tsx, as `npm run bench` itself runs). */
function oursFresh(jobs: CgsuiteJob[]): PeerAnswer[] {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'cgsuiteOurs.ts');
  const r = spawnSync(process.execPath, ['--import', 'tsx', script], {
    input: JSON.stringify(jobs),
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  });
  if (r.status !== 0) throw new Error(`our round failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as PeerAnswer[];
}

/** Per job, the best wall and CPU times of the rounds (null rounds: no CGSuite build). */
function best(rounds: (PeerAnswer[] | null)[]): PeerAnswer[] | null {
  const got = rounds.filter((r): r is PeerAnswer[] => r !== null);
  if (got.length === 0) return null;
  return got[0].map((a, n) => ({
    ms: Math.min(...got.map((r) => r[n].ms)),
    cpuMs: Math.min(...got.map((r) => r[n].cpuMs)),
    answer: a.answer,
  }));
}

const fmt = (ms: number) =>
  ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 10 ? 2 : 0)} ms`;
const wall = (ours: number, theirs: number | undefined) =>
  `wall ${fmt(ours)}${theirs === undefined ? '' : ` vs ${fmt(theirs)} (${(theirs / ours).toFixed(2)}×)`}`;

export function cgsuiteBench(): BenchRow[] {
  const jobs = cgsuiteJobs();
  const oursRounds: PeerAnswer[][] = [];
  const peerRounds: (PeerAnswer[] | null)[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    oursRounds.push(oursFresh(jobs));
    peerRounds.push(runPeer(jobs));
  }
  const ours = best(oursRounds)!;
  const peer = best(peerRounds);
  const rows: BenchRow[] = [];
  const rounds = `${ROUNDS} round${ROUNDS === 1 ? '' : 's'}`;
  for (const op of ['hot', 'rcf'] as const) {
    const family = jobs.map((job, n) => ({ job, n })).filter(({ job }) => job.op === op && job.size);
    for (const { job, n } of family) {
      const theirs = peer?.[n];
      const agree =
        !theirs || theirs.answer === ours[n].answer ? '' : `; DISAGREES: CGSuite ${theirs.answer}`;
      rows.push({
        operation: OPERATION[op],
        size: job.size!,
        ms: ours[n].cpuMs,
        peerMs: theirs?.cpuMs,
        note: `${ours[n].answer}${agree}; ${wall(ours[n].ms, theirs?.ms)}${peer ? '' : '; no CGSuite build (bench/cgsuite/README.md)'}`,
      });
    }
    const sum = (answers: PeerAnswer[], key: 'ms' | 'cpuMs') =>
      family.reduce((t, { n }) => t + answers[n][key], 0);
    const sizes = `${family[0].job.size}..${family[family.length - 1].job.size!.slice(4)}`;
    rows.push({
      operation: OPERATION[op],
      size: `${sizes} summed`,
      ms: sum(ours, 'cpuMs'),
      peerMs: peer ? sum(peer, 'cpuMs') : undefined,
      note: `CPU time, best of ${rounds}; ${wall(sum(ours, 'ms'), peer ? sum(peer, 'ms') : undefined)}`,
    });
  }
  return rows;
}
